import {
  ELLIPSIS,
  INITIAL_MODAL_STATE,
  SEARCH_DEFAULTS,
  charWidth,
  cutSnippet,
  debounce,
  engineQuery,
  findRanges,
  flattenTab,
  foldCase,
  fromPluginResults,
  groupHits,
  highlightedHit,
  isMacPlatform,
  isSafeLink,
  keyAction,
  matchDocument,
  mergeById,
  mergeRanges,
  modalReducer,
  moveHighlight,
  navigationFor,
  positionsOf,
  resultView,
  scanPluginDocuments,
  splitByRanges,
  textWidth,
  tokenizeQuery,
  versionUrlOf,
  type HighlightRange,
  type KeyLike,
  type ModalState,
  type PluginDocument,
  type PluginResult,
  type ResultTab,
  type SearchHit,
} from './search';

const slice = (text: string, {start, length}: HighlightRange): string =>
  text.slice(start, start + length);

describe('width rule (SPEC §9: above code point 255 counts 3)', () => {
  it.each([
    [0x41, 1],
    [0xff, 1],
    [0x100, 3],
    [0x914d, 3],
    [0x1f600, 3],
  ])('charWidth(%i) = %i', (codePoint, width) => {
    expect(charWidth(codePoint)).toBe(width);
  });

  it.each([
    ['', 0],
    ['format', 6],
    ['café', 4],
    ['配置', 6],
    ['a配b', 5],
    ['😀', 3],
    ['Привет', 18],
    [ELLIPSIS, 3],
  ])('textWidth(%j) = %i', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });
});

describe('foldCase', () => {
  it('lower-cases without changing the length', () => {
    expect(foldCase('Format ÉCOLE Привет')).toBe('format école привет');
    const odd = 'İstanbul';
    expect(foldCase(odd)).toHaveLength(odd.length);
  });
});

describe('tokenizeQuery (default, CJK and Cyrillic tokenizers)', () => {
  it.each<[string, [string, string, boolean][]]>([
    ['format', [['format', 'default', true]]],
    [
      '  Output   FORMAT ',
      [
        ['output', 'default', true],
        ['format', 'default', true],
      ],
    ],
    [
      'lib.format',
      [
        ['lib', 'default', true],
        ['format', 'default', true],
      ],
    ],
    ['输出格式', [['输出格式', 'cjk', true]]],
    [
      '配置 format',
      [
        ['配置', 'cjk', true],
        ['format', 'default', true],
      ],
    ],
    [
      'конфигурация сборки',
      [
        ['конфигурация', 'cyrillic', false],
        ['сборки', 'cyrillic', false],
      ],
    ],
    [
      '설정 파일',
      [
        ['설정', 'cjk', false],
        ['파일', 'cjk', false],
      ],
    ],
    [
      '設定ファイル',
      [
        ['設定', 'cjk', true],
        ['ファイル', 'cjk', false],
      ],
    ],
    [
      'umdName配置',
      [
        ['umdname', 'default', true],
        ['配置', 'cjk', true],
      ],
    ],
    ['.*+?^${}()|[]\\', []],
    ['😀 emoji', [['emoji', 'default', true]]],
    ['λόγος', [['λόγος', 'default', false]]],
    ['format format FORMAT', [['format', 'default', true]]],
  ])('%j', (query, expected) => {
    expect(
      tokenizeQuery(query).map((token) => [
        token.text,
        token.kind,
        token.indexed,
      ]),
    ).toEqual(expected);
  });

  it('keeps at most 32 tokens of a 2,000-character query', () => {
    const query = Array.from({length: 400}, (_, index) => `w${index}`)
      .join(' ')
      .padEnd(2000, 'x');
    expect(query.length).toBeGreaterThanOrEqual(2000);
    expect(tokenizeQuery(query)).toHaveLength(SEARCH_DEFAULTS.maxTokens);
  });

  it('engineQuery trims and caps at 256 code points without splitting an emoji', () => {
    expect(engineQuery('  format  ')).toBe('format');
    expect([...engineQuery('a'.repeat(2000))]).toHaveLength(256);
    expect(engineQuery('😀'.repeat(300))).toBe('😀'.repeat(256));
  });
});

