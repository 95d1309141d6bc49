/**
 * Search synonyms: before a query reaches the index, phrases readers type but
 * the docs do not use ("unit testing", 输出格式) are replaced by the docs' own
 * word (Rstest, 产物格式), so the page that is about it ranks first. Applied in
 * the browser, so the index does not grow. Sources: `src/features/search/data/synonyms.json`
 * and the avoided variants of `i18n/zh/terms.json`. Pure.
 */

/** One entry of `searchSynonyms.json`. */
export type SynonymEntry = {
  /** The docs' word, for every locale or per locale. */
  readonly docs: string | Readonly<Record<string, string>>;
  /** Phrases readers type. */
  readonly readers: readonly string[];
};

/** One entry of `i18n/zh/terms.json`: `avoid` holds regular expressions. */
export type TermEntry = {
  readonly zh: string;
  readonly avoid: readonly string[];
};

/**
 * The docs' word of an entry for `locale` (per-locale words fall back to
 * `en`); '' when there is none.
 */
export function docsWordOf(entry: SynonymEntry, locale: string): string {
  return typeof entry.docs === 'string'
    ? entry.docs
    : (entry.docs[locale] ?? entry.docs.en ?? '');
}

/** A compiled rule: every match of `pattern` becomes `replacement`. */
export type SynonymRule = {
  readonly pattern: RegExp;
  readonly replacement: string;
};

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Latin phrases match whole words; CJK phrases match anywhere. */
function phrasePattern(phrase: string): string {
  const escaped = escapeRegExp(phrase.trim()).replace(/\s+/g, '\\s+');
  return /^[\p{Script=Han}]/u.test(phrase)
    ? escaped
    : `(?<![\\p{L}\\p{N}_.])${escaped}(?![\\p{L}\\p{N}_])`;
}

/**
 * Compiles the synonym rules for a locale, longest phrases first (so
 * "unit testing" wins over "testing").
 * @param entries `searchSynonyms.json`'s `synonyms`
 * @param terms `terms.json`'s `terms` (Chinese only; pass [] for others)
 * @param locale the site locale (`en`, `zh`); picks per-locale `docs` words,
 *   falling back to `en`
 * @throws SyntaxError when a terms.json `avoid` entry is not a valid RegExp
 */
export function buildSynonymRules(
  entries: readonly SynonymEntry[],
  terms: readonly TermEntry[],
  locale: string,
): SynonymRule[] {
  const rules: {source: string; length: number; replacement: string}[] = [];
  for (const entry of entries) {
    const replacement = docsWordOf(entry, locale);
    if (!replacement) continue;
    for (const phrase of entry.readers) {
      rules.push({
        source: phrasePattern(phrase),
        length: phrase.length,
        replacement,
      });
    }
  }
  for (const term of terms) {
    for (const avoid of term.avoid) {
      rules.push({source: avoid, length: avoid.length, replacement: term.zh});
    }
  }
  return rules
    .sort((a, b) => b.length - a.length)
    .map(({source, replacement}) => ({
      pattern: new RegExp(source, 'giu'),
      replacement,
    }));
}

/**
 * The query with every reader phrase replaced by the docs' word. A phrase
 * already replaced is not matched again by a shorter rule.
 * @param query what the reader typed
 * @returns the query to search for (unchanged when nothing matches)
 */
export function applySynonyms(
  query: string,
  rules: readonly SynonymRule[],
): string {
  // Replaced spans become placeholders so shorter rules cannot rewrite them.
  const done: string[] = [];
  let text = query;
  for (const {pattern, replacement} of rules) {
    text = text.replace(pattern, () => {
      done.push(replacement);
      return `\uE000${done.length - 1}\uE000`;
    });
  }
  return text.replace(/\uE000(\d+)\uE000/g, (_, index: string) => {
    return done[Number(index)];
  });
}
