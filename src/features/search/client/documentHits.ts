/**
 * Hits from search documents (`{id, title, content, toc, routePath, domain}`,
 * what a remote search server answers with): title, heading and content
 * matches. Pure.
 */
import {findRanges} from './marks';
import {cutSnippet} from './snippet';
import {foldCase} from './text';
import type {SearchDocument, SearchHit} from './types';

/**
 * Matches one search document against the query tokens (every token must
 * occur): a title hit, header hits for matching headings, and one content hit
 * per matching section (sections start at each heading's `charIndex`) unless
 * its heading already matched. A document the server returned but no field
 * matches literally (fuzzy match) still gives a title hit without ranges.
 * @param link `domain + routePath`, already validated by the caller
 */
export function matchDocument(
  doc: SearchDocument,
  query: string,
  tokens: readonly string[],
  link: string,
): SearchHit[] {
  const needles = tokens.map(foldCase).filter(Boolean);
  const matches = (text: string): boolean =>
    needles.length > 0 &&
    needles.every((needle) => foldCase(text).includes(needle));
  const hits: SearchHit[] = [];
  const base = {query, group: link, title: doc.title};
  if (matches(doc.title)) {
    hits.push({
      ...base,
      id: `${doc.id}`,
      type: 'title',
      header: doc.title,
      link,
      highlights: findRanges(doc.title, needles),
    });
  }
  const matchedHeadings = new Set<number>();
  doc.toc.forEach((heading, index) => {
    if (!matches(heading.text)) return;
    matchedHeadings.add(index);
    hits.push({
      ...base,
      id: `${doc.id}#${heading.id}`,
      type: 'header',
      header: heading.text,
      link: `${link}#${heading.id}`,
      highlights: findRanges(heading.text, needles),
    });
  });
  const bounds = [
    0,
    ...doc.toc.map((heading) => heading.charIndex),
    doc.content.length,
  ];
  for (let section = 0; section < bounds.length - 1; section += 1) {
    const headingIndex = section - 1;
    if (matchedHeadings.has(headingIndex)) continue;
    const text = doc.content.slice(
      Math.max(0, bounds[section]),
      Math.max(0, bounds[section + 1]),
    );
    if (!matches(text)) continue;
    const heading = doc.toc[headingIndex];
    const snippet = cutSnippet(text, findRanges(text, needles));
    hits.push({
      ...base,
      id: `${doc.id}@${section}`,
      type: 'content',
      header: heading?.text ?? doc.title,
      link: heading ? `${link}#${heading.id}` : link,
      statement: snippet.text,
      highlights: snippet.highlights,
    });
  }
  if (hits.length === 0) {
    hits.push({
      ...base,
      id: `${doc.id}`,
      type: 'title',
      header: doc.title,
      link,
      highlights: [],
    });
  }
  return hits;
}
