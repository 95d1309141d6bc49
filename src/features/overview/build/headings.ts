/**
 * Heading extraction from a doc's Markdown body, for the config overview,
 * which lists each page's headings under it (depth 2 unless told otherwise).
 * Ids are the ones Docusaurus gives the rendered headings: an explicit
 * `{#id}` (read by Docusaurus's own `parseMarkdownHeadingId`), else a slug from
 * Docusaurus's own slugger, numbered on repeats within the page. Build-time
 * only (the overview imports just the `HeadingEntry` type).
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

/** One heading of a page. */
export type HeadingEntry = {
  readonly text: string;
  readonly id: string;
  readonly depth: number;
};

/** Markdown inline syntax → plain text: `code`, **bold**, [link](url). */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/**
 * Lists the headings of a Markdown body, skipping fenced code.
 *
 * @param content the doc's body without front matter (`parseMarkdownFile`'s `content`)
 * @param depths heading levels to keep, e.g. `[2]` (default) or `[2, 3]`
 * @returns headings in document order
 */
export function extractHeadings(
  content: string,
  depths: readonly number[] = [2],
): HeadingEntry[] {
  const slugger = createSlugger();
  const headings: HeadingEntry[] = [];
  let fence: string | null = null;
  for (const line of content.split('\n')) {
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = line.match(/^(#{1,6})\s+(.+?)\s*$/);
    if (!match) continue;
    const heading = parseMarkdownHeadingId(match[2]);
    const text = plainText(heading.text);
    // Every heading without an explicit id goes through the slugger, kept or
    // not, so repeated texts are numbered ('example-1') as Docusaurus numbers them.
    const id = heading.id ?? slugger.slug(text);
    if (depths.includes(match[1].length)) {
      headings.push({text, id, depth: match[1].length});
    }
  }
  return headings;
}
