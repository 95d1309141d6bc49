import {fromPluginResults, scanPluginDocuments} from './indexHits';
import type {HighlightRange, PluginDocument, PluginResult} from './types';

const slice = (text: string, {start, length}: HighlightRange): string =>
  text.slice(start, start + length);

const titleDoc: PluginDocument = {
  i: 1,
  t: 'format',
  u: '/config/lib/format',
  b: ['Config', 'lib'],
};
const headingDoc: PluginDocument = {
  i: 2,
  t: 'Output format of ESM',
  u: '/config/lib/format',
  h: '#esm',
  p: 1,
};
const contentDoc: PluginDocument = {
  i: 3,
  t: 'Sets the output format of the library.',
  s: 'Default value',
  u: '/config/lib/format',
  h: '#default',
  p: 1,
};
const otherTitle: PluginDocument = {
  i: 10,
  t: 'Output format',
  u: '/guide/basic/output-format',
  b: ['Guide', 'Basic'],
};

const pluginResults: PluginResult[] = [
  {
    document: titleDoc,
    type: 0,
    page: false,
    metadata: {format: {t: {position: [[0, 6]]}}},
    tokens: ['format'],
  },
  {
    document: headingDoc,
    type: 1,
    page: titleDoc,
    metadata: {format: {t: {position: [[7, 6]]}}},
    tokens: ['format'],
  },
  {
    document: contentDoc,
    type: 4,
    page: titleDoc,
    metadata: {},
    tokens: ['format'],
  },
  {
    document: otherTitle,
    type: 0,
    page: false,
    metadata: {format: {t: {position: [[7, 6]]}}},
    tokens: ['format'],
  },
];

describe('fromPluginResults', () => {
  it('types hits as title, header and content with links, groups and ranges', () => {
    const hits = fromPluginResults(pluginResults, 'format', ['format']);
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

  it('skips broken results and clamps positions beyond the text', () => {
    const broken = [
      {document: undefined},
      {
        document: {i: 5, t: 'abc', u: '/x'},
        type: 0,
        page: false,
        metadata: {a: {t: {position: [[1, 50]]}}},
        tokens: [],
      },
    ] as unknown as PluginResult[];
    const hits = fromPluginResults(broken, 'a', ['a']);
    expect(hits).toHaveLength(1);
    expect(hits[0].highlights).toEqual([{start: 1, length: 2}]);
  });
});

describe('scanPluginDocuments (scripts the index tokenizer does not know)', () => {
  const indexes: PluginDocument[][] = [
    [
      {i: 1, t: 'Сборка библиотек', u: '/ru/build'},
      {i: 5, t: '설정 파일', u: '/ko/config'},
      {i: 9, t: '設定ファイル', u: '/ja/config'},
    ],
    [{i: 2, t: 'Формат вывода', u: '/ru/build', h: '#format', p: 1}],
    [],
    [],
    [
      {
        i: 3,
        t: 'Rslib собирает библиотеки в формат ESM.',
        s: 'Формат вывода',
        u: '/ru/build',
        h: '#format',
        p: 1,
      },
    ],
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
      scanPluginDocuments(indexes, tokens, 100).map(
        (result) => result.document.i,
      ),
    ).toEqual(ids);
  });

  it('gives worker-shaped results that map to hits with highlights', () => {
    const [result] = scanPluginDocuments(indexes, ['формат'], 1);
    expect(result.page).toEqual(indexes[0][0]);
    const [hit] = fromPluginResults([result], 'формат', ['формат']);
    expect(hit).toMatchObject({
      type: 'header',
      title: 'Сборка библиотек',
      header: 'Формат вывода',
      link: '/ru/build#format',
    });
    expect(slice(hit.header, hit.highlights[0])).toBe('Формат');
  });
});
