import {
  defaultLocaleRedirect,
  docsVersionsOf,
  inferNotFoundContext,
  notFoundHomeLink,
  notFoundMessages,
  type DocsGlobalVersion,
  type NotFoundSite,
} from './notFound';

const locales = {
  defaultLocale: 'en',
  locales: [
    {locale: 'en', path: 'en'},
    {locale: 'zh', path: 'zh'},
  ],
};

/** The site as it is: one (current) version served at the root. */
const single: NotFoundSite = {
  ...locales,
  versions: [{name: 'current', path: '', home: 'guide/start/'}],
  defaultVersion: 'current',
};

/** After `npm run version:cut -- 1.0`: 1.0 at the root, current under /next/, an older 0.9. */
const versioned: NotFoundSite = {
  ...locales,
  versions: [
    {name: 'current', path: 'next', home: 'next/guide/start/'},
    {name: '1.0', path: '', home: 'guide/start/'},
    {name: '0.9', path: '0.9', home: '0.9/guide/start/'},
  ],
  defaultVersion: '1.0',
};

describe('inferNotFoundContext', () => {
  it.each([
    [single, '/nope', {lang: 'en', version: 'current'}],
    [single, '/zh/nope', {lang: 'zh', version: 'current'}],
    [single, '/zh', {lang: 'zh', version: 'current'}],
    [single, '/en/guide/start/', {lang: 'en', version: 'current'}],
    [versioned, '/nope', {lang: 'en', version: '1.0'}],
    [versioned, '/next/nope', {lang: 'en', version: 'current'}],
    [versioned, '/zh/next/nope', {lang: 'zh', version: 'current'}],
    [versioned, '/0.9/guide/x', {lang: 'en', version: '0.9'}],
    [versioned, '/zh/0.9', {lang: 'zh', version: '0.9'}],
    // Only the first two segments count, in Docusaurus order (locale, then version).
    [versioned, '/guide/next/x', {lang: 'en', version: '1.0'}],
    [versioned, '/next/zh/x', {lang: 'en', version: 'current'}],
    [versioned, '/zh/guide/next/', {lang: 'zh', version: '1.0'}],
    [
      {...locales, versions: [], defaultVersion: undefined},
      '/zh/x',
      {lang: 'zh', version: undefined},
    ],
  ])('%#: %s', (site, pathname, expected) => {
    expect(inferNotFoundContext(pathname, site)).toEqual(expected);
  });
});

describe('notFoundHomeLink', () => {
  it.each([
    [single, '/nope', '/'],
    [single, '/zh/nope', '/zh/'],
    [single, '/zh/guide/start/missing', '/zh/'],
    [versioned, '/nope', '/'],
    [versioned, '/zh/nope', '/zh/'],
    [versioned, '/next/nope', '/next/guide/start/'],
    [versioned, '/zh/next/nope', '/zh/next/guide/start/'],
    [versioned, '/0.9/a/b', '/0.9/guide/start/'],
  ])('%#: %s → %s', (site, pathname, expected) => {
    expect(notFoundHomeLink(inferNotFoundContext(pathname, site), site)).toBe(
      expected,
    );
  });

  it('goes to the language root when the version is unknown or has no home', () => {
    expect(notFoundHomeLink({lang: 'zh', version: 'gone'}, versioned)).toBe(
      '/zh/',
    );
    const noHome: NotFoundSite = {
      ...versioned,
      versions: [{name: 'current', path: 'next', home: ''}],
    };
    expect(notFoundHomeLink({lang: 'en', version: 'current'}, noHome)).toBe(
      '/',
    );
  });
});

describe('defaultLocaleRedirect', () => {
  it.each([
    ['/en/guide/start/quick-start', '/guide/start/quick-start'],
    ['/en/guide/start/', '/guide/start/'],
    ['/en/', '/'],
    ['/en', '/'],
    ['/en/en/x', '/en/x'],
    ['/nope', null],
    ['/zh/nope', null],
    ['/guide/en/x', null],
    ['/english/x', null],
  ])('%s → %s', (pathname, expected) => {
    expect(defaultLocaleRedirect(pathname, locales)).toBe(expected);
  });
});

describe('docsVersionsOf', () => {
  const version = (
    name: string,
    path: string,
    isLast: boolean,
  ): DocsGlobalVersion => ({
    name,
    path,
    isLast,
    mainDocId: 'guide/start/index',
    docs: [
      {
        id: 'guide/start/quick-start',
        path: `${path.replace(/\/$/, '')}/guide/start/quick-start`,
      },
      {
        id: 'guide/start/index',
        path: `${path.replace(/\/$/, '')}/guide/start/`,
      },
    ],
  });

  it('makes version paths and homes relative to the English base URL', () => {
    expect(
      docsVersionsOf(
        [version('current', '/next', false), version('1.0', '/', true)],
        '/',
      ),
    ).toEqual({
      versions: [
        {name: 'current', path: 'next', home: 'next/guide/start/'},
        {name: '1.0', path: '', home: 'guide/start/'},
      ],
      defaultVersion: '1.0',
    });
  });

  it('makes them relative to the Chinese base URL', () => {
    expect(
      docsVersionsOf(
        [version('current', '/zh/next', false), version('1.0', '/zh/', true)],
        '/zh/',
      ),
    ).toEqual({
      versions: [
        {name: 'current', path: 'next', home: 'next/guide/start/'},
        {name: '1.0', path: '', home: 'guide/start/'},
      ],
      defaultVersion: '1.0',
    });
  });

  it('handles a site without docs and a version without its main doc', () => {
    expect(docsVersionsOf(undefined, '/')).toEqual({
      versions: [],
      defaultVersion: undefined,
    });
    expect(
      docsVersionsOf(
        [{name: 'current', path: '/', isLast: true, mainDocId: 'x', docs: []}],
        '/',
      ),
    ).toEqual({
      versions: [{name: 'current', path: '', home: ''}],
      defaultVersion: 'current',
    });
  });
});

describe('notFoundMessages', () => {
  const own = {
    'notFound.pageNotFound': 'PAGE NOT FOUND',
    'notFound.takeMeHome': 'Take me home',
  };
  const tables = {
    en: {
      'notFound.pageNotFound': 'PAGE NOT FOUND',
      'notFound.takeMeHome': 'Take me home',
    },
    zh: {
      'notFound.pageNotFound': '页面未找到',
      'notFound.takeMeHome': '返回首页',
    },
  };

  it('keeps the running locale translations for its own pages', () => {
    expect(notFoundMessages(own, 'en', 'en', tables)).toEqual(own);
  });

  it('takes another locale from the tables', () => {
    expect(notFoundMessages(own, 'zh', 'en', tables)).toEqual(tables.zh);
  });

  it('falls back to the running locale for missing, empty or non-string entries', () => {
    expect(notFoundMessages(own, 'zh', 'en', undefined)).toEqual(own);
    expect(notFoundMessages(own, 'fr', 'en', tables)).toEqual(own);
    const broken = {
      zh: {
        'notFound.pageNotFound': ' ',
        'notFound.takeMeHome': 42 as unknown as string,
      },
    };
    expect(notFoundMessages(own, 'zh', 'en', broken)).toEqual(own);
  });
});
