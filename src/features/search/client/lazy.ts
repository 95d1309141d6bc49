/**
 * The search's parts that load after the page, each through one shared
 * loader (`once`), so a part is requested once whoever asks first: the
 * navbar's search button and Ctrl/Cmd+K, and the idle prefetch of the
 * navigation feature once the page has settled.
 */
import siteConfig from '@generated/docusaurus.config';
import {once} from '@site/src/common/once';
import {TITLES_CONTEXT} from '@site/src/features/search/common/indexFiles';

/** The search modal (UI and search logic), opened by the navbar button or Ctrl/Cmd+K. */
export const loadSearchModal = once(
  () => import('@site/src/features/search/client/SearchModal'),
);

/**
 * Whether the site searches its own index in the search plugin's Web Worker
 * (remote search, `themeConfig.rslibSearch.mode: 'remote'`, has no worker and
 * no index files). The two worker functions below do nothing without one.
 */
export function searchesLocally(): boolean {
  const search = (siteConfig.themeConfig as {rslibSearch?: {mode?: string}})
    .rslibSearch;
  return search?.mode !== 'remote';
}

/** The adapter of the search plugin's worker client (one chunk for both uses below). */
const loadIndexClient = once(
  () => import('@site/src/features/search/client/indexClient'),
);

/**
 * Starts the search plugin's Web Worker (its script, lunr and Comlink) without
 * loading an index: an empty query is answered before any index is fetched.
 * Done ahead of time, the first search waits for the index only.
 */
export const warmUpSearchWorker = once(() =>
  searchesLocally()
    ? loadIndexClient().then(({warmUpIndexWorker}) => warmUpIndexWorker())
    : Promise.resolve(),
);

/**
 * Starts the search worker and has it load the titles index of the docs
 * version under `versionUrl` (`/`, `/zh/`, `/zh/1.0/`…), the file a first
 * search reads. Called when the search is asked for before its code is in,
 * so the index downloads alongside the modal's code instead of after it.
 * The worker keeps one request per file: the modal's own request for it
 * later waits for this one.
 * @returns a promise that rejects if a chunk or the file fails to load
 */
export function preloadSearchIndex(versionUrl: string): Promise<void> {
  if (!searchesLocally()) return Promise.resolve();
  return loadIndexClient().then(({loadIndexFile}) =>
    loadIndexFile(versionUrl, TITLES_CONTEXT),
  );
}