describe('highlight ranges', () => {
  it.each<[string, string[], [number, number][]]>([
    ['Output format', ['format'], [[7, 6]]],
    [
      'FORMAT and format',
      ['format'],
      [
        [0, 6],
        [11, 6],
      ],
    ],
    ['formats', ['format', 'form'], [[0, 6]]],
    ['输出格式配置', ['输出', '格式'], [[0, 4]]],
    ['a.b*c', ['.b*'], [[1, 3]]],
    ['no match', ['zzz'], []],
    ['empty token', [''], []],
  ])('findRanges(%j, %j)', (text, tokens, expected) => {
    expect(
      findRanges(text, tokens).map((range) => [range.start, range.length]),
    ).toEqual(expected);
  });

  it('mergeRanges sorts, merges touching ranges and drops invalid ones', () => {
    expect(
      mergeRanges([
        {start: 5, length: 2},
        {start: 0, length: 3},
        {start: 3, length: 1},
        {start: 10, length: 0},
        {start: -1, length: 4},
        {start: Number.NaN, length: 2},
      ]),
    ).toEqual([
      {start: 0, length: 4},
      {start: 5, length: 2},
    ]);
  });

  it('splitByRanges gives text segments, highlighted ones as marked', () => {
    expect(
      splitByRanges('Output format list', [{start: 7, length: 6}]),
    ).toEqual([
      {text: 'Output ', highlighted: false},
      {text: 'format', highlighted: true},
      {text: ' list', highlighted: false},
    ]);
    expect(splitByRanges('abc', [{start: 1, length: 99}])).toEqual([
      {text: 'a', highlighted: false},
      {text: 'bc', highlighted: true},
    ]);
    expect(splitByRanges('<img src=x onerror=alert(1)>', [])).toEqual([
      {text: '<img src=x onerror=alert(1)>', highlighted: false},
    ]);
  });

  it('positionsOf reads lunr positions of field t', () => {
    expect(
      positionsOf({
        format: {
          t: {
            position: [
              [10, 6],
              [0, 6],
            ],
          },
        },
        lib: {t: {position: [[20, 3]]}},
        other: {x: {position: [[1, 1]]}},
      }),
    ).toEqual([
      {start: 0, length: 6},
      {start: 10, length: 6},
      {start: 20, length: 3},
    ]);
    expect(positionsOf(undefined)).toEqual([]);
  });
});

describe('cutSnippet (SPEC §9: 100 wide around the match)', () => {
  const long = `${'alpha beta gamma delta '.repeat(10)}the output format option ${'epsilon zeta eta theta '.repeat(10)}`;

  it('keeps short text whole', () => {
    const text = 'Set the output format.';
    expect(cutSnippet(text, findRanges(text, ['format']))).toEqual({
      text,
      highlights: [{start: 15, length: 6}],
    });
  });

  it('cuts long text around the match with ellipses, at most 100 wide', () => {
    const snippet = cutSnippet(long, findRanges(long, ['format']));
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
    expect(snippet.text.startsWith(ELLIPSIS)).toBe(true);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.highlights).toHaveLength(1);
    expect(slice(snippet.text, snippet.highlights[0])).toBe('format');
    const at = snippet.text.indexOf('format');
    expect(at).toBeGreaterThan(30);
    expect(at).toBeLessThan(60);
  });

  it('does not start or end inside a Latin word', () => {
    const snippet = cutSnippet(long, findRanges(long, ['format']));
    const body = snippet.text.slice(1, -1);
    expect(long.includes(body)).toBe(true);
    const start = long.indexOf(body);
    expect(long[start - 1]).toBe(' ');
    expect(long[start + body.length]).toBe(' ');
  });

  it('counts Chinese characters as width 3 (about 31 of them)', () => {
    const text = `${'这是一段很长的中文说明文字'.repeat(8)}输出格式${'后面还有更多的中文内容'.repeat(8)}`;
    const snippet = cutSnippet(text, findRanges(text, ['输出格式']));
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
    expect(textWidth(snippet.text)).toBeGreaterThanOrEqual(94);
    expect(slice(snippet.text, snippet.highlights[0])).toBe('输出格式');
  });

  it('cuts at the start when the match is at the start', () => {
    const text = `format ${'word '.repeat(40)}`;
    const snippet = cutSnippet(text, findRanges(text, ['format']));
    expect(snippet.text.startsWith('format')).toBe(true);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.highlights[0]).toEqual({start: 0, length: 6});
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
  });

  it('never splits an emoji and turns newlines into spaces', () => {
    const text = `${'😀'.repeat(40)}\nformat\n${'😀'.repeat(40)}`;
    const snippet = cutSnippet(text, findRanges(text, ['format']));
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
    expect(snippet.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(snippet.text).not.toContain('\n');
    expect(slice(snippet.text, snippet.highlights[0])).toBe('format');
  });

  it('starts at the beginning when there is no range', () => {
    const snippet = cutSnippet('word '.repeat(50), []);
    expect(snippet.text.startsWith('word')).toBe(true);
    expect(snippet.highlights).toEqual([]);
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
  });

  it('keeps every range inside the snippet, shifted', () => {
    const text = `${'x '.repeat(60)}format and format again ${'y '.repeat(60)}`;
    const snippet = cutSnippet(text, findRanges(text, ['format']));
    expect(
      snippet.highlights.map((range) => slice(snippet.text, range)),
    ).toEqual(['format', 'format']);
  });
});

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

