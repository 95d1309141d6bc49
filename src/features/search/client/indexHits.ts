/**
 * Hits from the local index: matches (`IndexResult`, from `indexClient.ts`)
 * turned into hits with highlights and snippets, and a substring scan of the
 * index's documents for what its tokenizer misses (the two are merged and
 * ordered by `ranking.ts`). Pure.
 */
import {clampRanges, findRanges} from './marks';
import {cutSnippet} from './snippet';
import {foldCase} from './text';
import type {
  IndexDocument,
  IndexDocumentType,
  IndexResult,
  SearchHit,
} from './types';

/**
 * Turns index matches into hits: page titles (and keywords, the page's own
 * words for its topic) become title hits, headings header hits, descriptions
 * and section texts content hits with a snippet. Ranges come from the index's
 * positions and fall back to the query tokens when it has none.
 * @param results matches, best first
 * @param query the query as typed; `tokens` its tokens for highlighting
 */
export function fromIndexResults(
  results: readonly IndexResult[],
  query: string,
  tokens: readonly string[],
): SearchHit[] {
  return results.map(({document: doc, page, positions, queryTerms}) => {
    const allTokens = [...tokens, ...queryTerms];
    const ranges =
      positions.length > 0
        ? clampRanges(positions, doc.text.length)
        : findRanges(doc.text, allTokens);
    const link = doc.url + doc.hash;
    const base = {
      query,
      group: doc.url,
      breadcrumb: (page ? page.breadcrumb : doc.breadcrumb) ?? [],
      link,
    };
    const pageTitle = page?.text ?? doc.section ?? '';
    switch (doc.type) {
      case 'title':
        return {
          ...base,
          id: `t${doc.id}`,
          type: 'title',
          title: doc.text,
          header: doc.text,
          highlights: ranges,
        };
      case 'keywords':
        return {
          ...base,
          id: `t${doc.id}`,
          type: 'title',
          title: pageTitle,
          header: pageTitle,
          highlights: findRanges(pageTitle, allTokens),
        };
      case 'heading':
        return {
          ...base,
          id: `h${doc.id}`,
          type: 'header',
          title: page?.text ?? '',
          header: doc.text,
          highlights: ranges,
        };
      default: {
        const snippet = cutSnippet(doc.text, ranges);
        const title = page?.text || doc.section || '';
        return {
          ...base,
          id: `c${doc.id}`,
          type: 'content',
          title,
          header: doc.section || title,
          statement: snippet.text,
          highlights: snippet.highlights,
        };
      }
    }
  });
}

/** The order the scan visits document types in (the worker's order; keywords are not scanned). */
const SCAN_ORDER: readonly IndexDocumentType[] = [
  'title',
  'heading',
  'description',
  'content',
];

/**
 * Finds documents of the local index containing every token (case
 * insensitive substring), for the tokens its tokenizer cannot see (Cyrillic,
 * Hangul, kana). Page titles first, then headings, descriptions and section
 * texts, as the worker orders them.
 * @param documents the index's documents (`readIndexFile`), each once
 * @returns matches with positions found here, at most `limit`
 */
export function scanIndexDocuments(
  documents: readonly IndexDocument[],
  tokens: readonly string[],
  limit: number,
): IndexResult[] {
  const needles = tokens.map(foldCase).filter(Boolean);
  if (needles.length === 0) return [];
  const pages = new Map(
    documents
      .filter((document) => document.type === 'title')
      .map((document) => [document.id, document]),
  );
  const results: IndexResult[] = [];
  // A description shares its page title's id: each id is found once.
  const seen = new Set<number>();
  for (const type of SCAN_ORDER) {
    for (const document of documents) {
      if (results.length >= limit) return results;
      if (document.type !== type || seen.has(document.id)) continue;
      const haystack = foldCase(document.text);
      if (!needles.every((needle) => haystack.includes(needle))) continue;
      seen.add(document.id);
      const page =
        document.pageId === undefined ? undefined : pages.get(document.pageId);
      results.push({
        document,
        ...(type !== 'title' && page ? {page} : {}),
        positions: findRanges(document.text, needles),
        matchedTerms: needles,
        queryTerms: needles,
      });
    }
  }
  return results;
}
