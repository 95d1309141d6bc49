/**
 * Where search results come from: the local index (through
 * `../indexClient.ts`, the adapter of `@easyops-cn/docusaurus-search-local`),
 * or a remote server. Both answer with result tabs; the pure work is in the
 * modules beside this folder.
 */
import {
  loadIndexFile,
  readIndexFile,
  searchIndexFile,
  type IndexFileContent,
} from '@site/src/features/search/client/indexClient';
import {groupHits} from '@site/src/features/search/client/grouping';
import {
  fromIndexResults,
  scanIndexDocuments,
} from '@site/src/features/search/client/indexHits';
import {
  matchesChineseExactly,
  rankResults,
  withoutTitleDocuments,
} from '@site/src/features/search/client/ranking';
import {
  buildVocabulary,
  suggestQuery,
  type Vocabulary,
} from '@site/src/features/search/client/suggest';
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
  HitGroup,
  IndexDocument,
  IndexResult,
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
  /**
   * The closest query the index knows ("Did you mean …"), when a word of
   * `query` is not in the index; undefined otherwise. Local search only.
   */
  readonly suggest?: (query: string) => Promise<string | undefined>;
  /**
   * Pages of the other language whose title, keywords or headings match
   * (its titles file), for a query that found nothing here. Local search only.
   */
  readonly searchOtherLocale?: (query: string) => Promise<readonly HitGroup[]>;
};

