/**
 * Query tokens: the typed query split the way the index splits text (Latin and
 * other alphabets, CJK runs, Cyrillic), and the query string handed to the
 * index. Pure.
 */
import {foldCase, truncateCodePoints} from './text';
import {SEARCH_DEFAULTS} from './types';

/** `default`: Latin and other alphabets; `cjk`: Han, Hangul or kana runs; `cyrillic`. */
export type QueryTokenKind = 'default' | 'cjk' | 'cyrillic';

export type QueryToken = {
  /** Case-folded token text. */
  readonly text: string;
  readonly kind: QueryTokenKind;
  /**
   * Whether the search-local index can see this token. Its tokenizer (with
   * `zh` enabled) keeps only ASCII words and Han runs, so Cyrillic, Hangul,
   * kana and other non-ASCII words are looked up by `scanIndexDocuments`.
   */
  readonly indexed: boolean;
};

const TOKEN_PATTERN = new RegExp(
  [
    '(\\p{Script=Han}+)',
    '(\\p{Script=Hangul}+)',
    '([\\p{Script=Hiragana}\\p{Script=Katakana}\\u30FC]+)',
    '([\\p{Script=Cyrillic}\\p{M}]+)',
    '((?:(?![\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Cyrillic}])[\\p{L}\\p{M}\\p{N}_])+)',
  ].join('|'),
  'gu',
);

/**
 * Splits a query into tokens by script: runs of Han, Hangul or kana (CJK),
 * Cyrillic words, and words of any other letters and digits. Everything else
 * (spaces, punctuation, regex metacharacters, emoji) separates tokens.
 * Duplicates are dropped; at most `SEARCH_DEFAULTS.maxTokens` are returned.
 */
export function tokenizeQuery(query: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  const seen = new Set<string>();
  const source = truncateCodePoints(query, SEARCH_DEFAULTS.maxQueryLength * 4);
  for (const match of source.matchAll(TOKEN_PATTERN)) {
    const text = foldCase(match[0]);
    if (seen.has(text)) continue;
    seen.add(text);
    let token: QueryToken;
    if (match[1]) token = {text, kind: 'cjk', indexed: true};
    else if (match[2] || match[3]) token = {text, kind: 'cjk', indexed: false};
    else if (match[4]) token = {text, kind: 'cyrillic', indexed: false};
    else token = {text, kind: 'default', indexed: /[a-z0-9_]/.test(text)};
    tokens.push(token);
    if (tokens.length === SEARCH_DEFAULTS.maxTokens) break;
  }
  return tokens;
}

/** The query handed to the index: trimmed and at most `SEARCH_DEFAULTS.maxQueryLength` code points. */
export function engineQuery(query: string): string {
  return truncateCodePoints(query.trim(), SEARCH_DEFAULTS.maxQueryLength);
}
