import {
  matchTier,
  matchesChineseExactly,
  rankResults,
  withoutTitleDocuments,
} from './ranking';
import type {IndexDocumentType, IndexResult} from './types';

/** An index match: `id`, document type, page URL, query terms, matched index terms. */
const result = (
  id: number,
  type: IndexDocumentType,
  url: string,
  queryTerms: string[] = ['x'],
  matchedTerms: string[] = queryTerms,
): IndexResult => ({
  document: {id, type, text: `doc ${id}`, url, hash: ''},
  positions: [],
  matchedTerms,
  queryTerms,
});

const [title, heading, description, content] = [
  'title',
  'heading',
  'description',
  'content',
] as const;
const ids = (results: readonly IndexResult[]) =>
  results.map((entry) => entry.document.id);

describe('matchTier', () => {
  it.each([
    [title, 0],
    // The page's own words for its topic rank with its title.
    ['keywords', 0],
    [heading, 1],
    [description, 2],
    [content, 2],
  ] as const)('type %s → tier %i', (type, tier) => {
    expect(matchTier(type)).toBe(tier);
  });
});

describe('rankResults', () => {
  it("a page whose keywords name the reader's word beats pages with a matching heading", () => {
    // 'externals': short "Externals" headings score higher in lunr than the
    // page about them, which names the word in its front matter keywords.
    const ranked = rankResults(
      [
        {
          variant: 0,
          query: 'externals',
          results: [
            result(1, heading, '/guide/solution/'),
            result(2, heading, '/guide/start/glossary'),
            result(3, 'keywords', '/guide/advanced/third-party-deps'),
          ],
        },
      ],
      100,
    );
    expect(ranked.map((entry) => entry.document.url)).toEqual([
      '/guide/advanced/third-party-deps',
      '/guide/solution/',
      '/guide/start/glossary',
    ]);
  });

  it('a page whose heading matches beats a page that only mentions the term, whatever lunr scored', () => {
    const ranked = rankResults(
      [
        {variant: 0, query: 'q', results: [result(10, content, '/mentions')]},
        {variant: 0, query: 'q', results: [result(20, heading, '/about')]},
      ],
      100,
    );
    expect(ids(ranked)).toEqual([20, 10]);
  });

  it('title before heading; within a tier the lower variant (index before scan); then the worker order', () => {
    const ranked = rankResults(
      [
        {
          variant: 0,
          query: 'unit testing',
          results: [
            result(1, heading, '/a'),
            result(2, content, '/quick-start'),
          ],
        },
        {
          variant: 1,
          query: 'rstest',
          results: [
            result(3, content, '/b'),
            result(4, heading, '/c'),
            result(5, title, '/rstest'),
          ],
        },
      ],
      100,
    );
    // Pages: /rstest (title), /a (heading, variant 0), /c (heading, variant 1),
    // /quick-start (text, variant 0), /b (text, variant 1).
    expect(ids(ranked)).toEqual([5, 1, 4, 2, 3]);
  });

  it("keeps a page's hits together, in their own order, after its best hit", () => {
    const ranked = rankResults(
      [
        {
          variant: 0,
          query: 'q',
          results: [
            result(1, title, '/p'),
            result(2, heading, '/other'),
            result(3, heading, '/p'),
          ],
        },
        {variant: 0, query: 'q', results: [result(4, content, '/p')]},
      ],
      100,
    );
    expect(ids(ranked)).toEqual([1, 3, 4, 2]);
  });

  it('counts a document found by several lists once, at its best key, and applies the limit', () => {
    const ranked = rankResults(
      [
        {variant: 1, query: 's', results: [result(7, heading, '/x')]},
        {
          variant: 0,
          query: 'q',
          results: [result(8, heading, '/y'), result(7, heading, '/x')],
        },
      ],
      100,
    );
    expect(ids(ranked)).toEqual([8, 7]);
    expect(
      ids(
        rankResults(
          [
            {
              variant: 0,
              query: 'q',
              results: [result(1, title, '/a'), result(2, title, '/b')],
            },
          ],
          1,
        ),
      ),
    ).toEqual([1]);
    expect(rankResults([], 10)).toEqual([]);
  });

  it('a Chinese match that dropped characters or used a one-edit neighbour comes after an exact one', () => {
    const ranked = rankResults(
      [
        {
          variant: 0,
          query: '打包模式',
          results: [
            // 包 + 模式 (打 dropped) matched by a neighbour: 格式.
            result(
              1,
              heading,
              '/output-format',
              ['包', '模式'],
              ['包', '格式'],
            ),
          ],
        },
        {
          variant: 1,
          query: 'bundle 模式',
          results: [
            result(
              2,
              heading,
              '/bundle',
              ['bundle', '模式'],
              ['bundl', '模式'],
            ),
          ],
        },
      ],
      100,
    );
    expect(ids(ranked)).toEqual([2, 1]);
  });

  it('agrees on the first page with a ranking of the titles-file lists alone', () => {
    const titles = [
      {variant: 0, query: 'q', results: [result(1, heading, '/h')]},
      {variant: 1, query: 's', results: [result(2, title, '/t')]},
    ];
    const body = [
      {
        variant: 0,
        query: 'q',
        results: [result(3, content, '/c'), result(4, description, '/d')],
      },
    ];
    const quick = rankResults(titles, 100);
    const full = rankResults([...titles, ...body], 100);
    expect(quick[0].document.url).toBe('/t');
    expect(full[0].document.url).toBe('/t');
  });
});

describe('matchesChineseExactly', () => {
  it.each<[string, string[], string[], boolean]>([
    ['format', ['format'], ['format'], true],
    ['产物格式', ['产物', '格式'], ['产物', '格式'], true],
    // A trailing-wildcard term matches a longer index word.
    ['产物格式', ['产物', '格式'], ['产物', '格式化'], true],
    // 打 dropped: the terms cover 3 of the 4 characters.
    ['打包模式', ['包', '模式'], ['包', '模式'], false],
    // 模式 matched 格式 (one edit).
    ['bundle 模式', ['bundle', '模式'], ['bundl', '格式'], false],
  ])(
    '%j with terms %j matching %j → %j',
    (query, tokens, matched, expected) => {
      expect(
        matchesChineseExactly(result(1, heading, '/p', tokens, matched), query),
      ).toBe(expected);
    },
  );
});

describe('withoutTitleDocuments', () => {
  it('keeps descriptions and body text only', () => {
    expect(
      ids(
        withoutTitleDocuments([
          result(1, title, '/a'),
          result(2, heading, '/a'),
          result(3, description, '/a'),
          result(4, content, '/a'),
        ]),
      ),
    ).toEqual([3, 4]);
  });
});
