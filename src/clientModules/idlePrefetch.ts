/**
 * Once the page has loaded and the browser is idle, fetch the parts of the UI
 * that load on demand (the search modal, the tools menu entries, Prism for
 * code blocks on the next pages, medium-zoom on pages with images), so the
 * reader's first Ctrl+K, click or navigation does not wait for the network.
 * Idle-time requests never compete with the page's own loading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadPrism} from '@rslib/prism-loader';
import {
  loadMediumZoom,
  loadSearchModal,
  loadToolsMenuEntries,
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