/** The other language's index, for queries that find nothing in this one. */
export type OtherLocale = {
  /** Base URL of its index, e.g. `/zh/` from `/`. */
  readonly versionUrl: string;
  readonly locale: string;
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
 * the worker loads `search-index-titles.json` first (page titles, keywords
 * and headings: the first results come from it, after a small download) and
 * `search-index-content.json` (descriptions and body text) right after, in
 * the background.
 * Tokens its English/Chinese tokenizer cannot see (Cyrillic, Hangul, kana)
 * are looked up in the same documents by `scanIndexDocuments`. All hits are
 * ranked by `rankResults`: pages whose title or keywords match, then pages
 * with a matching heading, then pages that match in their text (prose and
 * code blocks alike).
 * Reader words the docs do not use are replaced by the docs' word first
 * (`src/features/search/client/synonyms.ts`); results are highlighted for both.
 * `suggest` reads both files on the main thread (from the HTTP cache) the
 * first time a query has a word the index matched only approximately;
 * `searchOtherLocale` has the worker load the other language's titles file
 * the first time a query finds nothing.
 * @param versionUrl base URL of the index, e.g. `/zh/` (see `versionUrlOf`)
 * @param locale site locale; picks the synonym rules (Chinese adds the term list's variants)
 * @param otherLocale the other language's index, for `searchOtherLocale`
 */
export function createLocalProvider({
  versionUrl,
  locale = 'en',
  otherLocale,
  perGroup,
  limit,
  currentLabel,
}: Common & {
  readonly versionUrl: string;
  readonly locale?: string;
  readonly otherLocale?: OtherLocale;
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
  let files: Promise<IndexFileContent[]> | undefined;

  /** Both index files as read on the main thread (for the scan and the suggestions); [] when they cannot be read. */
  const readFiles = (): Promise<IndexFileContent[]> => {
    files ??= Promise.all([
      readIndexFile(versionUrl, TITLES_CONTEXT),
      readIndexFile(versionUrl, CONTENT_CONTEXT),
    ]).catch((error: unknown) => {
      console.error('[search] could not read the index files:', error);
      files = undefined;
      return [];
    });
    return files;
  };
  /** Every document once (page titles are in both files). */
  const readDocuments = async (): Promise<IndexDocument[]> => {
    const [titles, content] = await readFiles();
    if (!titles || !content) return [];
    return [
      ...titles.documents,
      ...content.documents.filter((document) => document.type !== 'title'),
    ];
  };
  let vocabulary: Promise<Vocabulary> | undefined;
  const readVocabulary = (): Promise<Vocabulary> => {
    vocabulary ??= readFiles().then((contents) =>
      buildVocabulary(
        contents.flatMap((content) => content.documents),
        new Map(contents.flatMap((content) => [...content.terms])),
      ),
    );
    return vocabulary;
  };

  const toTabs = (
    hits: ReturnType<typeof fromIndexResults>,
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
      .then(() => loadIndexFile(versionUrl, CONTENT_CONTEXT))
      .catch((error: unknown) => {
        contentLoading = undefined;
        console.error('[search] could not load the body text index:', error);
      });
    return contentLoading;
  };

  /** The index matches of the last full search, for `suggest`. */
  let last: {text: string; results: readonly IndexResult[]} | undefined;

  return {
    load() {
      loading ??= loadIndexFile(versionUrl, TITLES_CONTEXT).catch(
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
      const indexed = await searchIndexFile(
        versionUrl,
        TITLES_CONTEXT,
        text,
        limit,
      );
      return toTabs(
        fromIndexResults(
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
          ? searchIndexFile(versionUrl, TITLES_CONTEXT, text, limit)
          : Promise.resolve([]),
        indexedSearch
          ? loadContent().then(() =>
              searchIndexFile(versionUrl, CONTENT_CONTEXT, text, limit),
            )
          : Promise.resolve([]),
        scanTokens.length > 0
          ? readDocuments().then((documents) =>
              scanIndexDocuments(documents, scanTokens, limit),
            )
          : Promise.resolve([]),
      ]);
      const ranked = rankResults(
        [
          {variant: 0, query: text, results: titles},
          // Page titles are in both files: ranked from the titles file
          // only, so the first answer and the full one agree.
          {variant: 0, query: text, results: withoutTitleDocuments(content)},
          // The substring scan is a fallback: after every indexed result.
          {variant: 1, query: text, results: scanned},
        ],
        limit,
      );
      last = {text, results: ranked};
      return toTabs(fromIndexResults(ranked, query, highlight));
    },
    async suggest(query) {
      const {text, tokens} = prepare(query);
      // Words the index matched as typed need no suggestion: only look the
      // vocabulary up (and read the files) for a query with a word the
      // index matched approximately or not at all.
      if (last?.text === text && everyWordMatched(tokens, last.results, text))
        return undefined;
      const words = await readVocabulary();
      return suggestQuery(
        query,
        words,
        (word) => applySynonyms(word, rules) !== word,
      );
    },
    async searchOtherLocale(query) {
      if (!otherLocale) return [];
      const text = engineQuery(query);
      if (!tokenizeQuery(text).some((token) => token.indexed)) return [];
      await loadIndexFile(otherLocale.versionUrl, TITLES_CONTEXT);
      const results = await searchIndexFile(
        otherLocale.versionUrl,
        TITLES_CONTEXT,
        text,
        limit,
      );
      return groupHits(
        fromIndexResults(
          rankResults([{variant: 0, query: text, results}], limit),
          query,
          tokenizeQuery(query).map((token) => token.text),
        ),
        {perGroup: 1, limit: OTHER_LOCALE_PAGES},
      );
    },
  };
}

/** Pages of the other language listed when nothing matched here. */
const OTHER_LOCALE_PAGES = 5;

/**
 * Whether the index matched every indexed word of the query as typed: each
 * Latin word by itself or its stem (an index term that starts the word, or
 * that the word starts while typed); the Chinese words exactly, cut into
 * words of two or more characters (产物格试 is matched as 产物 + 格 + 试,
 * single characters found anywhere, which is no match of what was meant).
 * A fuzzy match (fromat → format) leaves a word unmatched.
 */
function everyWordMatched(
  tokens: ReturnType<typeof tokenizeQuery>,
  results: readonly IndexResult[],
  text: string,
): boolean {
  if (results.length === 0) return false;
  const matched = new Set(results.flatMap((result) => result.matchedTerms));
  const chinese = results.some(
    (result) =>
      matchesChineseExactly(result, text) &&
      result.queryTerms
        .filter((term) => HAN.test(term))
        .every((term) => [...term].length >= 2),
  );
  return tokens
    .filter((token) => token.indexed)
    .every((token) =>
      HAN.test(token.text)
        ? chinese || [...token.text].length < 2
        : token.text.length < 3 ||
          [...matched].some(
            (term) =>
              term.length >= 3 &&
              (token.text.startsWith(term) || term.startsWith(token.text)),
          ),
    );
}

const HAN = /\p{Script=Han}/u;

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
