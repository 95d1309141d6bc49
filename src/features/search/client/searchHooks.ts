/**
 * Search hooks (optional hooks before, on and after search can alter the query
 * or add custom results). A site sets them by pointing
 * `themeConfig.rslibSearch.hooks` at a module exporting any of `beforeSearch`,
 * `onSearch`, `afterSearch` (see contributing/maintaining.md, "Search"). Pure: no React, no DOM.
 */
import {findRanges} from './marks';
import {isSafeLink} from './modal';
import {tokenizeQuery} from './query';
import type {ResultTab, SearchHit} from './types';

/** A result a hook adds: shown in its own tab, opened in a new window. */
export type CustomSearchItem = {
  readonly title: string;
  /** Site path or http(s) URL; anything else is dropped. */
  readonly link: string;
  /** Optional text shown under the title. */
  readonly description?: string;
};

/** A tab of custom results (`group` is its label). */
export type CustomSearchGroup = {
  readonly group: string;
  readonly result: readonly CustomSearchItem[];
};

/** Called with the typed query; a non-empty string returned replaces it. */
export type BeforeSearch = (
  query: string,
) => string | void | Promise<string | void>;
/** Called with the query and the default result tabs; returned groups are added as tabs. */
export type OnSearch = (
  query: string,
  defaultResult: readonly ResultTab[],
) =>
  | readonly CustomSearchGroup[]
  | void
  | Promise<readonly CustomSearchGroup[] | void>;
/** Called with the query and every tab about to be shown. */
export type AfterSearch = (
  query: string,
  result: readonly ResultTab[],
) => void | Promise<void>;

/** The module a site points `themeConfig.rslibSearch.hooks` at. */
export type SearchHooks = {
  readonly beforeSearch?: BeforeSearch;
  readonly onSearch?: OnSearch;
  readonly afterSearch?: AfterSearch;
};

type Logger = Pick<Console, 'error'>;

async function callHook<T>(
  name: string,
  call: () => T | Promise<T>,
  logger: Logger,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    logger.error(`[search] the ${name} hook failed:`, error);
    return undefined;
  }
}

/**
 * Turns hook groups into `custom` tabs: items without a string title or with
 * an unsafe link are dropped, titles and descriptions stay plain text.
 */
export function customGroupsToTabs(
  groups: unknown,
  query: string,
): ResultTab[] {
  if (!Array.isArray(groups)) return [];
  const tokens = tokenizeQuery(query).map((token) => token.text);
  return groups.flatMap((group: unknown, groupIndex): ResultTab[] => {
    const {group: label, result} = (group ?? {}) as Partial<CustomSearchGroup>;
    if (typeof label !== 'string' || !Array.isArray(result)) return [];
    const hits: SearchHit[] = result.flatMap(
      (item: unknown, index): SearchHit[] => {
        const {title, link, description} = (item ??
          {}) as Partial<CustomSearchItem>;
        if (
          typeof title !== 'string' ||
          typeof link !== 'string' ||
          !isSafeLink(link)
        )
          return [];
        const base = {
          id: `custom${groupIndex}-${index}`,
          title,
          link,
          query,
          group: `custom${groupIndex}`,
        };
        return typeof description === 'string' && description
          ? [
              {
                ...base,
                type: 'content',
                header: title,
                statement: description,
                highlights: findRanges(description, tokens),
              },
            ]
          : [
              {
                ...base,
                type: 'title',
                header: title,
                highlights: findRanges(title, tokens),
              },
            ];
      },
    );
    return [
      {
        key: `custom:${groupIndex}:${label}`,
        label,
        kind: 'custom',
        groups: hits.length
          ? [{key: `custom${groupIndex}`, label, breadcrumb: [], hits}]
          : [],
      },
    ];
  });
}

/**
 * Runs one search through the hooks: `beforeSearch` may replace the query,
 * `search` gives the default tabs, `onSearch` may add custom tabs,
 * `afterSearch` sees everything. A throwing hook is logged and skipped.
 * @returns the query actually searched and the tabs to show
 */
export async function runSearchPipeline(
  query: string,
  search: (query: string) => Promise<readonly ResultTab[]>,
  hooks: SearchHooks = {},
  logger: Logger = console,
): Promise<{query: string; tabs: ResultTab[]}> {
  let effective = query;
  if (typeof hooks.beforeSearch === 'function') {
    const replaced = await callHook(
      'beforeSearch',
      () => hooks.beforeSearch!(query),
      logger,
    );
    if (typeof replaced === 'string' && replaced.trim() !== '')
      effective = replaced;
  }
  const defaultTabs: readonly ResultTab[] = [...(await search(effective))];
  const tabs: ResultTab[] = [...defaultTabs];
  if (typeof hooks.onSearch === 'function') {
    const custom = await callHook(
      'onSearch',
      () => hooks.onSearch!(effective, defaultTabs),
      logger,
    );
    tabs.push(...customGroupsToTabs(custom, effective));
  }
  if (typeof hooks.afterSearch === 'function') {
    await callHook(
      'afterSearch',
      () => hooks.afterSearch!(effective, tabs),
      logger,
    );
  }
  return {query: effective, tabs};
}
