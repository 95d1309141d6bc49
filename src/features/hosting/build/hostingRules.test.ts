import {
  IMMUTABLE,
  REVALIDATE,
  formatHeaders,
  formatRedirects,
  headersFor,
  matchPattern,
  movedRouteRedirects,
  parseHeaders,
  parseRedirects,
  resolveRedirect,
  siteHostingRules,
} from './hostingRules';

const rules = siteHostingRules({
  localePaths: ['zh'],
  defaultLocale: 'en',
  versionPaths: ['next'],
});

describe('siteHostingRules', () => {
  it('redirects /en and /en/… to the root, and answers unknown /zh/ paths with the Chinese 404 page', () => {
    expect(rules.redirects).toEqual([
      {from: '/en', to: '/', status: 301, force: true},
      {from: '/en/*', to: '/:splat', status: 301, force: true},
      {from: '/zh/*', to: '/zh/404.html', status: 404, force: false},
    ]);
  });

  it.each([
    ['/assets/js/main.3f2a.js', {'Cache-Control': IMMUTABLE}],
    ['/search-index.json', {'Cache-Control': REVALIDATE}],
    ['/zh/next/search-index-titles.json', {'Cache-Control': REVALIDATE}],
    [
      '/llms-full.txt',
      {
        'Cache-Control': REVALIDATE,
        'Content-Type': 'text/plain; charset=utf-8',
      },
    ],
    [
      '/zh/llms.txt',
      {
        'Cache-Control': REVALIDATE,
        'Content-Type': 'text/plain; charset=utf-8',
      },
    ],
    ['/guide/start/quick-start.md', {'Cache-Control': REVALIDATE}],
  ])('answers %s with %j', (pathname, headers) => {
    expect(headersFor(rules.headers, pathname)).toEqual(headers);
  });
});

describe('file formats', () => {
  it('writes and reads _redirects', () => {
    const text = formatRedirects(rules.redirects, 'Redirects.\nTwo lines.');
    expect(text).toBe(
      '# Redirects.\n# Two lines.\n/en  /  301!\n/en/*  /:splat  301!\n/zh/*  /zh/404.html  404\n',
    );
    expect(parseRedirects(text)).toEqual(rules.redirects);
  });

  it('writes and reads _headers', () => {
    const text = formatHeaders(rules.headers.slice(0, 2), 'Headers.');
    expect(text).toBe(
      `# Headers.\n/assets/*\n  Cache-Control: ${IMMUTABLE}\n/search-index.json\n  Cache-Control: ${REVALIDATE}\n`,
    );
    expect(parseHeaders(text)).toEqual(rules.headers.slice(0, 2));
  });

  it('rejects unreadable lines', () => {
    expect(() => parseRedirects('/a /b')).toThrow(/cannot read/);
    expect(() => parseHeaders('  Cache-Control: x')).toThrow(/cannot read/);
  });
});

describe('matchPattern', () => {
  it.each([
    ['/en/*', '/en/guide/start/', 'guide/start/'],
    ['/en/*', '/english', null],
    ['/en', '/en', ''],
    ['/en', '/en/', null],
    ['/assets/*', '/assets/js/main.1a2b.js', 'js/main.1a2b.js'],
  ])('%s on %s → %j', (pattern, pathname, expected) => {
    expect(matchPattern(pattern, pathname)).toBe(expected);
  });
});

describe('resolveRedirect', () => {
  const existing = new Set(['/zh/guide/start/', '/zh/404.html']);
  const fileExists = (pathname: string) => existing.has(pathname);

  it('redirects /en/… with 301 and keeps the query', () => {
    expect(
      resolveRedirect(rules.redirects, '/en/guide/start/', '?x=1', fileExists),
    ).toEqual({kind: 'redirect', status: 301, location: '/guide/start/?x=1'});
    expect(resolveRedirect(rules.redirects, '/en', '', fileExists)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/',
    });
  });

  it('answers an unknown /zh/ path with the Chinese 404 page, but lets existing pages through', () => {
    expect(
      resolveRedirect(rules.redirects, '/zh/nope', '', fileExists),
    ).toEqual({kind: 'rewrite', status: 404, file: '/zh/404.html'});
    expect(
      resolveRedirect(rules.redirects, '/zh/guide/start/', '', fileExists),
    ).toEqual({kind: 'none'});
    expect(
      resolveRedirect(rules.redirects, '/guide/nope', '', fileExists),
    ).toEqual({kind: 'none'});
  });
});

describe('headersFor', () => {
  it('gives assets the immutable policy and everything else revalidation', () => {
    expect(headersFor(rules.headers, '/assets/js/main.js')).toEqual({
      'Cache-Control': IMMUTABLE,
    });
    expect(headersFor(rules.headers, '/guide/start/')).toEqual({
      'Cache-Control': REVALIDATE,
    });
    expect(headersFor(rules.headers, '/zh/search-index.json')).toEqual({
      'Cache-Control': REVALIDATE,
    });
  });
});

describe('movedRouteRedirects', () => {
  const moved = movedRouteRedirects(
    [{from: '/guide/advanced/rspress', to: '/guide/advanced/module-doc'}],
    ['zh'],
  );

  it('redirects both spellings in every locale with a forced 301', () => {
    expect(moved.map((rule) => `${rule.from} ${rule.to}`)).toEqual([
      '/guide/advanced/rspress /guide/advanced/module-doc',
      '/guide/advanced/rspress/ /guide/advanced/module-doc',
      '/zh/guide/advanced/rspress /zh/guide/advanced/module-doc',
      '/zh/guide/advanced/rspress/ /zh/guide/advanced/module-doc',
    ]);
    expect(moved.every((rule) => rule.status === 301 && rule.force)).toBe(true);
  });

  it('wins over the redirect page the build writes at the old path', () => {
    expect(
      resolveRedirect(moved, '/zh/guide/advanced/rspress/', '?a=1', () => true),
    ).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/zh/guide/advanced/module-doc?a=1',
    });
  });
});
