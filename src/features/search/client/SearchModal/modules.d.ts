/**
 * Types of the modules the search modal imports that have none.
 */

/** The client API of `@easyops-cn/docusaurus-search-local` (its Web Worker; a no-op outside production builds). */
declare module '@theme/searchByWorker' {
  import type {PluginResult} from '@site/src/features/search/client/types';
  /** Fetches (once per `baseUrl + searchContext`) and loads the index in the worker. */
  export function fetchIndexesByWorker(
    baseUrl: string,
    searchContext: string,
  ): Promise<void>;
  /** Searches the index; `limit` caps the results. */
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<PluginResult[]>;
}

/** Constants the search-local plugin generates (index file name with its hash). */
declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** e.g. `search-index{dir}.json?_=20d998b4`. */
  export const searchIndexUrl: string | undefined;
}

/** The site's search hooks module (`themeConfig.rslibSearch.hooks`), wired by `src/features/search/build/hooksModule.ts`. */
declare module '@rslib/search-hooks' {
  import type {
    AfterSearch,
    BeforeSearch,
    OnSearch,
  } from '@site/src/features/search/client/searchHooks';
  export const beforeSearch: BeforeSearch | undefined;
  export const onSearch: OnSearch | undefined;
  export const afterSearch: AfterSearch | undefined;
}
