/**
 * The parts of the UI that load on demand (the search modal, the tools menu
 * entries, Prism for code blocks on the next pages, medium-zoom) are
 * prefetched by the browser at its lowest priority (`webpackPrefetch` in
 * `src/features/navigation/client/lazyChunks.ts` and `src/features/code/client/prism/loader.client.ts`:
 * downloaded, not run), so the reader's first Ctrl+K, click or navigation
 * does not wait for the network. One thing needs running ahead of time: once
 * the page has loaded and the browser is idle, the search plugin's Web Worker
 * is started (its script, lunr, Comlink; no index yet), so the first search
 * waits for the index only. The index itself loads when the search opens.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {warmUpSearchWorker} from '@site/src/features/navigation/client/lazyChunks';

/** Longest wait for an idle moment before starting anyway, ms. */
const IDLE_TIMEOUT_MS = 3000;

function startSearchWorker(): void {
  // Remote search has no worker. A failed start is retried on first use.
  const search = (siteConfig.themeConfig as {rslibSearch?: {mode?: string}})
    .rslibSearch;
  if (search?.mode !== 'remote') warmUpSearchWorker().catch(() => undefined);
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(startSearchWorker, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(startSearchWorker, 1000);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}