describe('scanPluginDocuments and mergeById (three tokenizers merged by id)', () => {
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

  it('mergeById keeps the first result per id and the limit', () => {
    const a = scanPluginDocuments(indexes, ['формат'], 100);
    const b = scanPluginDocuments(indexes, ['esm'], 100);
    expect(mergeById([a, b], 100).map((result) => result.document.i)).toEqual([
      2, 3,
    ]);
    expect(mergeById([pluginResults, pluginResults], 100)).toHaveLength(4);
    expect(mergeById([pluginResults], 2)).toHaveLength(2);
  });
});

describe('matchDocument (remote search documents)', () => {
  const doc = {
    id: 'format',
    title: 'Output format',
    content:
      'Intro about output. ESM is the default format. UMD bundles everything for browsers.',
    toc: [
      {text: 'ESM format', id: 'esm', depth: 2, charIndex: 20},
      {text: 'UMD', id: 'umd', depth: 2, charIndex: 48},
    ],
    routePath: '/guide/basic/output-format',
    domain: '',
  };

  it('finds title, header and content hits, skipping sections whose heading matched', () => {
    const hits = matchDocument(
      doc,
      'format',
      ['format'],
      '/guide/basic/output-format',
    );
    expect(hits.map((hit) => [hit.type, hit.header, hit.link])).toEqual([
      ['title', 'Output format', '/guide/basic/output-format'],
      ['header', 'ESM format', '/guide/basic/output-format#esm'],
    ]);
    const content = matchDocument(
      doc,
      'browsers',
      ['browsers'],
      '/guide/basic/output-format',
    );
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({
      type: 'content',
      header: 'UMD',
      link: '/guide/basic/output-format#umd',
    });
    expect(slice(content[0].statement!, content[0].highlights[0])).toBe(
      'browsers',
    );
  });

  it('keeps a fuzzy server hit as a title hit without ranges', () => {
    expect(matchDocument(doc, 'fromat', ['fromat'], '/x')).toEqual([
      expect.objectContaining({
        type: 'title',
        header: 'Output format',
        highlights: [],
      }),
    ]);
  });
});

const hit = (
  group: string,
  index: number,
  type: SearchHit['type'] = 'content',
): SearchHit => ({
  id: `${group}-${index}`,
  type,
  title: `Page ${group}`,
  header: `Header ${index}`,
  link: `/${group}#${index}`,
  query: 'q',
  highlights: [],
  group: `/${group}`,
});

describe('groupHits (SPEC §9: 7 per group, 100 overall)', () => {
  it('groups by page in order of first appearance', () => {
    const groups = groupHits([hit('a', 1), hit('b', 1), hit('a', 2)]);
    expect(
      groups.map((group) => [
        group.key,
        group.label,
        group.hits.map((h) => h.id),
      ]),
    ).toEqual([
      ['/a', 'Page a', ['a-1', 'a-2']],
      ['/b', 'Page b', ['b-1']],
    ]);
  });

  it.each<[number, number | undefined, number | undefined, number[]]>([
    [10, undefined, undefined, [7]],
    [10, 3, undefined, [3]],
    [5, 0, undefined, [5]],
    [10, Number.NaN, 4, [4]],
  ])(
    '%i hits of one page, perGroup %p, limit %p → %j',
    (count, perGroup, limit, sizes) => {
      const hits = Array.from({length: count}, (_, index) => hit('a', index));
      expect(
        groupHits(hits, {perGroup, limit}).map((group) => group.hits.length),
      ).toEqual(sizes);
    },
  );

  it('stops at 100 hits overall', () => {
    const hits = Array.from({length: 30}, (_page, page) =>
      Array.from({length: 5}, (_hit, index) => hit(`p${page}`, index)),
    ).flat();
    const groups = groupHits(hits);
    expect(groups.reduce((sum, group) => sum + group.hits.length, 0)).toBe(100);
    expect(groups).toHaveLength(20);
  });

  it('drops a repeated link of the same type', () => {
    expect(groupHits([hit('a', 1), hit('a', 1)])[0].hits).toHaveLength(1);
  });
});

