/**
 * The parts of the UI that load after the page, each as one shared loader, so
 * a part is requested once whoever asks first: on first use, on the reader's
 * intent (a pointer entering or focus on the control that needs it), and for
 * the search modal once the page has settled (`idlePrefetch.ts`). A failed request is
 * not cached: the next call retries.
 */

import siteConfig from '@generated/docusaurus.config';
import {TITLES_CONTEXT} from '@site/src/features/search/common/indexFiles';

/** Returns a function that runs `load` once and shares its promise until it fails. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The search modal (UI and search logic), opened by the navbar button or Ctrl/Cmd+K. */
export const loadSearchModal = once(
  () => import('@site/src/features/search/client/SearchModal'),
);

/** The vendor tools menu's entries and their data. */
export const loadToolsMenuEntries = once(
  () => import('@site/src/features/navbar/client/ToolsMenu/Entries'),
);

/** The page menu beside the title ("Copy page" ▾): View as Markdown, AI chats. */
export const loadPageActionsMenu = once(
  () => import('@site/src/features/page-actions/client/PageActions/Menu'),
);

/** medium-zoom and its stylesheet, for pages with zoomable images (loaded once one is near the viewport). */
export const loadMediumZoom = once(
  () => import('@site/src/features/image-zoom/client/ImageZoom/mediumZoom'),
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
