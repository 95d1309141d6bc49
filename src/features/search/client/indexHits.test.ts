import {fromIndexResults, scanIndexDocuments} from './indexHits';
import type {HighlightRange, IndexDocument, IndexResult} from './types';

const slice = (text: string, {start, length}: HighlightRange): string =>
  text.slice(start, start + length);

const titleDoc: IndexDocument = {
  id: 1,
  type: 'title',
  text: 'format',
  url: '/config/lib/format',
  hash: '',
  breadcrumb: ['Config', 'lib'],
};
const headingDoc: IndexDocument = {
  id: 2,
  type: 'heading',
  text: 'Output format of ESM',
  url: '/config/lib/format',
  hash: '#esm',
  pageId: 1,
};
const contentDoc: IndexDocument = {
  id: 3,
  type: 'content',
  text: 'Sets the output format of the library.',
  section: 'Default value',
  url: '/config/lib/format',
  hash: '#default',
  pageId: 1,
};
const keywordsDoc: IndexDocument = {
  id: 1,
  type: 'keywords',
  text: 'output type, module format',
  section: 'format',
  url: '/config/lib/format',
  hash: '',
  pageId: 1,
};
const otherTitle: IndexDocument = {
  id: 10,
  type: 'title',
  text: 'Output format',
  url: '/guide/basic/output-format',
  hash: '',
  breadcrumb: ['Guide', 'Basic'],
};

const match = (
  document: IndexDocument,
  positions: [number, number][],
  page?: IndexDocument,
): IndexResult => ({
  document,
  ...(page ? {page} : {}),
  positions: positions.map(([start, length]) => ({start, length})),
  matchedTerms: ['format'],
  queryTerms: ['format'],
});

const results: IndexResult[] = [
  match(titleDoc, [[0, 6]]),
  match(headingDoc, [[7, 6]], titleDoc),
  match(contentDoc, [], titleDoc),
  match(otherTitle, [[7, 6]]),
];

describe('fromIndexResults', () => {
  it('types hits as title, header and content with links, groups and ranges', () => {
    const hits = fromIndexResults(results, 'format', ['format']);
    expect(
      hits.map((hit) => [hit.type, hit.title, hit.header, hit.link, hit.group]),
    ).toEqual([
      ['title', 'format', 'format', '/config/lib/format', '/config/lib/format'],
      [
        'header',
        'format',
        'Output format of ESM',
        '/config/lib/format#esm',
        '/config/lib/format',
      ],
      [
        'content',
        'format',
        'Default value',
        '/config/lib/format#default',
        '/config/lib/format',
      ],
      [
        'title',
        'Output format',
        'Output format',
        '/guide/basic/output-format',
        '/guide/basic/output-format',
      ],
    ]);
    expect(slice(hits[1].header, hits[1].highlights[0])).toBe('format');
    expect(hits[2].statement).toBe('Sets the output format of the library.');
    expect(hits[2].highlights).toEqual([{start: 16, length: 6}]);
    expect(hits[0].breadcrumb).toEqual(['Config', 'lib']);
    expect(hits[1].breadcrumb).toEqual(['Config', 'lib']);
  });

  it('clamps positions beyond the text', () => {
    const hits = fromIndexResults(
      [match({...titleDoc, text: 'abc'}, [[1, 50]])],
      'a',
      ['a'],
    );
    expect(hits[0].highlights).toEqual([{start: 1, length: 2}]);
  });

  it("shows a keywords match as its page's title hit", () => {
    const [hit] = fromIndexResults(
      [match(keywordsDoc, [[21, 6]], titleDoc)],
      'format',
      ['format'],
    );
    expect(hit).toMatchObject({
      type: 'title',
      title: 'format',
      header: 'format',
      link: '/config/lib/format',
      breadcrumb: ['Config', 'lib'],
    });
    expect(hit.highlights).toEqual([{start: 0, length: 6}]);
  });
});

describe('scanIndexDocuments (scripts the index tokenizer does not know)', () => {
  const doc = (
    id: number,
    type: IndexDocument['type'],
    text: string,
    url: string,
    extra: Partial<IndexDocument> = {},
  ): IndexDocument => ({id, type, text, url, hash: '', ...extra});
  const documents: IndexDocument[] = [
    doc(1, 'title', 'Сборка библиотек', '/ru/build'),
    doc(5, 'title', '설정 파일', '/ko/config'),
    doc(9, 'title', '設定ファイル', '/ja/config'),
    doc(2, 'heading', 'Формат вывода', '/ru/build', {
      hash: '#format',
      pageId: 1,
    }),
    doc(3, 'content', 'Rslib собирает библиотеки в формат ESM.', '/ru/build', {
      section: 'Формат вывода',
      hash: '#format',
      pageId: 1,
    }),
    // A description shares its page title's id.
    doc(1, 'description', 'Сборка: описание', '/ru/build', {pageId: 1}),
  ];

  it.each<[string[], number[]]>([
    [['сборка'], [1]],
    [['формат'], [2, 3]],
    [['파일'], [5]],
    [['ファイル'], [9]],
    [['формат', 'esm'], [3]],
    [['нет'], []],
    [[], []],
  ])('%j finds documents %j', (tokens, ids) => {
    expect(
      scanIndexDocuments(documents, tokens, 100).map(
        (result) => result.document.id,
      ),
    ).toEqual(ids);
  });

  it('gives matches that map to hits with highlights', () => {
    const [result] = scanIndexDocuments(documents, ['формат'], 1);
    expect(result.page).toEqual(documents[0]);
    const [hit] = fromIndexResults([result], 'формат', ['формат']);
    expect(hit).toMatchObject({
      type: 'header',
      title: 'Сборка библиотек',
      header: 'Формат вывода',
      link: '/ru/build#format',
    });
    expect(slice(hit.header, hit.highlights[0])).toBe('Формат');
  });
});
