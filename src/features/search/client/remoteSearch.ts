/**
 * Remote search client: a GET to
 * the configured URL with `keyword`, `limit`, `searchIndexes` (comma-joined)
 * and `lang`; the answer is a list of `{index, hits}` where hits are search
 * documents. Any failure — network error, HTTP error, timeout, bad
 * JSON, wrong shape — is logged and gives an empty list. No React, no DOM:
 * `fetch` is passed in.
 */
import {matchDocument} from './documentHits';
import {groupHits, type GroupOptions} from './grouping';
import {isSafeLink} from './modal';
import {tokenizeQuery} from './query';
import type {ResultTab, SearchDocument} from './types';

/** A search index a remote server knows: its name, or a name with a tab label. */
export type RemoteSearchIndex =
  string | {readonly value: string; readonly label: string};

/** `themeConfig.rslibSearch.remote`. */
export type RemoteSearchConfig = {
  /** Absolute URL, or a path on this site, of the search endpoint. */
  readonly apiUrl: string;
  /** Indexes to search; the first is the current docs unless `currentIndex` says otherwise. */
  readonly searchIndexes?: readonly RemoteSearchIndex[];
  /** Name of the index holding these docs (its hits open in the same window). */
  readonly currentIndex?: string;
  /** Give up after this many ms (default 5000). */
  readonly timeoutMs?: number;
};

/** One entry of the answer. */
export type RemoteSearchResult = {
  readonly index: string;
  readonly hits: readonly SearchDocument[];
};

export const REMOTE_TIMEOUT_MS = 5000;

type Logger = Pick<Console, 'error'>;
type FetchLike = (
  url: string,
  init: {signal: AbortSignal; headers: Record<string, string>},
) => Promise<{
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}>;

const indexValue = (index: RemoteSearchIndex): string =>
  typeof index === 'string' ? index : index.value;
const indexLabel = (index: RemoteSearchIndex): string =>
  typeof index === 'string' ? index : index.label;

