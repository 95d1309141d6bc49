/**
 * How a page title fits on its social card: the largest type size at which
 * the title takes at most two lines (76 px) or three (64 px, 54 px), and,
 * when even the smallest size needs more than three lines, the title cut at
 * a word (a character in Chinese) with an ellipsis. Widths are estimated from
 * average glyph widths of the card's fonts (Inter Bold, Noto Sans CJK Bold);
 * the template also clamps the text to the chosen line count, so a misjudged
 * estimate still never overflows the card.
 */

/** Width of the title column in pixels (card width minus the side margins). */
export const TITLE_WIDTH = 1040;

/** Type sizes (px) and the most lines each may take, largest first. */
export const TITLE_SIZES: readonly {
  readonly fontSize: number;
  readonly maxLines: number;
}[] = [
  {fontSize: 76, maxLines: 2},
  {fontSize: 64, maxLines: 3},
  {fontSize: 54, maxLines: 3},
];

const ELLIPSIS = '…';

/** Han ideographs, kana, Hangul, CJK punctuation and full-width forms: one em wide. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;

/** Whether `text` holds any CJK character (which the CJK font draws). */
export function hasCjk(text: string): boolean {
  return WIDE.test(text);
}

/**
 * Estimated advance of one character in em: CJK 1, Inter Bold's Latin
 * averages (capitals and wide letters 0.72, narrow letters 0.3, space 0.26,
 * other lower case and digits 0.6).
 */
function charWidth(char: string): number {
  if (WIDE.test(char)) return 1;
  if (char === ' ') return 0.26;
  if (/[ijlI.,:;'|!]/.test(char)) return 0.3;
  if (/[ftr()[\]{}\-/]/.test(char)) return 0.42;
  if (/[A-HJ-Zmw@%]/.test(char)) return 0.74;
  return 0.6;
}

/** Estimated width of `text` in pixels at `fontSize`. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return em * fontSize;
}

/**
 * Where a line may break: after each word and its trailing spaces in Latin
 * text, and after every CJK character (as browsers and satori break Chinese).
 */
function breakUnits(title: string, locale: string): string[] {
  const units: string[] = [];
  const segmenter = new Intl.Segmenter(locale, {granularity: 'word'});
  for (const {segment} of segmenter.segment(title)) {
    if (hasCjk(segment)) {
      units.push(...segment);
    } else if (/^\s+$/.test(segment) && units.length > 0) {
      units[units.length - 1] += segment;
    } else if (
      units.length > 0 &&
      !/\s$/.test(units[units.length - 1]) &&
      !hasCjk(units[units.length - 1])
    ) {
      // Punctuation and the word it touches ("config.ts", "Node.js") stay together.
      units[units.length - 1] += segment;
    } else {
      units.push(segment);
    }
  }
  return units;
}

/** `breakUnits`, with any unit wider than a line split into characters (the template breaks such words too). */
function unitsAt(title: string, fontSize: number, locale: string): string[] {
  return breakUnits(title, locale).flatMap((unit) =>
    textWidth(unit.trimEnd(), fontSize) > TITLE_WIDTH ? [...unit] : [unit],
  );
}

/**
 * Greedy line breaking of `title` at `fontSize` within `TITLE_WIDTH`.
 *
 * @returns the lines, trailing spaces removed
 */
export function wrapTitle(
  title: string,
  fontSize: number,
  locale = 'en',
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of unitsAt(title.trim(), fontSize, locale)) {
    const candidate = line + unit;
    if (line && textWidth(candidate.trimEnd(), fontSize) > TITLE_WIDTH) {
      lines.push(line.trimEnd());
      line = unit;
    } else {
      line = candidate;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export type TitleLayout = {
  /** The title as drawn: the page title, or its beginning and '…'. */
  readonly text: string;
  readonly fontSize: number;
  /** Lines the template allows (it clamps the text to them). */
  readonly maxLines: number;
  /** Estimated lines, for tests and the build log. */
  readonly lines: readonly string[];
  readonly truncated: boolean;
};

/**
 * Chooses the type size of a card title and cuts a title that does not fit
 * three lines at the smallest size.
 *
 * @param title the page title (any length, any script)
 * @param locale the page's locale (`en`, `zh`), for word boundaries
 */
export function layoutTitle(title: string, locale = 'en'): TitleLayout {
  const text = title.replace(/\s+/g, ' ').trim();
  for (const {fontSize, maxLines} of TITLE_SIZES) {
    const lines = wrapTitle(text, fontSize, locale);
    if (lines.length <= maxLines) {
      return {text, fontSize, maxLines, lines, truncated: false};
    }
  }
  const {fontSize, maxLines} = TITLE_SIZES[TITLE_SIZES.length - 1];
  const units = unitsAt(text, fontSize, locale);
  // Drop trailing units until the rest plus '…' fits the allowed lines.
  let count = units.length - 1;
  let cut = '';
  let lines: string[] = [];
  do {
    cut = `${units.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
    lines = wrapTitle(cut, fontSize, locale);
    count--;
  } while (lines.length > maxLines && count > 0);
  return {text: cut, fontSize, maxLines, lines, truncated: true};
}
