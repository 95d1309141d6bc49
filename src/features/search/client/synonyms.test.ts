import synonyms from '@site/src/features/search/data/synonyms.json';
import terms from '@site/i18n/zh/terms.json';
import {
  applySynonyms,
  buildSynonymRules,
  docsWordOf,
  type SynonymEntry,
} from './synonyms';

const en = buildSynonymRules(synonyms.synonyms as SynonymEntry[], [], 'en');
const zh = buildSynonymRules(
  synonyms.synonyms as SynonymEntry[],
  terms.terms,
  'zh',
);

describe('applySynonyms (en)', () => {
  it.each([
    ['unit testing', 'Rstest'],
    ['Unit Testing setup', 'Rstest setup'],
    ['bundle analysis', 'Rsdoctor'],
    ['d.ts', 'declaration files'],
    ['external dependencies', 'autoExternal'],
    ['env vars', 'environment variables'],
    // Words the docs use are left alone.
    ['externals', 'externals'],
    ['dts', 'dts'],
    ['contesting', 'contesting'],
    ['', ''],
  ])('%p → %p', (query, expected) => {
    expect(applySynonyms(query, en)).toBe(expected);
  });
});

describe('applySynonyms (zh)', () => {
  it.each([
    ['输出格式', '产物格式'],
    ['输出结构', '产物结构'],
    ['打包分析', 'Rsdoctor'],
    ['声明文件', '类型声明文件'],
    // The term itself is not rewritten again (the avoid pattern has a lookbehind).
    ['类型声明文件', '类型声明文件'],
    ['单元测试', 'Rstest'],
    ['d.ts', '类型声明文件'],
    ['三方依赖', '第三方依赖'],
  ])('%p → %p', (query, expected) => {
    expect(applySynonyms(query, zh)).toBe(expected);
  });
});

it('prefers the longest phrase and never rewrites a replacement', () => {
  const rules = buildSynonymRules(
    [
      {docs: 'Rstest', readers: ['testing', 'unit testing']},
      {docs: 'X', readers: ['Rstest']},
    ],
    [],
    'en',
  );
  expect(applySynonyms('unit testing', rules)).toBe('Rstest');
});

it('treats hostile text as text', () => {
  expect(applySynonyms('(unit testing)*[', en)).toBe('(Rstest)*[');
});

describe('the site lists', () => {
  // A docs word that contains a reader phrase (产物兼容性 ⊃ 兼容性) would be
  // rewritten when a reader types the docs' own word; the lists must not
  // allow that.
  const docsWords = (locale: string) =>
    (synonyms.synonyms as SynonymEntry[]).map((entry) =>
      docsWordOf(entry, locale),
    );
  it.each([
    ['en', en],
    ['zh', zh],
  ] as const)('leave every docs word of %s unchanged', (locale, rules) => {
    for (const word of docsWords(locale))
      expect([word, applySynonyms(word, rules)]).toEqual([word, word]);
  });
  it.each([
    ['en', 'dotenv', 'environment variables'],
    ['en', 'micro frontends', 'Module Federation'],
    ['zh', '快速开始', '快速上手'],
    ['zh', '单仓多包', 'Monorepo'],
    ['zh', '源码映射', 'sourceMap'],
  ] as const)('%s: %p → %p', (locale, query, expected) => {
    expect(applySynonyms(query, locale === 'en' ? en : zh)).toBe(expected);
  });
});
