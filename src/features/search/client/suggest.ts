/**
 * "Did you mean …": the closest query the index knows, for a query with a
 * word the index does not have. Computed in the browser from the index's own
 * words (English words as the documents spell them, Chinese words from the
 * index's terms, which are the words its tokenizer cut the pages into), one
 * edit away: a letter added, dropped, changed, or two neighbours swapped
 * (fromat → format, 产物格试 → 产物格式). Pure.
 */
import {distance as levenshtein} from 'fastest-levenshtein';
import type {IndexDocument} from './types';
import {foldCase} from './text';

/** The index's words, for suggestions. */
export type Vocabulary = {
  /** Latin words (case-folded) → how often the documents use them, and their most frequent spelling. */
  readonly latin: ReadonlyMap<string, {count: number; form: string}>;
  /** Chinese words of two or more characters → number of documents. */
  readonly han: ReadonlyMap<string, number>;
  /** Chinese words by character, to find candidates quickly. */
  readonly hanByChar: ReadonlyMap<string, readonly string[]>;
  /** Every document text, case-folded, one per line: a corrected Chinese phrase must occur in it. */
  readonly text: string;
};

const LATIN_WORD = /[\p{Script=Latin}\d_]+/gu;
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;

/**
 * The vocabulary of an index.
 * @param documents every document of the index (titles and body text files)
 * @param terms the index's terms with their document counts
 */
export function buildVocabulary(
  documents: readonly IndexDocument[],
  terms: ReadonlyMap<string, number>,
): Vocabulary {
  const forms = new Map<string, Map<string, number>>();
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const document of documents) {
    // Page titles are in both files.
    const key = `${document.type}:${document.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(foldCase(document.text));
    for (const [word] of document.text.matchAll(LATIN_WORD)) {
      if (!/\p{L}/u.test(word)) continue;
      const folded = foldCase(word);
      const spellings = forms.get(folded) ?? new Map<string, number>();
      spellings.set(word, (spellings.get(word) ?? 0) + 1);
      forms.set(folded, spellings);
    }
  }
  const latin = new Map<string, {count: number; form: string}>();
  for (const [folded, spellings] of forms) {
    let count = 0;
    let form = folded;
    let best = 0;
    for (const [spelling, times] of spellings) {
      count += times;
      if (times > best) [form, best] = [spelling, times];
    }
    latin.set(folded, {count, form});
  }
  const han = new Map<string, number>();
  const hanByChar = new Map<string, string[]>();
  for (const [term, count] of terms) {
    const chars = [...term];
    if (chars.length < 2 || !chars.every((char) => HAN.test(char))) continue;
    han.set(term, count);
    for (const char of new Set(chars)) {
      const list = hanByChar.get(char) ?? [];
      list.push(term);
      hanByChar.set(char, list);
    }
  }
  return {latin, han, hanByChar, text: lines.join('\n')};
}

/**
 * Whether `b` is one edit from `a`: a letter added, dropped or changed
 * (Levenshtein distance 1), or two neighbours swapped, which Levenshtein
 * counts as two edits. By UTF-16 code unit, as `fastest-levenshtein` counts.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (levenshtein(a, b) === 1) return true;
  if (a.length !== b.length) return false;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return (
    at + 1 < a.length &&
    a[at] === b[at + 1] &&
    a[at + 1] === b[at] &&
    a.slice(at + 2) === b.slice(at + 2)
  );
}

/** Occurrences of `needle` in `text`, counted up to `cap`. */
function occurrences(text: string, needle: string, cap = 100): number {
  let count = 0;
  for (
    let at = text.indexOf(needle);
    at !== -1 && count < cap;
    at = text.indexOf(needle, at + needle.length)
  )
    count += 1;
  return count;
}

/** Whether every character of `run` belongs to a known word of two or more characters found in it. */
function covered(run: string, vocabulary: Vocabulary): boolean {
  const chars = [...run];
  const done = chars.map(() => false);
  for (let start = 0; start < chars.length; start += 1) {
    for (let end = start + 2; end <= chars.length; end += 1) {
      if (vocabulary.han.has(chars.slice(start, end).join('')))
        for (let at = start; at < end; at += 1) done[at] = true;
    }
  }
  return done.every(Boolean);
}

/** The closest known Latin word one edit from `word` (the most used one), or undefined. */
function closestLatin(
  word: string,
  vocabulary: Vocabulary,
): string | undefined {
  const folded = foldCase(word);
  let best: {form: string; count: number} | undefined;
  for (const [candidate, {count, form}] of vocabulary.latin) {
    if (candidate.length < 3 || !oneEditApart(folded, candidate)) continue;
    if (
      !best ||
      count > best.count ||
      (count === best.count && form < best.form)
    )
      best = {form, count};
  }
  return best?.form;
}

/**
 * The closest Chinese phrase one edit from `run` whose characters all belong
 * to known words and that the documents contain (most often first), or
 * undefined.
 */
function closestHan(run: string, vocabulary: Vocabulary): string | undefined {
  const chars = [...run];
  const candidates = new Map<string, number>();
  for (let start = 0; start < chars.length; start += 1) {
    for (
      let end = start + 1;
      end <= Math.min(chars.length, start + 4);
      end += 1
    ) {
      const part = chars.slice(start, end);
      const words = new Set(
        part.flatMap((char) => vocabulary.hanByChar.get(char) ?? []),
      );
      for (const word of words) {
        if (!oneEditApart(part.join(''), word)) continue;
        const phrase = [
          ...chars.slice(0, start),
          word,
          ...chars.slice(end),
        ].join('');
        if (candidates.has(phrase) || !covered(phrase, vocabulary)) continue;
        candidates.set(phrase, occurrences(vocabulary.text, phrase));
      }
    }
  }
  let best: [string, number] | undefined;
  for (const [phrase, count] of candidates) {
    if (count === 0) continue;
    if (!best || count > best[1] || (count === best[1] && phrase < best[0]))
      best = [phrase, count];
  }
  return best?.[0];
}

/**
 * The query with each word the index does not know replaced by its closest
 * known word (one edit away), or undefined when no word changed.
 * @param query what the reader typed
 * @param isKnown words to leave alone although the documents do not use them
 *   (reader words the synonym lists turn into the docs' words)
 */
export function suggestQuery(
  query: string,
  vocabulary: Vocabulary,
  isKnown: (word: string) => boolean = () => false,
): string | undefined {
  let changed = false;
  const fixLatin = (word: string): string => {
    if (
      [...word].length < 3 ||
      !/\p{L}/u.test(word) ||
      vocabulary.latin.has(foldCase(word)) ||
      isKnown(word)
    )
      return word;
    const better = closestLatin(word, vocabulary);
    if (!better) return word;
    changed = true;
    return better;
  };
  const fixHan = (run: string): string => {
    if (covered(run, vocabulary) || isKnown(run)) return run;
    const better = closestHan(run, vocabulary);
    if (!better) return run;
    changed = true;
    return better;
  };
  const suggestion = query
    .replace(LATIN_WORD, fixLatin)
    .replace(HAN_RUN, fixHan);
  return changed ? suggestion : undefined;
}
