import {cardPathOf, sectionKeyOf} from './socialCard';

describe('sectionKeyOf', () => {
  it.each([
    ['guide', 'guide'],
    ['config', 'config'],
    ['api', 'api'],
    ['framework', 'framework'],
    // A doc in no sidebar, or in one that is not a section.
    [undefined, 'docs'],
    [null, 'docs'],
    ['blog', 'docs'],
    ['docs', 'docs'],
    ['other', 'docs'],
  ] as const)('sidebar %j → %s', (sidebar, key) => {
    expect(sectionKeyOf(sidebar)).toBe(key);
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
});
