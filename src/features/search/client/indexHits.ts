/**
 * Hits from the `@easyops-cn/docusaurus-search-local` index: worker results
 * turned into hits with highlights and snippets, and a substring scan of the
 * loaded documents for what the index's tokenizer misses (the two are merged
 * and ordered by `ranking.ts`). Pure.
 */
import {clampRanges, findRanges, mergeRanges} from './marks';
import {cutSnippet} from './snippet';
import {foldCase} from './text';
import {
  PLUGIN_DOC_TYPE,
  type HighlightRange,
  type PluginDocument,
  type PluginMetadata,
  type PluginResult,
  type SearchHit,
} from './types';

/** `[start, length]` positions of field `t` in lunr match data, sorted. */
export function positionsOf(
  metadata: PluginMetadata | undefined,
): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  for (const fields of Object.values(metadata ?? {})) {
    for (const position of fields?.t?.position ?? []) {
      if (Array.isArray(position) && position.length >= 2)
        ranges.push({start: Number(position[0]), length: Number(position[1])});
    }
  }
  return mergeRanges(ranges);
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : '';

/**
 * Turns search-local results into hits: title documents (and keyword
 * documents) become title hits, headings header hits, descriptions and section
 * contents content hits with a snippet. Ranges come from lunr's positions and
 * fall back to the query tokens when lunr has none.
 * @param results worker results, best first (headings and contents follow their page)
 * @param query the query as typed; `tokens` its tokens for highlighting
 */
export function fromPluginResults(
  results: readonly PluginResult[],
  query: string,
  tokens: readonly string[],
): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const result of results) {
    const doc = result?.document;
    if (!doc || typeof doc.u !== 'string') continue;
    const text = str(doc.t);
    const page = result.page || undefined;
    const allTokens = [...tokens, ...(result.tokens ?? [])];
    const positions = positionsOf(result.metadata);
    const ranges =
      positions.length > 0
        ? clampRanges(positions, text.length)
        : findRanges(text, allTokens);
    const link = doc.u + str(doc.h);
    const breadcrumb = (page ? page.b : doc.b) ?? [];
    const base = {query, group: doc.u, breadcrumb};
    switch (result.type) {
      case PLUGIN_DOC_TYPE.title:
        hits.push({
          ...base,
          id: `t${doc.i}`,
          type: 'title',
          title: text,
          header: text,
          link,
          highlights: ranges,
        });
        break;
      case PLUGIN_DOC_TYPE.keywords: {
        const title = str(doc.s) || str(page?.t);
        hits.push({
          ...base,
          id: `t${doc.i}`,
          type: 'title',
          title,
          header: title,
          link,
          highlights: findRanges(title, allTokens),
        });
        break;
      }
      case PLUGIN_DOC_TYPE.heading:
        hits.push({
          ...base,
          id: `h${doc.i}`,
          type: 'header',
          title: str(page?.t),
          header: text,
          link,
          highlights: ranges,
        });
        break;
      default: {
        const snippet = cutSnippet(text, ranges);
        const title = str(page?.t) || str(doc.s);
        hits.push({
          ...base,
          id: `c${doc.i}`,
          type: 'content',
          title,
          header: str(doc.s) || title,
          link,
          statement: snippet.text,
          highlights: snippet.highlights,
        });
      }
    }
  }
  return hits;
}

/**
 * Finds documents of the search-local index containing every token (case
 * insensitive substring), for the tokens its tokenizer cannot see (Cyrillic,
 * Hangul, kana). Title documents first, then headings, descriptions and
 * contents, as the worker orders them.
 * @param indexes documents by type, as in the index file (`PLUGIN_DOC_TYPE`)
 * @returns worker-shaped results with synthetic positions, at most `limit`
 */
export function scanPluginDocuments(
  indexes: readonly (readonly PluginDocument[] | undefined)[],
  tokens: readonly string[],
  limit: number,
): PluginResult[] {
  const needles = tokens.map(foldCase).filter(Boolean);
  if (needles.length === 0) return [];
  const titles = indexes[PLUGIN_DOC_TYPE.title] ?? [];
  const results: PluginResult[] = [];
  const seen = new Set<number>();
  for (const type of [
    PLUGIN_DOC_TYPE.title,
    PLUGIN_DOC_TYPE.heading,
    PLUGIN_DOC_TYPE.description,
    PLUGIN_DOC_TYPE.content,
  ]) {
    for (const document of indexes[type] ?? []) {
      if (results.length >= limit) return results;
      if (seen.has(document.i) || typeof document.t !== 'string') continue;
      const haystack = foldCase(document.t);
      if (!needles.every((needle) => haystack.includes(needle))) continue;
      seen.add(document.i);
      const metadata: Record<string, {t: {position: number[][]}}> = {};
      for (const range of findRanges(document.t, needles)) {
        metadata[`${range.start}`] = {
          t: {position: [[range.start, range.length]]},
        };
      }
      const page =
        type === PLUGIN_DOC_TYPE.title
          ? false
          : (titles.find((title) => title.i === document.p) ?? false);
      results.push({document, type, page, metadata, tokens: needles});
    }
  }
  return results;
}
