/**
 * The parts a reader may want without warning, loaded ahead of use once the
 * page has settled: the search modal and the search plugin's Web Worker (its
 * script, lunr and Comlink; no index yet), so a first Ctrl+K shows the modal
 * at once and a first search waits for the index only, and Prism, for the
 * code blocks of the next page after a client-side navigation.
 *
 * "Settled" is `SETTLE_DELAY_MS` after the `load` event, then an idle moment.
 * The first seconds after load are when a reader on a phone starts to scroll
 * and tap; every response and every script run then is main-thread work taken
 * from that (Lighthouse mobile counts it as start-up work). A reader who wants
 * a part sooner gets it at once: the search loads on Ctrl/Cmd+K or when a
 * pointer reaches its button, Prism when a navigation starts
 * (`src/features/code/client/prism/onNavigation.ts`), the tools and page menus
 * on hover or focus, medium-zoom when an image nears the viewport.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {loadPrism} from '@rslib/prism-loader';
import {
  loadSearchModal,
  warmUpSearchWorker,
} from '@site/src/features/navigation/client/lazyChunks';

/** Wait after the `load` event before loading the parts, ms. */
export const SETTLE_DELAY_MS = 3000;

/** Longest wait for an idle moment after that before starting anyway, ms. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Loads the parts. Failures are ignored: each part loads again on first use.
 * Remote search has no worker.
 */
export function loadIdleParts(): void {
  const ignore = () => undefined;
  loadSearchModal().catch(ignore);
  const search = (siteConfig.themeConfig as {rslibSearch?: {mode?: string}})
    .rslibSearch;
  if (search?.mode !== 'remote') warmUpSearchWorker().catch(ignore);
  loadPrism().catch(ignore);
}

function afterSettling(): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(loadIdleParts, {timeout: IDLE_TIMEOUT_MS});
    } else {
      loadIdleParts();
    }
  }, SETTLE_DELAY_MS);
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') afterSettling();
  else window.addEventListener('load', afterSettling, {once: true});
}
