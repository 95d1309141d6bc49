import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {
  fromWorkerResult,
  loadIndexFile,
  readIndexFile,
  searchIndexFile,
} from './indexClient';

// What the plugin's worker and index files really hold is checked against
// the installed package in
// `src/features/search/build/searchIndexFormat.contract.test.ts`; these
// check the conversion.

const titleDoc = {
  i: 1,
  t: 'format',
  u: '/config/lib/format',
  b: ['Config', 'lib'],
};
const headingDoc = {
  i: 2,
  t: 'Output format of ESM',
  u: '/config/lib/format',
  h: '#esm',
  p: 1,
};

describe('fromWorkerResult', () => {
  it('converts a heading match with its page, positions (sorted, merged) and terms', () => {
    expect(
      fromWorkerResult({
        document: headingDoc,
        type: 1,
        page: titleDoc,
        metadata: {
          format: {t: {position: [[7, 6]]}},
          esm: {t: {position: [[17, 3]]}},
          other: {x: {position: [[1, 1]]}},
        },
        tokens: ['format', 'esm'],
      }),
    ).toEqual({
      document: {
        id: 2,
        type: 'heading',
        text: 'Output format of ESM',
        url: '/config/lib/format',
        hash: '#esm',
        pageId: 1,
      },
      page: {
        id: 1,
        type: 'title',
        text: 'format',
        url: '/config/lib/format',
        hash: '',
        breadcrumb: ['Config', 'lib'],
      },
      positions: [
        {start: 7, length: 6},
        {start: 17, length: 3},
      ],
      matchedTerms: ['format', 'esm', 'other'],
      queryTerms: ['format', 'esm'],
    });
  });

  it.each([
    [undefined],
    [{document: undefined, type: 0}],
    [{document: {i: '1', t: 'x', u: '/x'}, type: 0}],
    [{document: titleDoc, type: 9}],
  ])('gives undefined for %j', (raw) => {
    expect(fromWorkerResult(raw)).toBeUndefined();
  });
});

describe('searchIndexFile', () => {
  it('asks the worker and converts its answer; an unknown shape is logged once and dropped', async () => {
    const error = jest
      .spyOn(console, 'error')
      .mockImplementation(() => undefined);
    jest
      .mocked(searchByWorker)
      .mockResolvedValueOnce([
        {document: titleDoc, type: 0, page: false, metadata: {}, tokens: []},
        {strange: true},
      ])
      .mockResolvedValueOnce({strange: true});
    const results = await searchIndexFile('/zh/', 'titles', 'format', 100);
    expect(searchByWorker).toHaveBeenCalledWith(
      '/zh/',
      'titles',
      'format',
      100,
    );
    expect(results.map((result) => result.document.id)).toEqual([1]);
    await expect(
      searchIndexFile('/zh/', 'titles', 'format', 100),
    ).resolves.toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toMatch(
      /changed its format; update src\/features\/search\/client\/indexClient\.ts/,
    );
    error.mockRestore();
  });

  it('loads an index file through the worker', async () => {
    await loadIndexFile('/zh/', 'content');
    expect(fetchIndexesByWorker).toHaveBeenCalledWith('/zh/', 'content');
  });
});

describe('readIndexFile', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('fetches the file of a context and gives its documents and terms with document counts', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => [
        {
          documents: [titleDoc],
          index: {invertedIndex: [['format', {_index: 0, t: {1: {}}}]]},
        },
        {
          documents: [headingDoc],
          index: {
            invertedIndex: [
              ['format', {_index: 0, t: {2: {}}}],
              ['esm', {_index: 1, t: {2: {}}}],
            ],
          },
        },
        {documents: [], index: {invertedIndex: []}},
        {documents: [], index: {invertedIndex: []}},
        {documents: [], index: {invertedIndex: []}},
      ],
    }));
    globalThis.fetch = fetchMock as never;
    const {documents, terms} = await readIndexFile('/zh/', 'titles');
    expect(fetchMock).toHaveBeenCalledWith('/zh/search-index-titles.json');
    expect(documents.map((document) => [document.id, document.type])).toEqual([
      [1, 'title'],
      [2, 'heading'],
    ]);
    expect([...terms]).toEqual([
      ['format', 2],
      ['esm', 1],
    ]);
  });

  it('throws on an HTTP error', async () => {
    globalThis.fetch = (async () => ({ok: false, status: 404})) as never;
    await expect(readIndexFile('/', 'titles')).rejects.toThrow('HTTP 404');
  });
});
