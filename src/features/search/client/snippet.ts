/**
 * Content snippets: a window of at most 100 display columns cut around the
 * first match, with ellipses, so a hit shows why it matched. Pure.
 */
import {clampRanges, mergeRanges} from './marks';
import {charWidth, textWidth} from './text';
import {SEARCH_DEFAULTS, type HighlightRange} from './types';

/** Ellipsis marking cut text (one code unit, width 3). */
export const ELLIPSIS = '…';

export type Snippet = {
  readonly text: string;
  readonly highlights: readonly HighlightRange[];
};

type CodePoint = {
  readonly start: number;
  readonly end: number;
  readonly width: number;
};

function codePointsOf(text: string): CodePoint[] {
  const points: CodePoint[] = [];
  let index = 0;
  for (const char of text) {
    points.push({
      start: index,
      end: index + char.length,
      width: charWidth(char.codePointAt(0) ?? 0),
    });
    index += char.length;
  }
  return points;
}

const isWordChar = (char: string | undefined): boolean =>
  char !== undefined && /[A-Za-z0-9_]/.test(char);

/**
 * Cuts `text` to a snippet around the first range, at most `maxWidth` wide
 * (100 by default; `charWidth` rule; the '…' marking a cut counts too), keeping
 * the match roughly centred and not cutting Latin words when a space is near.
 * Whitespace (newlines, tabs) becomes single spaces position for position.
 * @param ranges highlight ranges in `text` (the first one is centred)
 * @returns the snippet and the ranges that fall inside it, shifted to it
 */
export function cutSnippet(
  text: string,
  ranges: readonly HighlightRange[],
  maxWidth: number = SEARCH_DEFAULTS.snippetWidth,
): Snippet {
  const clean = text.replace(/\s/g, ' ');
  const valid = clampRanges(ranges, clean.length);
  if (textWidth(clean) <= maxWidth) return {text: clean, highlights: valid};
  const points = codePointsOf(clean);
  const ellipsisWidth = textWidth(ELLIPSIS);
  const budget = Math.max(1, maxWidth - 2 * ellipsisWidth);
  const first = valid[0] ?? {start: 0, length: 0};
  // Code point indexes [lo, hi) of the body, starting with the match.
  let lo = points.findIndex((point) => point.end > first.start);
  if (lo === -1) lo = 0;
  let hi = lo;
  let used = 0;
  const matchEnd = first.start + first.length;
  while (
    hi < points.length &&
    (points[hi].start < matchEnd || hi === lo) &&
    used + points[hi].width <= budget
  ) {
    used += points[hi].width;
    hi += 1;
  }
  const leftBudget = Math.floor((budget - used) / 2);
  let leftUsed = 0;
  while (lo > 0 && leftUsed + points[lo - 1].width <= leftBudget) {
    lo -= 1;
    leftUsed += points[lo].width;
  }
  used += leftUsed;
  while (hi < points.length && used + points[hi].width <= budget) {
    used += points[hi].width;
    hi += 1;
  }
  while (lo > 0 && used + points[lo - 1].width <= budget) {
    lo -= 1;
    used += points[lo].width;
  }
  let start = points[lo].start;
  let end = hi > 0 ? points[hi - 1].end : 0;
  // Do not start or end in the middle of a Latin word when a space is close.
  if (lo > 0 && isWordChar(clean[start - 1]) && isWordChar(clean[start])) {
    const space = clean.indexOf(' ', start);
    if (space !== -1 && space < first.start && space - start <= 15)
      start = space + 1;
  }
  if (
    hi < points.length &&
    isWordChar(clean[end - 1]) &&
    isWordChar(clean[end])
  ) {
    const space = clean.lastIndexOf(' ', end - 1);
    if (space !== -1 && space >= matchEnd && end - space <= 15) end = space;
  }
  const body = clean.slice(start, end);
  const trimmedStart = start + (body.length - body.trimStart().length);
  const trimmedEnd = end - (body.length - body.trimEnd().length);
  const prefix = trimmedStart > 0 ? ELLIPSIS : '';
  const suffix = trimmedEnd < clean.length ? ELLIPSIS : '';
  const highlights = mergeRanges(
    valid.map((range) => {
      const from = Math.max(range.start, trimmedStart);
      const to = Math.min(range.start + range.length, trimmedEnd);
      return {start: from - trimmedStart + prefix.length, length: to - from};
    }),
  );
  return {
    text: prefix + clean.slice(trimmedStart, trimmedEnd) + suffix,
    highlights,
  };
}
