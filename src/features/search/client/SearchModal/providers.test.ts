import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {flattenTab} from '@site/src/features/search/client/grouping';

/** A document and a result in the shape of the plugin's worker (what the mocked `@theme/searchByWorker` answers). */
type PluginDocument = {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  b?: string[];
};
type PluginResult = {
  document: PluginDocument;
  type: number;
  page: PluginDocument | false;
  metadata: Record<string, unknown>;
  tokens: string[];
};
import {createLocalProvider} from './providers';

const worker = {
  fetch: jest.mocked(fetchIndexesByWorker),
  search: jest.mocked(searchByWorker),
};

const ruTitle: PluginDocument = {i: 1, t: 'Сборка библиотек', u: '/ru/build'};
const enTitle: PluginDocument = {
  i: 2,
  t: 'Output format',
  u: '/guide/basic/output-format',
};
const indexFile = [
  {documents: [ruTitle, enTitle], index: {}},
  {
    documents: [{i: 3, t: 'Формат вывода', u: '/ru/build', h: '#format', p: 1}],
    index: {},
  },
  {documents: [], index: {}},
  {documents: [], index: {}},
  {documents: [], index: {}},
];
const lunrResult: PluginResult = {
  document: enTitle,
  type: 0,
  page: false,
  metadata: {format: {t: {position: [[7, 6]]}}},
  tokens: ['format'],
};

let fetchMock: jest.Mock;
const original = globalThis.fetch;

beforeEach(() => {
  worker.fetch.mockReset();
  worker.fetch.mockResolvedValue(undefined);
  worker.search.mockReset();
  worker.search.mockResolvedValue([lunrResult]);
  fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => indexFile,
  }));
  globalThis.fetch = fetchMock as never;
});
afterEach(() => {
  globalThis.fetch = original;
});

const provider = () =>
  createLocalProvider({
    versionUrl: '/zh/',
    perGroup: 7,
    limit: 100,
    currentLabel: 'This site',
  });
const links = (
  tabs: Awaited<ReturnType<ReturnType<typeof provider>['search']>>,
) => flattenTab(tabs[0]).map((hit) => hit.link);

describe('createLocalProvider', () => {
  it('loads the titles index of its version URL once (again after a failure), then the body text', async () => {
    const local = provider();
    worker.fetch.mockRejectedValueOnce(new Error('offline'));
    await expect(local.load()).rejects.toThrow('offline');
    await local.load();
    await local.load();
    expect(worker.fetch.mock.calls).toEqual([
      ['/zh/', 'titles'],
      ['/zh/', 'titles'],
      ['/zh/', 'content'],
    ]);
  });

  it('answers quickly from the titles index alone', async () => {
    const tabs = await provider().searchQuick!('format');
    expect(worker.search.mock.calls).toEqual([
      ['/zh/', 'titles', 'format', 100],
    ]);
    expect(links(tabs)).toEqual(['/guide/basic/output-format']);
  });

  it('asks the worker for indexed words in both index files (trimmed query, limit 100) without fetching documents, merged by id', async () => {
    const tabs = await provider().search('  format ');
    expect(worker.search.mock.calls).toEqual([
      ['/zh/', 'titles', 'format', 100],
      ['/zh/', 'content', 'format', 100],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tabs).toHaveLength(1);
    expect(tabs[0]).toMatchObject({
      key: 'current',
      label: 'This site',
      kind: 'current',
    });
    expect(links(tabs)).toEqual(['/guide/basic/output-format']);
  });

  it('scans the documents for Cyrillic words the index cannot see (fetched once)', async () => {
    const local = provider();
    const tabs = await local.search('формат');
    await local.search('сборка');
    expect(worker.search).not.toHaveBeenCalled();
    // Both halves of the index, once.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/zh/search-index-titles.json',
      '/zh/search-index-content.json',
    ]);
    expect(links(tabs)).toEqual(['/ru/build#format']);
  });

  it('merges worker and scan results by document id', async () => {
    worker.search.mockResolvedValue([
      lunrResult,
      {...lunrResult, document: ruTitle, metadata: {}},
    ]);
    const tabs = await provider().search('format сборка');
    expect(links(tabs)).toEqual(['/guide/basic/output-format', '/ru/build']);
  });

  it('logs a failed document fetch and still answers', async () => {
    const error = jest
      .spyOn(console, 'error')
      .mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 404,
      json: async () => null,
    });
    await expect(provider().search('формат')).resolves.toEqual([
      expect.objectContaining({groups: []}),
    ]);
    expect(error).toHaveBeenCalledWith(
      '[search] could not read the index files:',
      expect.any(Error),
    );
    error.mockRestore();
  });
});
