import {
  browserLocale,
  decideLocaleRedirect,
  isBot,
  resolveSetting,
  type LocaleRedirectInput,
} from './localeRedirect';

const site = {
  defaultLocale: 'en',
  locales: [
    {locale: 'en', path: 'en'},
    {locale: 'zh', path: 'zh'},
  ],
};

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const firstVisit: LocaleRedirectInput = {
  setting: 'auto',
  userAgent: CHROME,
  language: 'zh-CN',
  visited: false,
  pathname: '/guide/start/',
  search: '',
  hash: '',
};

describe('decideLocaleRedirect', () => {
  it.each<
    [
      string,
      Partial<LocaleRedirectInput>,
      {markVisited: boolean; target: string | null},
    ]
  >([
    [
      'Chinese browser on an English page',
      {},
      {markVisited: true, target: '/zh/guide/start/'},
    ],
    [
      'keeps query and hash',
      {search: '?a=1', hash: '#x'},
      {markVisited: true, target: '/zh/guide/start/?a=1#x'},
    ],
    [
      'Chinese browser on the English home',
      {pathname: '/'},
      {markVisited: true, target: '/zh/'},
    ],
    [
      'bare language tag',
      {language: 'zh'},
      {markVisited: true, target: '/zh/guide/start/'},
    ],
    [
      'other region, case-insensitive',
      {language: 'ZH-tw'},
      {markVisited: true, target: '/zh/guide/start/'},
    ],
    [
      'English browser on a Chinese page',
      {language: 'en-GB', pathname: '/zh/guide/start/'},
      {markVisited: true, target: '/guide/start/'},
    ],
    [
      'English browser on the Chinese home',
      {language: 'en-US', pathname: '/zh/'},
      {markVisited: true, target: '/'},
    ],
    [
      'same language: flag only',
      {language: 'zh-CN', pathname: '/zh/config/'},
      {markVisited: true, target: null},
    ],
    [
      'English browser on an English page',
      {language: 'en-US'},
      {markVisited: true, target: null},
    ],
    [
      'unconfigured language: flag only',
      {language: 'fr-FR'},
      {markVisited: true, target: null},
    ],
    ['no language', {language: undefined}, {markVisited: true, target: null}],
    ['empty language', {language: ''}, {markVisited: true, target: null}],
    ['second visit', {visited: true}, {markVisited: false, target: null}],
    [
      'storage unavailable',
      {visited: null},
      {markVisited: false, target: null},
    ],
    ['setting never', {setting: 'never'}, {markVisited: false, target: null}],
    [
      'setting unset means auto',
      {setting: undefined},
      {markVisited: true, target: '/zh/guide/start/'},
    ],
    [
      'garbage setting',
      {setting: 'always'},
      {markVisited: false, target: null},
    ],
    [
      'Googlebot',
      {
        userAgent:
          'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      {markVisited: false, target: null},
    ],
    [
      'Baiduspider',
      {userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0)'},
      {markVisited: false, target: null},
    ],
    [
      'Lighthouse',
      {userAgent: `${CHROME} Chrome-Lighthouse`},
      {markVisited: false, target: null},
    ],
    [
      'headless browser',
      {userAgent: CHROME.replace('Chrome/', 'HeadlessChrome/')},
      {markVisited: false, target: null},
    ],
    [
      'no user agent',
      {userAgent: undefined},
      {markVisited: true, target: '/zh/guide/start/'},
    ],
    // The default locale spelled out in the path is still the default locale's page.
    [
      '/en/ prefix',
      {pathname: '/en/guide/'},
      {markVisited: true, target: '/zh/guide/'},
    ],
  ])('%s', (_name, change, expected) => {
    expect(decideLocaleRedirect({...firstVisit, ...change}, site)).toEqual(
      expected,
    );
  });

  it('never loops: the target page with the flag set stays', () => {
    const first = decideLocaleRedirect(firstVisit, site);
    expect(first.markVisited).toBe(true);
    expect(
      decideLocaleRedirect(
        {...firstVisit, pathname: first.target!, visited: true},
        site,
      ).target,
    ).toBeNull();
    // Even without the flag, the target page is already in the browser language.
    expect(
      decideLocaleRedirect({...firstVisit, pathname: first.target!}, site)
        .target,
    ).toBeNull();
  });
});

describe('isBot', () => {
  it.each([
    ['Googlebot/2.1', true],
    ['bingbot/2.0', true],
    ['Bingpreview/1.0b', true],
    ['Slurp', true],
    ['facebookexternalhit/1.1', true],
    ['DuckDuckBot', true],
    ['YandexSpider', true],
    ['Mozilla/5.0 (compatible; SemrushCrawler)', true],
    ['HeadlessChrome/126.0.0.0', true],
    [CHROME, false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      false,
    ],
    ['', false],
    [undefined, false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });

  it.each([
    'GOOGLEBOT/2.1',
    'googlebot/2.1',
    'Mozilla/5.0 (compatible; BINGPREVIEW)',
  ])('matches %s whatever the case', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });
});

describe('resolveSetting', () => {
  it.each([
    [undefined, 'auto'],
    ['auto', 'auto'],
    ['never', 'never'],
    ['AUTO', 'never'],
    [true, 'never'],
    [null, 'never'],
  ])('%j → %s', (value, expected) => {
    expect(resolveSetting(value)).toBe(expected);
  });
});

describe('browserLocale', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['fr', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (language, expected) => {
    expect(browserLocale(language, site)).toBe(expected);
  });
});
