/**
 * Once the page has loaded and the browser is idle, fetch the parts of the UI
 * that load on demand (the search modal and its worker, the tools menu
 * entries, Prism for code blocks on the next pages, medium-zoom on pages with
 * images), so the reader's first Ctrl+K, click or navigation does not wait
 * for the network. The search index itself loads when the search opens.
 * Idle-time requests never compete with the page's own loading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadPrism} from '@rslib/prism-loader';
import siteConfig from '@generated/docusaurus.config';
import {
  loadMediumZoom,
  loadSearchModal,
  loadToolsMenuEntries,
  warmUpSearchWorker,
} from '@site/src/lib/lazyChunks';
import {IMAGE_ZOOM_SELECTOR} from '@site/src/lib/imageZoom';

/** Longest wait for an idle moment before prefetching anyway, ms. */
const IDLE_TIMEOUT_MS = 3000;

function prefetch(): void {
  const loads: Promise<unknown>[] = [
    loadSearchModal(),
    loadToolsMenuEntries(),
    loadPrism(),
  ];
  if (document.querySelector(IMAGE_ZOOM_SELECTOR)) loads.push(loadMediumZoom());
  // Local search runs in the search plugin's worker: start it (no index yet).
  const search = (siteConfig.themeConfig as {rslibSearch?: {mode?: string}})
    .rslibSearch;
  if (search?.mode !== 'remote') loads.push(warmUpSearchWorker());
  // A failed prefetch is retried on first use; nothing to report here.
  for (const load of loads) load.catch(() => undefined);
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(prefetch, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(prefetch, 1000);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}