describe('moveHighlight (wraparound)', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
    [7, 1, 3, 1],
    [-4, -1, 3, 2],
  ])('from %i by %i among %i → %i', (current, delta, count, expected) => {
    expect(moveHighlight(current, delta, count)).toBe(expected);
  });
});

describe('keyAction', () => {
  const open = {isMac: false, open: true};
  it.each<[KeyLike, {isMac: boolean; open: boolean}, string | null]>([
    [{key: 'k', ctrlKey: true}, {isMac: false, open: false}, 'toggle'],
    [{key: 'K', ctrlKey: true}, {isMac: false, open: true}, 'toggle'],
    [{key: 'k', metaKey: true}, {isMac: false, open: false}, null],
    [{key: 'k', metaKey: true}, {isMac: true, open: false}, 'toggle'],
    [{key: 'k', ctrlKey: true}, {isMac: true, open: false}, null],
    [
      {key: 'k', ctrlKey: true, shiftKey: true},
      {isMac: false, open: false},
      null,
    ],
    [{key: 'k'}, open, null],
    [{key: 'Escape'}, open, 'close'],
    [{key: 'Escape'}, {isMac: false, open: false}, null],
    [{key: 'ArrowDown'}, open, 'next'],
    [{key: 'ArrowUp'}, open, 'prev'],
    [{key: 'Enter'}, open, 'select'],
    [{key: 'Enter', isComposing: true}, open, null],
    [{key: 'Enter', keyCode: 229}, open, null],
    [{key: 'Enter', ctrlKey: true}, open, null],
  ])('%j %j → %p', (event, context, expected) => {
    expect(keyAction(event, context)).toBe(expected);
  });

  it.each([
    [{platform: 'MacIntel'}, true],
    [
      {platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)'},
      true,
    ],
    [{platform: 'Linux x86_64'}, false],
    [{platform: 'Win32'}, false],
    [undefined, false],
  ])('isMacPlatform(%j) = %p', (nav, expected) => {
    expect(isMacPlatform(nav)).toBe(expected);
  });
});

