import {buildVocabulary, oneEditApart, suggestQuery} from './suggest';
import type {IndexDocument} from './types';

const doc = (id: number, text: string): IndexDocument => ({
  id,
  type: 'content',
  text,
  url: `/page-${id}`,
  hash: '',
});

/** A small index: English text, and Chinese text with the words its tokenizer cut it into. */
const vocabulary = buildVocabulary(
  [
    doc(1, 'Set the output format. The Format option picks ESM or CJS.'),
    doc(2, 'The format of each bundle: formats are listed below.'),
    doc(3, 'Bundleless mode keeps the source files. Shims for ESM.'),
    doc(4, '配置产物格式，产物格式决定输出。'),
    doc(5, '声明文件的产物格式'),
  ],
  new Map([
    ['配置', 1],
    ['产物', 2],
    ['格式', 2],
    ['决定', 1],
    ['输出', 1],
    ['声明', 1],
    ['文件', 1],
  ]),
);

describe('oneEditApart', () => {
  it.each([
    ['format', 'fromat', true], // neighbours swapped
    ['format', 'formt', true], // a letter dropped
    ['format', 'formaat', true], // a letter added
    ['format', 'formet', true], // a letter changed
    ['产物格式', '产物格试', true],
    ['格式', '式格', true],
    ['format', 'format', false],
    ['format', 'frmaot', false],
    ['format', 'fromta', false], // two swaps
    ['format', 'formatted', false],
    ['ab', 'ba', true],
    ['abc', 'cba', false],
    ['', 'a', true],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
    expect(oneEditApart(b, a)).toBe(expected);
  });
});

describe('suggestQuery', () => {
  it.each([
    ['fromat', 'format'],
    ['output fromat', 'output format'],
    ['bundel', 'bundle'],
    ['Bundlless', 'Bundleless'],
    ['产物格试', '产物格式'],
    ['配置产物格试', '配置产物格式'],
  ])('%s → %s', (query, expected) => {
    expect(suggestQuery(query, vocabulary)).toBe(expected);
  });

  it.each([
    ['format'], // known
    ['output format'],
    ['xyzzy'], // nothing one edit away
    ['fo'], // too short to correct
    ['产物格式'],
  ])('%s: no suggestion', (query) => {
    expect(suggestQuery(query, vocabulary)).toBeUndefined();
  });

  it('leaves alone the words the caller knows (synonyms)', () => {
    expect(
      suggestQuery('fromat', vocabulary, (word) => word === 'fromat'),
    ).toBeUndefined();
  });

  it('prefers the most used of several words one edit away', () => {
    // "formats" (1 use) and "format" (3 uses, "Format" folded in) are both one edit from "formatz".
    expect(suggestQuery('formatz', vocabulary)).toBe('format');
  });
});
