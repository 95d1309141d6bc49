/**
 * Ranking of local search results from several result lists (both index
 * files, and the substring scan that backs them up). Pages are ordered by
 * their best hit:
 *
 * 1. where it matched: the page title or keywords, then a heading, then
 *    anything else (description, body text, code);
 * 2. whether the match is exact for the Chinese words of the query: the
 *    worker cuts a Chinese query into the words of its dictionary, searches
 *    without the characters that form no word, and also searches with one
 *    edit of distance, which for two-character words means another word
 *    (模式 finds 格式, 打包 finds 包); such matches come after exact ones;
 * 3. which list it came from, by `variant` (the index before the scan);
 * 4. the worker's own order for that query and index file (lunr's score,
 *    headings and text after their page title).
 *
 * Only title, keyword and heading hits come from the titles file, so the first page
 * of the titles-only first answer is the first page of the full answer
 * whenever the titles file found anything. Hits keep the order of their page,
 * then the same key. Pure.
 */
import type {IndexDocumentType, IndexResult} from './types';

/** Results of one query over one index file, in the worker's order. */
export type RankedList = {
  /** Lower ranks first within a tier: 0 for the index files, 1 for the substring scan. */
  readonly variant: number;
  /** The query these results answer (for the Chinese-coverage check). */
  readonly query: string;
  readonly results: readonly IndexResult[];
};

const HAN = /\p{Script=Han}/gu;

/** Number of Han characters in `text`. */
const hanCount = (text: string): number => text.match(HAN)?.length ?? 0;

/**
 * Whether a result matches the Chinese words of `query` exactly: its query
 * terms (`result.queryTerms`, the dictionary words the worker searched for)
 * cover every Chinese character of the query, and each Chinese term is found
 * in the document as itself or as the start of a longer word (lunr's match
 * data lists the index terms that matched), not as a one-edit neighbour.
 * True for a query without Chinese (English words are stemmed, so their
 * matched terms differ from the typed ones anyway).
 */
export function matchesChineseExactly(
  result: IndexResult,
  query: string,
): boolean {
  const wanted = hanCount(query);
  if (wanted === 0) return true;
  const terms = result.queryTerms.filter((token) => hanCount(token) > 0);
  const found = terms.reduce((sum, token) => sum + hanCount(token), 0);
  if (found < wanted) return false;
  const matched = result.matchedTerms;
  return terms.every((term) => matched.some((key) => key.startsWith(term)));
}

/**
 * Where a result matched: 0 the page title or the page's keywords (the
 * writer's own words for the page's topic, e.g. a reader word the title does
 * not use), 1 a heading, 2 anything else (description, body text). Titles,
 * keywords and headings are in the titles file, so the titles-only first
 * answer ranks them as the full answer does.
 */
export function matchTier(type: IndexDocumentType): 0 | 1 | 2 {
  if (type === 'title' || type === 'keywords') return 0;
  if (type === 'heading') return 1;
  return 2;
}

type Key = readonly [
  tier: number,
  partial: number,
  variant: number,
  position: number,
];

const compareKeys = (a: Key, b: Key): number =>
  a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];

/**
 * Merges result lists into one, best page first (see the module comment),
 * each document once (at its best key), at most `limit` results.
 * @param lists results per query and index file; a title document found by
 *   several lists counts once, with its best key
 */
export function rankResults(
  lists: readonly RankedList[],
  limit: number,
): IndexResult[] {
  const best = new Map<number, {result: IndexResult; key: Key}>();
  for (const {variant, query, results} of lists) {
    results.forEach((result, position) => {
      const id = result.document.id;
      const key: Key = [
        matchTier(result.document.type),
        matchesChineseExactly(result, query) ? 0 : 1,
        variant,
        position,
      ];
      const known = best.get(id);
      if (!known || compareKeys(key, known.key) < 0)
        best.set(id, {result, key});
    });
  }
  const pageKey = new Map<string, Key>();
  for (const {result, key} of best.values()) {
    const page = result.document.url;
    const known = pageKey.get(page);
    if (!known || compareKeys(key, known) < 0) pageKey.set(page, key);
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        compareKeys(
          pageKey.get(a.result.document.url) ?? a.key,
          pageKey.get(b.result.document.url) ?? b.key,
        ) ||
        // Two pages with equal keys: keep them apart, by URL.
        a.result.document.url.localeCompare(b.result.document.url) ||
        compareKeys(a.key, b.key),
    )
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.result);
}

/**
 * Drops the page-title documents of a result list from the body-text file:
 * the titles file holds the same documents with the same scores, and ranking
 * title hits from one file only keeps the first answer and the full answer
 * in agreement.
 */
export function withoutTitleDocuments(
  results: readonly IndexResult[],
): IndexResult[] {
  return results.filter((result) => matchTier(result.document.type) === 2);
}
