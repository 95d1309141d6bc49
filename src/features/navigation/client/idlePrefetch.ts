/**
 * The parts a reader may want without warning, loaded ahead of use:
 *
 * - once the page has hydrated and loaded and the browser is idle, the search plugin's Web
 *   Worker (two small chunks on the page, its script, lunr and Comlink in the
 *   worker's own thread; no index yet), so a first search waits for the index
 *   only;
 * - once the page has settled, the search modal's code, so a first Ctrl+K
 *   shows the modal at once, and Prism, for the code blocks of the next page
 *   after a client-side navigation.
 *
 * "Settled" is `SETTLE_DELAY_MS` after the `load` event, then an idle moment.
 * The schedule starts when the page has hydrated (the first
 * `onRouteDidUpdate`, Docusaurus's client-module lifecycle) and loaded,
 * whichever comes later: the entry scripts run after the first paint
 * (`src/features/hydration/build/ssrTemplate.ts`), which can be after `load`,
 * and the page's own route chunks must not share the network and the main
 * thread with these parts.
 * The first seconds after load are when a reader on a phone starts to scroll
 * and tap; loading the modal's and Prism's code then takes main-thread time
 * from that, so it waits until the page has settled (`npm run bench`
 * compares the main-thread work of both schedules). A reader
 * who wants a part sooner gets it at once: the search loads on Ctrl/Cmd+K or
 * when a pointer reaches its button (the early-input script's stand-in box
 * answers the key at once), Prism when a navigation starts
 * (`src/features/code/client/prism/onNavigation.ts`), the tools and page menus
 * on hover or focus, medium-zoom when an image nears the viewport.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadPrism} from '@rslib/prism-loader';
import {
  loadSearchModal,
  warmUpSearchWorker,
} from '@site/src/features/search/client/lazy';

/** Wait after the `load` event before loading the modal and Prism, ms. */
export const SETTLE_DELAY_MS = 3000;

/** Longest wait for an idle moment before starting anyway, ms. */
const IDLE_TIMEOUT_MS = 3000;

const ignore = () => undefined;

/** Starts the search worker (none for remote search). A failure is retried on first use. */
function startSearchWorker(): void {
  warmUpSearchWorker().catch(ignore);
}

/** Loads the search modal's code and Prism. Failures are retried on first use. */
export function loadSettledParts(): void {
  loadSearchModal().catch(ignore);
  loadPrism().catch(ignore);
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(task, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(task, 0);
  }
}

function afterLoad(): void {
  whenIdle(startSearchWorker);
  setTimeout(() => whenIdle(loadSettledParts), SETTLE_DELAY_MS);
}

let scheduled = false;

/**
 * Starts the schedule, once: at the `load` event, or at once when the page has
 * already loaded. Called when the page has hydrated.
 */
export function scheduleIdleParts(): void {
  if (scheduled) return;
  scheduled = true;
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, {once: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate: scheduleIdleParts,
};

export default clientModule;