/** The request URL: `apiUrl` plus `keyword`, `limit`, `searchIndexes` (comma-joined) and `lang`. */
export function buildRemoteSearchUrl(
  apiUrl: string,
  {
    keyword,
    limit,
    searchIndexes = [],
    lang,
  }: {
    keyword: string;
    limit: number;
    searchIndexes?: readonly RemoteSearchIndex[];
    lang: string;
  },
): string {
  const params = new URLSearchParams({
    keyword,
    limit: String(limit),
    searchIndexes: searchIndexes.map(indexValue).join(','),
    lang,
  });
  const [base, hash = ''] = apiUrl.split('#', 2);
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${base}${separator}${params.toString()}${hash ? `#${hash}` : ''}`;
}

function parseDocument(value: unknown): SearchDocument | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.title !== 'string' || typeof raw.routePath !== 'string')
    return null;
  const id =
    typeof raw.id === 'string' || typeof raw.id === 'number'
      ? raw.id
      : raw.routePath;
  const toc = Array.isArray(raw.toc)
    ? raw.toc.flatMap((entry: unknown) => {
        const heading = (entry ?? {}) as Record<string, unknown>;
        return typeof heading.text === 'string' &&
          typeof heading.id === 'string'
          ? [
              {
                text: heading.text,
                id: heading.id,
                depth: typeof heading.depth === 'number' ? heading.depth : 2,
                charIndex:
                  typeof heading.charIndex === 'number' &&
                  heading.charIndex >= 0
                    ? heading.charIndex
                    : 0,
              },
            ]
          : [];
      })
    : [];
  toc.sort((a, b) => a.charIndex - b.charIndex);
  return {
    id,
    title: raw.title,
    content: typeof raw.content === 'string' ? raw.content : '',
    toc,
    routePath: raw.routePath.startsWith('/')
      ? raw.routePath
      : `/${raw.routePath}`,
    domain:
      typeof raw.domain === 'string' ? raw.domain.replace(/\/+$/, '') : '',
  };
}

/**
 * Checks an answer's shape. Returns `null` when it is not a list of
 * `{index: string, hits: array}`; inside a valid entry, hits that are not
 * search documents (no string `title`/`routePath`) are dropped, and so are
 * repeated document ids.
 */
export function parseRemoteResponse(
  json: unknown,
): RemoteSearchResult[] | null {
  if (!Array.isArray(json)) return null;
  const results: RemoteSearchResult[] = [];
  for (const entry of json) {
    if (!entry || typeof entry !== 'object') return null;
    const {index, hits} = entry as Record<string, unknown>;
    if (typeof index !== 'string' || !Array.isArray(hits)) return null;
    const seen = new Set<string>();
    const documents = hits.flatMap((hit: unknown) => {
      const doc = parseDocument(hit);
      if (!doc || seen.has(String(doc.id))) return [];
      seen.add(String(doc.id));
      return [doc];
    });
    results.push({index, hits: documents});
  }
  return results;
}

/**
 * Asks the remote server.
 * @param config `themeConfig.rslibSearch.remote`
 * @param query `keyword` as searched, `limit` (100 by default) and `lang` (current locale)
 * @param deps `fetch` (default the global one) and `logger` (default `console`)
 * @returns the parsed answer, or `[]` after logging when anything fails
 */
export async function remoteSearch(
  config: RemoteSearchConfig,
  {keyword, limit, lang}: {keyword: string; limit: number; lang: string},
  {
    fetch = globalThis.fetch as unknown as FetchLike,
    logger = console,
  }: {fetch?: FetchLike; logger?: Logger} = {},
): Promise<RemoteSearchResult[]> {
  const url = buildRemoteSearchUrl(config.apiUrl, {
    keyword,
    limit,
    lang,
    searchIndexes: config.searchIndexes,
  });
  const controller = new AbortController();
  const timeoutMs =
    typeof config.timeoutMs === 'number' && config.timeoutMs > 0
      ? config.timeoutMs
      : REMOTE_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: {Accept: 'application/json'},
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = parseRemoteResponse(await response.json());
    if (!parsed)
      throw new Error('malformed response: expected a list of {index, hits}');
    return parsed;
  } catch (error) {
    const reason = controller.signal.aborted
      ? `timed out after ${timeoutMs} ms`
      : error;
    logger.error(`[search] remote search failed for ${url}:`, reason);
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Turns the answer into result tabs: the current index first (always present,
 * possibly empty), then the other indexes in answer order, labelled from
 * `searchIndexes`. Hits whose link is not a site path or http(s) URL are dropped.
 */
export function remoteResultsToTabs(
  results: readonly RemoteSearchResult[],
  {
    config,
    query,
    currentLabel,
    ...grouping
  }: {
    config: RemoteSearchConfig;
    query: string;
    currentLabel: string;
  } & GroupOptions,
): ResultTab[] {
  const indexes = config.searchIndexes ?? [];
  const current =
    config.currentIndex ??
    (indexes[0] !== undefined ? indexValue(indexes[0]) : '');
  const tokens = tokenizeQuery(query).map((token) => token.text);
  const labelOf = (name: string): string => {
    const known = indexes.find((index) => indexValue(index) === name);
    return known ? indexLabel(known) : name;
  };
  const toTab = (
    result: RemoteSearchResult | undefined,
    name: string,
    kind: 'current' | 'other',
    label: string,
  ): ResultTab => ({
    key: `${kind}:${name}`,
    label,
    kind,
    groups: groupHits(
      (result?.hits ?? []).flatMap((doc) => {
        const link = `${doc.domain}${doc.routePath}`;
        return isSafeLink(link) ? matchDocument(doc, query, tokens, link) : [];
      }),
      grouping,
    ),
  });
  const currentResult = results.find((result) => result.index === current);
  return [
    toTab(
      currentResult,
      current,
      'current',
      current ? labelOf(current) : currentLabel,
    ),
    ...results
      .filter((result) => result.index !== current)
      .map((result) =>
        toTab(result, result.index, 'other', labelOf(result.index)),
      ),
  ];
}

/**
 * `themeConfig.rslibSearch` as written in `docusaurus.config.ts`. Every field
 * is optional; the build validates it (`src/features/theme-options/index.ts`).
 */
export type SearchThemeConfig = {
  /** `local` (default): the search-local index in the browser; `remote`: `remote.apiUrl`. */
  readonly mode?: 'local' | 'remote';
  /** Hits per page group (default 7). */
  readonly perGroup?: number;
  /** Hits overall (default 100). */
  readonly limit?: number;
  /** Required when `mode` is `remote`. */
  readonly remote?: RemoteSearchConfig;
  /** Path, from the site folder, of a module exporting `beforeSearch` / `onSearch` / `afterSearch`. */
  readonly hooks?: string;
};

/** `themeConfig.rslibSearch` after validation: defaults filled in. */
export type ResolvedSearchConfig = {
  readonly mode: 'local' | 'remote';
  readonly perGroup: number;
  readonly limit: number;
  readonly remote?: RemoteSearchConfig;
  readonly hooks?: string;
};
