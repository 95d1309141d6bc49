/**
 * @jest-environment node
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  buildRemoteSearchUrl,
  parseRemoteResponse,
  remoteResultsToTabs,
  remoteSearch,
  type RemoteSearchConfig,
} from './remoteSearch';
import {flattenTab} from './grouping';

const formatDoc = {
  id: 'format',
  title: 'Output format',
  content: 'Rslib outputs ESM by default.',
  toc: [{text: 'ESM', id: 'esm', depth: 2, charIndex: 0}],
  routePath: '/guide/basic/output-format',
  domain: '',
};
const rsbuildDoc = {
  id: 7,
  title: 'Output format in Rsbuild',
  content: '',
  toc: [],
  routePath: '/config/output/format',
  domain: 'https://rsbuild.rs/',
};
const SUCCESS = [
  {index: 'rslib', hits: [formatDoc]},
  {index: 'rsbuild', hits: [rsbuildDoc]},
];

let server: Server;
let origin: string;
const requests: URL[] = [];

function route(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  requests.push(url);
  switch (url.pathname) {
    case '/search':
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end(JSON.stringify(SUCCESS));
      return;
    case '/error':
      response.writeHead(500, {'Content-Type': 'application/json'});
      response.end('{"message":"boom"}');
      return;
    case '/malformed':
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end('[{"index": "rslib", "hits": [');
      return;
    case '/wrong-shape':
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end('{"hits": []}');
      return;
    case '/slow':
      // Never answers within the client's timeout.
      setTimeout(() => response.end('[]'), 3000).unref();
      return;
    default:
      response.writeHead(404);
      response.end();
  }
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const config = (
  path: string,
  extra: Partial<RemoteSearchConfig> = {},
): RemoteSearchConfig => ({
  apiUrl: `${origin}${path}`,
  searchIndexes: ['rslib', {value: 'rsbuild', label: 'Rsbuild'}],
  ...extra,
});
const logger = () => ({error: jest.fn()});

describe('remoteSearch against a local HTTP server', () => {
  it('GETs keyword, limit, searchIndexes (comma-joined) and lang, and returns the answer', async () => {
    const log = logger();
    const results = await remoteSearch(
      config('/search'),
      {keyword: '输出 format', limit: 100, lang: 'zh'},
      {logger: log},
    );
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({
      keyword: '输出 format',
      limit: '100',
      searchIndexes: 'rslib,rsbuild',
      lang: 'zh',
    });
    expect(
      results.map((result) => [
        result.index,
        result.hits.map((hit) => hit.title),
      ]),
    ).toEqual([
      ['rslib', ['Output format']],
      ['rsbuild', ['Output format in Rsbuild']],
    ]);
    expect(results[1].hits[0].domain).toBe('https://rsbuild.rs');
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each([
    ['HTTP 500', '/error', /HTTP 500/],
    ['malformed JSON', '/malformed', /JSON|Unexpected|Expected/],
    ['a body of the wrong shape', '/wrong-shape', /malformed response/],
  ])('logs %s and returns []', async (_name, path, reason) => {
    const log = logger();
    await expect(
      remoteSearch(
        config(path),
        {keyword: 'x', limit: 5, lang: 'en'},
        {logger: log},
      ),
    ).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toContain(
      `[search] remote search failed for ${origin}${path}?keyword=x`,
    );
    expect(String(log.error.mock.calls[0][1])).toMatch(reason);
  });

  it('gives up after timeoutMs, logs the timeout and returns []', async () => {
    const log = logger();
    const started = Date.now();
    await expect(
      remoteSearch(
        config('/slow', {timeoutMs: 200}),
        {keyword: 'x', limit: 5, lang: 'en'},
        {logger: log},
      ),
    ).resolves.toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('/slow'),
      'timed out after 200 ms',
    );
  });

  it('logs a network failure (nothing listening) and returns []', async () => {
    const log = logger();
    await expect(
      remoteSearch(
        {apiUrl: 'http://127.0.0.1:1/search'},
        {keyword: 'x', limit: 5, lang: 'en'},
        {logger: log},
      ),
    ).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe('buildRemoteSearchUrl', () => {
  it.each([
    [
      'https://api.example/search',
      'https://api.example/search?keyword=a+b&limit=7&searchIndexes=x%2Cy&lang=en',
    ],
    [
      'https://api.example/search?key=1',
      'https://api.example/search?key=1&keyword=a+b&limit=7&searchIndexes=x%2Cy&lang=en',
    ],
    [
      '/api/search',
      '/api/search?keyword=a+b&limit=7&searchIndexes=x%2Cy&lang=en',
    ],
  ])('%s', (apiUrl, expected) => {
    expect(
      buildRemoteSearchUrl(apiUrl, {
        keyword: 'a b',
        limit: 7,
        searchIndexes: ['x', {value: 'y', label: 'Y'}],
        lang: 'en',
      }),
    ).toBe(expected);
  });

  it('encodes hostile keywords', () => {
    const url = new URL(
      buildRemoteSearchUrl('https://api.example/s', {
        keyword: '&lang=xx#<img>',
        limit: 1,
        lang: 'en',
      }),
    );
    expect(url.searchParams.get('keyword')).toBe('&lang=xx#<img>');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('searchIndexes')).toBe('');
  });
});

describe('parseRemoteResponse', () => {
  it.each<[string, unknown, number | null]>([
    ['a list of {index, hits}', SUCCESS, 2],
    ['an empty list', [], 0],
    ['an object', {index: 'a', hits: []}, null],
    ['a string', 'oops', null],
    ['null', null, null],
    ['an entry without hits', [{index: 'a'}], null],
    ['an entry with a numeric index', [{index: 1, hits: []}], null],
  ])('%s', (_name, json, length) => {
    const parsed = parseRemoteResponse(json);
    expect(parsed === null ? null : parsed.length).toBe(length);
  });

  it('drops hits that are not search documents and repeated ids', () => {
    const [entry] = parseRemoteResponse([
      {
        index: 'a',
        hits: [
          formatDoc,
          formatDoc,
          {title: 3},
          null,
          {title: 'No path'},
          {title: 'Relative', routePath: 'guide/x'},
        ],
      },
    ])!;
    expect(entry.hits.map((hit) => [hit.title, hit.routePath])).toEqual([
      ['Output format', '/guide/basic/output-format'],
      ['Relative', '/guide/x'],
    ]);
  });
});

describe('remoteResultsToTabs', () => {
  it('puts the current index first (same window) and labels the others', () => {
    const tabs = remoteResultsToTabs(parseRemoteResponse(SUCCESS)!, {
      config: config('/search'),
      query: 'format',
      currentLabel: 'Docs',
    });
    expect(tabs.map((tab) => [tab.key, tab.label, tab.kind])).toEqual([
      ['current:rslib', 'rslib', 'current'],
      ['other:rsbuild', 'Rsbuild', 'other'],
    ]);
    expect(flattenTab(tabs[0]).map((hit) => [hit.type, hit.link])).toEqual([
      ['title', '/guide/basic/output-format'],
    ]);
    expect(flattenTab(tabs[1]).map((hit) => hit.link)).toEqual([
      'https://rsbuild.rs/config/output/format',
    ]);
  });

  it('keeps an empty current tab when the answer lacks it, and drops unsafe links', () => {
    const tabs = remoteResultsToTabs(
      [
        {
          index: 'rsbuild',
          hits: [{...rsbuildDoc, domain: 'javascript:alert(1)//'}],
        },
      ],
      {
        config: config('/search', {currentIndex: 'mine'}),
        query: 'format',
        currentLabel: 'Docs',
      },
    );
    expect(
      tabs.map((tab) => [tab.label, tab.kind, flattenTab(tab).length]),
    ).toEqual([
      ['mine', 'current', 0],
      ['Rsbuild', 'other', 0],
    ]);
  });
});
