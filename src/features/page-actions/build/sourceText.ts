/**
 * The text an MDX parse works on, and the way back to what the author wrote.
 *
 * Docusaurus rewrites two legacy notations line by line before MDX parses a
 * page: explicit heading ids (`## Title {#id}`, which MDX would read as a
 * JavaScript expression) are escaped, and admonition titles (`:::tip Title`)
 * become directive labels (`:::tip[Title]`). We run the same two functions of
 * `@docusaurus/utils`, so our tree is the one the site is built from, and
 * keep, for every line, how to map a column of the rewritten line back to
 * the written one. The Markdown copies are then cut from the written text:
 * a code sample that shows `{#id}` or `:::tip Title` keeps it as written.
 */
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
} from '@docusaurus/utils';
import type {Point} from 'unist';

/**
 * Docusaurus's admonition keywords (the default list: the docs and blog
 * plugins' `admonitions` option is not set), for its `:::keyword Title` rewrite.
 */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

/** One source line: as written, as parsed, and the common start/end of the two. */
type Line = {
  /** Offset of the line's first character in the written text. */
  readonly start: number;
  readonly written: string;
  readonly parsed: string;
  /** Length of the start both spellings share. */
  readonly head: number;
  /** Length of the end both spellings share (not overlapping `head`). */
  readonly tail: number;
};

/** A page body as written and as Docusaurus parses it, with positions between the two. */
export type SourceText = {
  /** The body as written (front matter removed). */
  readonly written: string;
  /** The body after Docusaurus's line rewrites: what the parser reads. */
  readonly parsed: string;
  /**
   * Offset in `written` of a point of the parsed text (as unist positions
   * give it, 1-based line and column). A column inside a rewritten part of a
   * line maps to the start of that part.
   */
  readonly offset: (point: Point) => number;
};

function sharedHead(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function sharedTail(a: string, b: string, head: number): number {
  let n = 0;
  while (
    n < a.length - head &&
    n < b.length - head &&
    a[a.length - 1 - n] === b[b.length - 1 - n]
  ) {
    n++;
  }
  return n;
}

/**
 * Prepares a body for parsing (see the module comment).
 * @param written the page body without front matter
 */
export function sourceText(written: string): SourceText {
  const lines: Line[] = [];
  let start = 0;
  for (const line of written.split('\n')) {
    const parsed = admonitionTitleToDirectiveLabel(
      escapeMarkdownHeadingIds(line),
      [...ADMONITION_KEYWORDS],
    );
    const head = sharedHead(line, parsed);
    lines.push({
      start,
      written: line,
      parsed,
      head,
      tail: parsed === line ? 0 : sharedTail(line, parsed, head),
    });
    start += line.length + 1;
  }
  return {
    written,
    parsed: lines.map((line) => line.parsed).join('\n'),
    offset({line: lineNumber, column}) {
      const line = lines[lineNumber - 1];
      if (!line) return written.length;
      const index = column - 1;
      if (line.parsed === line.written) return line.start + index;
      if (index <= line.head) return line.start + index;
      if (index >= line.parsed.length - line.tail) {
        return line.start + index - (line.parsed.length - line.written.length);
      }
      return line.start + line.head;
    },
  };
}