describe('navigation and links', () => {
  it.each([
    [
      '/config/lib/format#esm',
      'current',
      {mode: 'push', path: '/config/lib/format#esm'},
    ],
    [
      'https://rslib.rs/config/',
      'current',
      {mode: 'assign', url: 'https://rslib.rs/config/'},
    ],
    [
      'https://rsbuild.rs/guide/',
      'other',
      {mode: 'new-window', url: 'https://rsbuild.rs/guide/'},
    ],
    ['/plugins', 'custom', {mode: 'new-window', url: '/plugins'}],
  ] as const)('%s in a %s tab', (link, kind, expected) => {
    expect(navigationFor(link, kind)).toEqual(expected);
  });

  it.each([
    ['/guide/start/', true],
    ['https://rsbuild.rs/', true],
    ['HTTP://example.com/x', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['guide/start', false],
  ])('isSafeLink(%j) = %p', (link, expected) => {
    expect(isSafeLink(link)).toBe(expected);
  });

  it.each([
    ['/', undefined, '/'],
    ['/zh/', {isLast: true, path: '/zh/'}, '/zh/'],
    ['/', {isLast: false, path: '/next'}, '/next/'],
    ['/zh/', {isLast: false, path: '/zh/1.0/'}, '/zh/1.0/'],
  ])('versionUrlOf(%j, %j) = %j', (baseUrl, version, expected) => {
    expect(versionUrlOf(baseUrl, version)).toBe(expected);
  });
});

const tab = (kind: ResultTab['kind'], ...groups: SearchHit[][]): ResultTab => ({
  key: kind,
  label: kind,
  kind,
  groups: groups.map((hits, index) => ({
    key: `g${index}`,
    label: `g${index}`,
    breadcrumb: [],
    hits,
  })),
});

describe('modalReducer (closing resets the result tab and the highlighted hit)', () => {
  const opened = modalReducer(INITIAL_MODAL_STATE, {type: 'open'});
  const typed = modalReducer(opened, {type: 'input', query: 'format'});
  const tabs = [
    tab('current', [hit('a', 1), hit('a', 2)], [hit('b', 1)]),
    tab('other', [hit('c', 1)]),
  ];
  const withResults = modalReducer(typed, {
    type: 'results',
    query: 'format',
    tabs,
  });

  it('opens, toggles and closes', () => {
    expect(opened.open).toBe(true);
    expect(modalReducer(opened, {type: 'toggle'})).toEqual(INITIAL_MODAL_STATE);
    expect(modalReducer(INITIAL_MODAL_STATE, {type: 'toggle'}).open).toBe(true);
  });

  it('stores results for the current query only', () => {
    expect(withResults.tabs).toBe(tabs);
    expect(withResults.resultQuery).toBe('format');
    expect(modalReducer(typed, {type: 'results', query: 'form', tabs})).toBe(
      typed,
    );
    expect(
      modalReducer(INITIAL_MODAL_STATE, {type: 'results', query: '', tabs}),
    ).toBe(INITIAL_MODAL_STATE);
  });

  it('moves with wraparound across the groups of the active tab', () => {
    const moves = [1, 1, 1, -1, -1].reduce<ModalState[]>(
      (states, delta) => [
        ...states,
        modalReducer(states[states.length - 1], {type: 'move', delta}),
      ],
      [withResults],
    );
    expect(moves.map((state) => state.highlighted)).toEqual([0, 1, 2, 0, 2, 1]);
    expect(highlightedHit(moves[2])).toEqual({
      hit: tabs[0].groups[1].hits[0],
      kind: 'current',
    });
  });

  it('resets tab and highlighted hit on close', () => {
    const onOther = modalReducer(
      modalReducer(withResults, {type: 'move', delta: 1}),
      {type: 'selectTab', index: 1},
    );
    expect(onOther.activeTab).toBe(1);
    expect(highlightedHit(onOther)).toEqual({
      hit: tabs[1].groups[0].hits[0],
      kind: 'other',
    });
    const moved = modalReducer(
      modalReducer(onOther, {type: 'selectTab', index: 0}),
      {type: 'move', delta: 2},
    );
    expect(moved.highlighted).toBe(2);
    const reopened = modalReducer(modalReducer(moved, {type: 'close'}), {
      type: 'open',
    });
    expect(reopened).toEqual({...INITIAL_MODAL_STATE, open: true});
  });

  it('ignores hover and tab indexes out of range; clears results on an empty query', () => {
    expect(
      modalReducer(withResults, {type: 'hover', index: 2}).highlighted,
    ).toBe(2);
    expect(modalReducer(withResults, {type: 'hover', index: 3})).toBe(
      withResults,
    );
    expect(modalReducer(withResults, {type: 'selectTab', index: 5})).toBe(
      withResults,
    );
    expect(
      modalReducer(withResults, {type: 'input', query: '  '}),
    ).toMatchObject({tabs: [], resultQuery: ''});
  });

  it('resultView: idle, loading, pending, empty, results', () => {
    expect(resultView(opened, false)).toBe('idle');
    expect(resultView(typed, true)).toBe('loading');
    expect(resultView(typed, false)).toBe('pending');
    expect(
      resultView(
        modalReducer(typed, {
          type: 'results',
          query: 'format',
          tabs: [tab('current')],
        }),
        false,
      ),
    ).toBe('empty');
    expect(resultView(withResults, false)).toBe('results');
    expect(flattenTab(tabs[0])).toHaveLength(3);
  });
});

describe('debounce (SPEC §7: 150 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once with the last arguments 150 ms after the last call', () => {
    const fn = jest.fn();
    const debounced = debounce(fn);
    debounced('f');
    jest.advanceTimersByTime(100);
    debounced('fo');
    jest.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('fo');
  });

  it('cancel drops the pending call', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 150);
    debounced('x');
    debounced.cancel();
    jest.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
