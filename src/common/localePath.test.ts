import {
  localeSiteOf,
  localizePath,
  pathSegments,
  splitLocale,
  type LocaleSite,
} from './localePath';

const site: LocaleSite = {
  defaultLocale: 'en',
  locales: [
    {locale: 'en', path: 'en'},
    {locale: 'zh', path: 'zh'},
  ],
};

describe('pathSegments', () => {
  it.each([
    ['/', []],
    ['', []],
    ['/zh/guide/', ['zh', 'guide']],
    ['//a//b', ['a', 'b']],
  ])('%j → %j', (pathname, segments) => {
    expect(pathSegments(pathname)).toEqual(segments);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', {locale: 'en', explicit: false, rest: '/'}],
    ['/guide/start/', {locale: 'en', explicit: false, rest: '/guide/start/'}],
    ['/zh/', {locale: 'zh', explicit: true, rest: '/'}],
    ['/zh', {locale: 'zh', explicit: true, rest: '/'}],
    [
      '/zh/guide/start/quick-start',
      {locale: 'zh', explicit: true, rest: '/guide/start/quick-start'},
    ],
    ['/en/guide/start/', {locale: 'en', explicit: true, rest: '/guide/start/'}],
    ['zh/guide', {locale: 'zh', explicit: true, rest: '/guide'}],
    // Only an exact first segment names a locale.
    ['/zhx/guide', {locale: 'en', explicit: false, rest: '/zhx/guide'}],
    ['/ZH/guide', {locale: 'en', explicit: false, rest: '/ZH/guide'}],
    ['/guide/zh/', {locale: 'en', explicit: false, rest: '/guide/zh/'}],
  ])('%s', (pathname, expected) => {
    expect(splitLocale(pathname, site)).toEqual(expected);
  });
});

describe('localizePath', () => {
  it.each([
    ['/guide/', 'en', '/guide/'],
    ['/guide/', 'zh', '/zh/guide/'],
    ['/', 'zh', '/zh/'],
    ['guide', 'zh', '/zh/guide'],
    ['/guide/', 'fr', '/guide/'],
  ])('%s in %s → %s', (rest, locale, expected) => {
    expect(localizePath(rest, locale, site)).toBe(expected);
  });
});

describe('localeSiteOf', () => {
  it('uses each locale config path, the id when none is given', () => {
    expect(
      localeSiteOf({
        defaultLocale: 'en',
        locales: ['en', 'zh', 'fr'],
        localeConfigs: {en: {path: 'en'}, zh: {path: 'cn'}},
      }),
    ).toEqual({
      defaultLocale: 'en',
      locales: [
        {locale: 'en', path: 'en'},
        {locale: 'zh', path: 'cn'},
        {locale: 'fr', path: 'fr'},
      ],
    });
  });
});
