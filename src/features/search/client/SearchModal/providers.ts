/**
 * Where search results come from: the local index of
 * `@easyops-cn/docusaurus-search-local` through its Web Worker, or a remote
 * server. Both answer with result tabs; the pure work is in `src/lib`.
 */
import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {groupHits} from '@site/src/features/search/client/grouping';
import {
  fromPluginResults,
  scanPluginDocuments,
} from '@site/src/features/search/client/indexHits';
import {
  rankResults,
  withoutTitleDocuments,
} from '@site/src/features/search/client/ranking';
import {
  engineQuery,
  tokenizeQuery,
} from '@site/src/features/search/client/query';
import {
  applySynonyms,
  buildSynonymRules,
  type SynonymEntry,
  type SynonymRule,
} from '@site/src/features/search/client/synonyms';
import synonymData from '@site/src/features/search/data/synonyms.json';
import termData from '@site/i18n/zh/terms.json';
import {
  CONTENT_CONTEXT,
  TITLES_CONTEXT,
} from '@site/src/features/search/common/indexFiles';
import type {
  PluginDocument,
  ResultTab,
} from '@site/src/features/search/client/types';
import {
  remoteResultsToTabs,
  remoteSearch,
  type RemoteSearchConfig,
} from '@site/src/features/search/client/remoteSearch';

export type SearchProvider = {
  /** Loads the index (once; later calls return the same promise). Rejects when it cannot be loaded. */
  readonly load: () => Promise<void>;
  /** Searches; resolves to result tabs, the current docs first. */
  readonly search: (query: string) => Promise<readonly ResultTab[]>;
  /**
   * A first, faster answer from part of the index (page titles and headings),
   * shown until `search` answers. Absent for remote search.
   */
  readonly searchQuick?: (query: string) => Promise<readonly ResultTab[]>;
};

type Common = {
  /** Hits per group and overall (`rslibSearch.perGroup` / `limit`, default 7 and 100). */
  readonly perGroup: number;
  readonly limit: number;
  /** Label of the current-docs tab when there are several tabs. */
  readonly currentLabel: string;
};

/**
 * Local search over the index of the docs version being read (per locale and
 * version, under `versionUrl`), in two files (`src/features/search/index.ts`):
 * the worker loads `search-index-titles.json` first (page titles and
 * headings: the first results come from it, after a small download) and
 * `search-index-content.json` (descriptions and body text) right after, in
 * the background.
 * Tokens its English/Chinese tokenizer cannot see (Cyrillic, Hangul, kana)
 * are looked up in the same documents by `scanPluginDocuments`. All hits are
 * ranked by `rankResults`: pages whose title matches, then pages with a
 * matching heading, then pages that match in their text (prose and code
 * blocks alike).
 * Reader words the docs do not use are replaced by the docs' word first
 * (`src/features/search/client/synonyms.ts`); results are highlighted for both.
 * @param versionUrl base URL of the index, e.g. `/zh/` (see `versionUrlOf`)
 * @param locale site locale; picks the synonym rules (Chinese adds the term list's variants)
 */
