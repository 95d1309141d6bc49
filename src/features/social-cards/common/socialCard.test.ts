import {cardPathOf, sectionKeyOf} from './socialCard';

describe('sectionKeyOf', () => {
  it.each([
    [{sidebar: 'guide', route: '/guide/start/quick-start'}, 'guide'],
    [{sidebar: 'config', route: '/zh/config/lib/format'}, 'config'],
    [{sidebar: 'api', route: '/api/javascript-api/core'}, 'api'],
    [{sidebar: 'framework', route: '/framework/vue'}, 'framework'],
    // No sidebar: the first route segment that names a section.
    [{route: '/zh/guide/faq/general'}, 'guide'],
    [{sidebar: null, route: '/next/config/'}, 'config'],
    [{sidebar: 'other', route: '/1.0/api/x'}, 'api'],
    [{route: '/blog/rslib-1-0'}, 'blog'],
    [{route: '/zh/misc/page'}, 'docs'],
    [{sidebar: 'unknown', route: '/'}, 'docs'],
  ] as const)('%j → %s', (page, key) => {
    expect(sectionKeyOf(page)).toBe(key);
  });
});

describe('cardPathOf', () => {
  it.each([
    ['/guide/start/quick-start', '/', '/img/cards/guide/start/quick-start.png'],
    ['/config/', '/', '/img/cards/config/index.png'],
    ['/', '/', '/img/cards/index.png'],
    ['/zh/guide/start/', '/zh/', '/zh/img/cards/guide/start/index.png'],
    ['/zh/blog/rslib-1-0', '/zh/', '/zh/img/cards/blog/rslib-1-0.png'],
    [
      '/next/api/javascript-api/core',
      '/',
      '/img/cards/next/api/javascript-api/core.png',
    ],
  ])('%s (base %s) → %s', (permalink, baseUrl, expected) => {
    expect(cardPathOf(permalink, baseUrl)).toBe(expected);
  });

  it('refuses a permalink outside the base URL', () => {
    expect(() => cardPathOf('/guide/x', '/zh/')).toThrow(
      'Social card: permalink /guide/x is outside the base URL /zh/.',
    );
  });
});
