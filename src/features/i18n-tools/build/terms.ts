/**
 * Chinese term list checks (`i18n/zh/terms.json`): one Chinese term per English
 * term, so a reader meets the same word for the same idea on every page. Pure
 * functions over file contents; `scripts/i18n-status.ts` reads the files.
 */
import type {StatusTermRow} from '../common/types';

/** One entry of the term list: the English term, its Chinese term and the variants to avoid. */
export type Term = {
  readonly en: string;
  readonly zh: string;
  /** Regular expressions (JavaScript syntax) that match a variant translators should not use. */
  readonly avoid: readonly string[];
};

/** Where an avoided variant was found (the status page shows the same rows). */
export type TermHit = StatusTermRow;

/**
 * Parses `terms.json` (`{terms: Term[]}`).
 * @throws when the shape is wrong or an `avoid` entry is not a valid regular expression,
 *   so a typo in the list fails loudly instead of silently checking nothing
 */
export function parseTerms(json: string): Term[] {
  const data = JSON.parse(json) as {terms?: unknown};
  if (!Array.isArray(data.terms))
    throw new Error('terms.json: expected {"terms": [...]}.');
  return data.terms.map((entry: Partial<Term>, index) => {
    if (
      typeof entry.en !== 'string' ||
      typeof entry.zh !== 'string' ||
      !Array.isArray(entry.avoid)
    ) {
      throw new Error(
        `terms.json: entry ${index} needs "en", "zh" and "avoid" (an array).`,
      );
    }
    for (const pattern of entry.avoid) new RegExp(pattern, 'u');
    return {en: entry.en, zh: entry.zh, avoid: entry.avoid};
  });
}

/**
 * Every use of an avoided variant in one file, in line order.
 *
 * @param file path shown in the report
 * @param content the file's text (MDX page or JSON label file)
 */
export function findAvoidedTerms(
  file: string,
  content: string,
  terms: readonly Term[],
): TermHit[] {
  const hits: TermHit[] = [];
  content.split('\n').forEach((text, index) => {
    for (const term of terms) {
      for (const pattern of term.avoid) {
        for (const match of text.matchAll(new RegExp(pattern, 'gu'))) {
          hits.push({file, line: index + 1, found: match[0], use: term.zh});
        }
      }
    }
  });
  return hits;
}
