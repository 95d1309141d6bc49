import {
  activeBaseRegex,
  docsVersionCount,
  navbarSurface,
  nextNavbarHidden,
  shouldCloseMobileMenuOnResize,
  shouldShowNavbarItem,
  splitNavItems,
  toDocusaurusNavItem,
} from './navbar';
import {NAV_ITEMS} from '@site/src/features/navbar/data/nav';

describe('navbarSurface (transparent below 100 px)', () => {
  it.each([
    [0, 'transparent'],
    [50, 'transparent'],
    [99, 'transparent'],
    [99.5, 'transparent'],
    [100, 'solid'],
    [150, 'solid'],
    [5000, 'solid'],
  ] as const)('%p px → %s', (y, surface) => {
    expect(navbarSurface(y)).toBe(surface);
  });
});

describe('nextNavbarHidden (hideNavbar option)', () => {
  it.each([
    // mode, lastY, y, hidden before, hidden after
    ['never', 0, 500, false, false],
    ['never', 500, 100, true, false],
    ['always', 0, 0, false, true],
    ['always', 500, 100, false, true],
    ['auto', 100, 300, false, true], // scrolling down
    ['auto', 300, 100, true, false], // scrolling up
    ['auto', 0, 300, false, false], // first move from the top keeps it
    ['auto', 300, 0, true, false], // back at the top
    ['auto', 300, 300, true, true], // no move: unchanged
    ['auto', 300, 300, false, false],
  ] as const)(
    '%s from %p to %p (hidden %p) → %p',
    (mode, lastY, y, hidden, expected) => {
      expect(nextNavbarHidden(mode, {lastY, y, hidden})).toBe(expected);
    },
  );
});

describe('activeMatch (the item stays active under its section)', () => {
  it('builds an anchored regex with an optional locale prefix', () => {
    expect(activeBaseRegex('/guide/', ['zh'])).toBe('^(?:/(?:zh))?(?:/guide/)');
    expect(activeBaseRegex('/guide/', [])).toBe('^(?:/guide/)');
  });

  it.each([
    ['/guide/start/', '/guide/', true],
    ['/guide/basic/cli', '/guide/', true],
    ['/zh/guide/start/quick-start', '/guide/', true],
    ['/guide', '/guide/', false],
    ['/guidelines/', '/guide/', false],
    ['/config/', '/guide/', false],
    ['/config/lib/format', '/config/', true],
    ['/zh/config/', '/config/', true],
    ['/api/javascript-api/core', '/api/', true],
    ['/zh/api/javascript-api/types', '/api/', true],
    ['/framework/api/', '/api/', false],
    ['/fr/guide/', '/guide/', false],
  ])('%s is active for %s: %p', (pathname, activeMatch, expected) => {
    expect(
      new RegExp(activeBaseRegex(activeMatch, ['zh'])).test(pathname),
    ).toBe(expected);
  });

  it('turns the nav items (Guide, Config, API) into Docusaurus items, right by default', () => {
    expect(NAV_ITEMS.map((item) => toDocusaurusNavItem(item, ['zh']))).toEqual([
      {
        label: 'Guide',
        to: '/guide/start/',
        position: 'right',
        activeBaseRegex: '^(?:/(?:zh))?(?:/guide/)',
      },
      {
        label: 'Config',
        to: '/config/',
        position: 'right',
        activeBaseRegex: '^(?:/(?:zh))?(?:/config/)',
      },
      {
        label: 'API',
        to: '/api/javascript-api/core',
        position: 'right',
        activeBaseRegex: '^(?:/(?:zh))?(?:/api/)',
      },
      {
        label: 'Blog',
        to: '/blog',
        position: 'right',
        activeBaseRegex: '^(?:/(?:zh))?(?:/blog)',
      },
    ]);
    expect(
      toDocusaurusNavItem({text: 'Blog', link: '/blog', position: 'left'}, [
        'zh',
      ]),
    ).toEqual({
      label: 'Blog',
      to: '/blog',
      position: 'left',
    });
  });
});

describe('splitNavItems (default position right)', () => {
  it('keeps order and sends items without position right', () => {
    const items = [
      {id: 1, position: 'left' as const},
      {id: 2},
      {id: 3, position: 'right' as const},
      {id: 4, position: 'left' as const},
    ];
    const {left, right} = splitNavItems(items);
    expect(left.map((item) => item.id)).toEqual([1, 4]);
    expect(right.map((item) => item.id)).toEqual([2, 3]);
  });
});

describe('shouldShowNavbarItem (language / version menus)', () => {
  it.each([
    ['localeDropdown', 1, 1, false],
    ['localeDropdown', 2, 1, true],
    ['docsVersionDropdown', 2, 1, false],
    ['docsVersionDropdown', 1, 2, true],
    ['docsVersionDropdown', 2, 0, false],
    ['search', 1, 1, true],
    [undefined, 1, 1, true],
  ] as const)(
    '%s with %p locales and %p versions → %p',
    (type, locales, versions, expected) => {
      expect(shouldShowNavbarItem(type, {locales, versions})).toBe(expected);
    },
  );

  it('hides the version menu on a page that is no doc, even with two versions', () => {
    expect(
      shouldShowNavbarItem('docsVersionDropdown', {
        locales: 2,
        versions: 2,
        onDocPage: false,
      }),
    ).toBe(false);
    expect(
      shouldShowNavbarItem('localeDropdown', {
        locales: 2,
        versions: 2,
        onDocPage: false,
      }),
    ).toBe(true);
  });
});

describe('docsVersionCount', () => {
  it.each([
    [
      {
        'docusaurus-plugin-content-docs': {
          default: {versions: [{name: 'current'}]},
        },
      },
      1,
    ],
    [
      {
        'docusaurus-plugin-content-docs': {
          default: {versions: [{name: 'current'}, {name: '1.0'}]},
        },
      },
      2,
    ],
    [
      {
        'docusaurus-plugin-content-docs': {
          default: {versions: [1]},
          other: {versions: [1, 2, 3]},
        },
      },
      3,
    ],
    [{'docusaurus-plugin-content-docs': {default: {versions: 'garbage'}}}, 0],
    [{'docusaurus-plugin-content-docs': null}, 0],
    [{}, 0],
    [null, 0],
    [undefined, 0],
  ])('%j → %p', (data, count) => {
    expect(docsVersionCount(data)).toBe(count);
  });
});

describe('shouldCloseMobileMenuOnResize (closes at 768 px or more)', () => {
  it.each([
    [375, 768, true],
    [800, 1280, true],
    [700, 767, false],
    [800, 800, false], // height-only resize
    [1280, 800, false], // shrinking
  ])('%p → %p px closes: %p', (before, after, expected) => {
    expect(shouldCloseMobileMenuOnResize(before, after)).toBe(expected);
  });
});
