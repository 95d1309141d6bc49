/**
 * Modules the search feature imports that ship no types. The two of
 * `@easyops-cn/docusaurus-search-local` are imported by `./indexClient.ts`
 * only, which checks what they answer (hence `unknown` here).
 */

/** The client of the search-local plugin's Web Worker (a no-op outside production builds). */
declare module '@theme/searchByWorker' {
  /** Fetches (once per `baseUrl + searchContext`) and loads an index file in the worker. */
  export function fetchIndexesByWorker(
    baseUrl: string,
    searchContext: string,
  ): Promise<void>;
  /** Searches a loaded index file; `limit` caps the results. */
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<unknown>;
}

/** Constants the search-local plugin generates at build time. */
declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** Index file URL pattern, e.g. `search-index{dir}.json?_=20d998b4`. */
  export const searchIndexUrl: unknown;
}

/** The site's search hooks module (`themeConfig.rslibSearch.hooks`), aliased by `src/features/search/index.ts`. */
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
