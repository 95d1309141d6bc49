/**
 * Text measuring for snippets and matching: the display width rule, case
 * folding and cutting by code points. Pure.
 */

/** A character above code point 255 counts as width 3, any other as 1: CJK text is about three times as wide as Latin letters, so snippets in both scripts fill the same space. */
export function charWidth(codePoint: number): number {
  return codePoint > 255 ? 3 : 1;
}

/** Sum of `charWidth` over the code points of `text` (an emoji is one code point). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char.codePointAt(0) ?? 0);
  return width;
}

/**
 * Lower-cases `text` without changing its length, so offsets found in the
 * result are offsets in `text` ('İ' lower-cases to two units and is kept).
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const char of text) {
    const folded = char.toLowerCase();
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

/** First `maxCodePoints` code points of `text` (never splits a surrogate pair). */
export function truncateCodePoints(
  text: string,
  maxCodePoints: number,
): string {
  let count = 0;
  let end = 0;
  for (const char of text) {
    if (count === maxCodePoints) return text.slice(0, end);
    count += 1;
    end += char.length;
  }
  return text;
}