export function createLocalProvider({
  versionUrl,
  locale = 'en',
  perGroup,
  limit,
  currentLabel,
}: Common & {
  readonly versionUrl: string;
  readonly locale?: string;
}): SearchProvider {
  const rules: SynonymRule[] = buildSynonymRules(
    synonymData.synonyms as SynonymEntry[],
    locale === 'zh' ? termData.terms : [],
    locale,
  );
  /** The query for the index, and the words to highlight (typed and searched). */
  const prepare = (query: string) => {
    const text = engineQuery(applySynonyms(query, rules));
    const tokens = tokenizeQuery(text);
    const highlight = [
      ...new Set([
        ...tokens.map((token) => token.text),
        ...tokenizeQuery(query).map((token) => token.text),
      ]),
    ];
    return {text, tokens, highlight};
  };
  let loading: Promise<void> | undefined;
  let documents: Promise<PluginDocument[][]> | undefined;

  const loadDocuments = (): Promise<PluginDocument[][]> => {
    documents ??= (async () => {
      const constants =
        await import('@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js');
      const read = async (context: string): Promise<PluginDocument[][]> => {
        const file = (
          constants.searchIndexUrl ?? 'search-index{dir}.json'
        ).replace('{dir}', `-${context}`);
        const response = await fetch(`${versionUrl}${file}`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const json: unknown = await response.json();
        return Array.isArray(json)
          ? json.map((entry) =>
              Array.isArray(entry?.documents)
                ? (entry.documents as PluginDocument[])
                : [],
            )
          : [];
      };
      const [titles, content] = await Promise.all([
        read(TITLES_CONTEXT),
        read(CONTENT_CONTEXT),
      ]);
      // Each part from the file that holds it (page titles are in both).
      return titles.map((part, type) =>
        part.length > 0 ? part : (content[type] ?? []),
      );
    })().catch((error: unknown) => {
      console.error(
        '[search] could not load the documents for scanning:',
        error,
      );
      documents = undefined;
      return [];
    });
    return documents;
  };

  const toTabs = (
    hits: ReturnType<typeof fromPluginResults>,
  ): readonly ResultTab[] => [
    {
      key: 'current',
      label: currentLabel,
      kind: 'current',
      groups: groupHits(hits, {perGroup, limit}),
    },
  ];

  let contentLoading: Promise<void> | undefined;
  /** The body text index, requested once the titles index is in (so the two never share the bandwidth). */
  const loadContent = (): Promise<void> => {
    contentLoading ??= (loading ?? Promise.resolve())
      .then(() => fetchIndexesByWorker(versionUrl, CONTENT_CONTEXT))
      .catch((error: unknown) => {
        contentLoading = undefined;
        console.error('[search] could not load the body text index:', error);
      });
    return contentLoading;
  };

  return {
    load() {
      loading ??= fetchIndexesByWorker(versionUrl, TITLES_CONTEXT).catch(
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      // The body text follows, while the reader types.
      void loading.then(loadContent, () => undefined);
      return loading;
    },
    async searchQuick(query) {
      const {text, tokens, highlight} = prepare(query);
      if (!tokens.some((token) => token.indexed)) return toTabs([]);
      const indexed =
        (await searchByWorker(versionUrl, TITLES_CONTEXT, text, limit)) ?? [];
      return toTabs(
        fromPluginResults(
          rankResults([{variant: 0, query: text, results: indexed}], limit),
          query,
          highlight,
        ),
      );
    },
    async search(query) {
      const {text, tokens, highlight} = prepare(query);
      const scanTokens = tokens
        .filter((token) => !token.indexed)
        .map((token) => token.text);
      const indexedSearch = tokens.some((token) => token.indexed);
      const [titles, content, scanned] = await Promise.all([
        indexedSearch
          ? searchByWorker(versionUrl, TITLES_CONTEXT, text, limit)
          : Promise.resolve([]),
        indexedSearch
          ? loadContent().then(() =>
              searchByWorker(versionUrl, CONTENT_CONTEXT, text, limit),
            )
          : Promise.resolve([]),
        scanTokens.length > 0
          ? loadDocuments().then((docs) =>
              scanPluginDocuments(docs, scanTokens, limit),
            )
          : Promise.resolve([]),
      ]);
      return toTabs(
        fromPluginResults(
          rankResults(
            [
              {variant: 0, query: text, results: titles ?? []},
              // Page titles are in both files: ranked from the titles file
              // only, so the first answer and the full one agree.
              {
                variant: 0,
                query: text,
                results: withoutTitleDocuments(content ?? []),
              },
              // The substring scan is a fallback: after every indexed result.
              {variant: 1, query: text, results: scanned},
            ],
            limit,
          ),
          query,
          highlight,
        ),
      );
    },
  };
}

/**
 * Remote search: one GET per search; a failed request shows as no result,
 * never as an error in the modal.
 * @param lang current locale, sent as `lang`
 */
export function createRemoteProvider({
  remote,
  lang,
  perGroup,
  limit,
  currentLabel,
}: Common & {
  readonly remote: RemoteSearchConfig;
  readonly lang: string;
}): SearchProvider {
  return {
    load: () => Promise.resolve(),
    async search(query) {
      const results = await remoteSearch(remote, {
        keyword: engineQuery(query),
        limit,
        lang,
      });
      return remoteResultsToTabs(results, {
        config: remote,
        query,
        currentLabel,
        perGroup,
        limit,
      });
    },
  };
}
