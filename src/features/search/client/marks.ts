/**
 * Highlight ranges: where query tokens occur in a text, merged and clamped,
 * and the text split into plain and marked segments for rendering (as text,
 * never HTML). Pure.
 */
import {foldCase} from './text';
import type {HighlightRange} from './types';

/** Sorts ranges and merges overlapping or touching ones; drops empty and invalid ones. */
export function mergeRanges(
  ranges: readonly HighlightRange[],
): HighlightRange[] {
  const sorted = ranges
    .filter(
      (range) =>
        Number.isFinite(range.start) &&
        Number.isFinite(range.length) &&
        range.length > 0 &&
        range.start >= 0,
    )
    .slice()
    .sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: {start: number; length: number}[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(
        last.length,
        range.start + range.length - last.start,
      );
    } else {
      merged.push({start: range.start, length: range.length});
    }
  }
  return merged;
}

/** Keeps the parts of `ranges` inside `[0, textLength)`. */
export function clampRanges(
  ranges: readonly HighlightRange[],
  textLength: number,
): HighlightRange[] {
  return mergeRanges(
    ranges.map((range) => {
      const start = Math.max(0, range.start);
      const end = Math.min(textLength, range.start + range.length);
      return {start, length: end - start};
    }),
  );
}

/**
 * Every case-insensitive occurrence of any token in `text`, merged.
 * Plain substring search: tokens are never turned into regular expressions.
 */
export function findRanges(
  text: string,
  tokens: readonly string[],
): HighlightRange[] {
  const haystack = foldCase(text);
  const ranges: HighlightRange[] = [];
  for (const token of tokens) {
    const needle = foldCase(token);
    if (!needle) continue;
    let from = 0;
    while (from <= haystack.length - needle.length) {
      const index = haystack.indexOf(needle, from);
      if (index === -1) break;
      ranges.push({start: index, length: needle.length});
      from = index + needle.length;
    }
  }
  return mergeRanges(ranges);
}

/** A piece of text to render, highlighted or not. */
export type TextSegment = {
  readonly text: string;
  readonly highlighted: boolean;
};

/** Splits `text` at the (merged, clamped) ranges, for rendering as React text. */
export function splitByRanges(
  text: string,
  ranges: readonly HighlightRange[],
): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const {start, length} of clampRanges(ranges, text.length)) {
    if (start > cursor)
      segments.push({text: text.slice(cursor, start), highlighted: false});
    segments.push({text: text.slice(start, start + length), highlighted: true});
    cursor = start + length;
  }
  if (cursor < text.length)
    segments.push({text: text.slice(cursor), highlighted: false});
  return segments;
}
