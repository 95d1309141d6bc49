import {readFileSync} from 'node:fs';
import path from 'node:path';
import {findAvoidedTerms, parseTerms} from './terms';

const terms = parseTerms(
  JSON.stringify({
    terms: [
      {en: 'output format', zh: '产物格式', avoid: ['输出格式']},
      {
        en: 'declaration file',
        zh: '类型声明文件',
        avoid: ['(?<!类型)声明文件'],
      },
    ],
  }),
);

describe('findAvoidedTerms', () => {
  it('reports each avoided variant with its line and the term to use', () => {
    const page = '# 标题\n\n选择输出格式。\n生成声明文件和类型声明文件。\n';
    expect(findAvoidedTerms('a.mdx', page, terms)).toEqual([
      {file: 'a.mdx', line: 3, found: '输出格式', use: '产物格式'},
      {file: 'a.mdx', line: 4, found: '声明文件', use: '类型声明文件'},
    ]);
  });

  it('finds nothing when only the chosen terms are used', () => {
    expect(findAvoidedTerms('b.mdx', '产物格式与类型声明文件', terms)).toEqual(
      [],
    );
  });
});

describe('parseTerms', () => {
  it('rejects an entry without an avoid list', () => {
    expect(() => parseTerms('{"terms":[{"en":"a","zh":"b"}]}')).toThrow(
      /entry 0/,
    );
  });

  it('rejects an invalid pattern', () => {
    expect(() =>
      parseTerms('{"terms":[{"en":"a","zh":"b","avoid":["("]}]}'),
    ).toThrow();
  });

  it('reads the committed term list', () => {
    const list = parseTerms(
      readFileSync(
        path.join(__dirname, '../../../../i18n/zh/terms.json'),
        'utf8',
      ),
    );
    expect(list.find((term) => term.en.startsWith('output format'))?.zh).toBe(
      '产物格式',
    );
  });
});
