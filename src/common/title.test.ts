import {formatPageTitle, joinTitle} from './title';

describe('joinTitle', () => {
  it.each([
    ['Quick Start', 'Rslib', 'Quick Start - Rslib'],
    ['Quick Start', '- Rsbuild', 'Quick Start - Rsbuild'],
    ['Quick Start', '| Rspack', 'Quick Start | Rspack'],
    ['Quick Start', '|Rspack', 'Quick Start |Rspack'],
    ['Quick Start', '-Rspack', 'Quick Start -Rspack'],
    ['  Quick Start  ', '  Rslib ', 'Quick Start - Rslib'],
    ['Quick Start', 'Rslib | docs', 'Quick Start - Rslib | docs'],
    ['Quick Start', '', 'Quick Start'],
    ['Quick Start', undefined, 'Quick Start'],
    ['', 'Rslib', 'Rslib'],
    [undefined, undefined, ''],
  ])('%j + %j → %j', (title, suffix, expected) => {
    expect(joinTitle(title, suffix)).toBe(expected);
  });
});

describe('formatPageTitle', () => {
  it.each([
    [{title: 'CLI', siteTitle: 'Rslib'}, 'CLI - Rslib'],
    [
      {
        pageType: 'doc',
        title: 'CLI',
        siteTitle: 'Rslib',
        titleSuffix: '| Rsbuild',
      },
      'CLI | Rsbuild',
    ],
    [
      {
        pageType: 'doc',
        title: 'CLI',
        siteTitle: 'Rslib',
        titleSuffix: 'Library tool',
      },
      'CLI - Library tool',
    ],
    [
      {pageType: 'doc', title: 'CLI', siteTitle: 'Rslib', titleSuffix: '   '},
      'CLI - Rslib',
    ],
    [
      {pageType: 'doc', title: 'CLI', siteTitle: 'Rslib', titleSuffix: 42},
      'CLI - Rslib',
    ],
    [
      {pageType: 'doc', title: 'CLI', siteTitle: 'Rslib', titleSuffix: ['x']},
      'CLI - Rslib',
    ],
    [{pageType: 'doc', title: '', siteTitle: 'Rslib'}, 'Rslib'],
    [
      {pageType: 'doc', title: '<script>alert(1)</script>', siteTitle: 'Rslib'},
      '<script>alert(1)</script> - Rslib',
    ],
    [{pageType: 'home', title: 'Home', siteTitle: 'Rslib'}, 'Rslib'],
    [
      {pageType: 'home', siteTitle: 'Rslib', titleSuffix: '| Library tool'},
      'Rslib | Library tool',
    ],
    [
      {pageType: '404', title: 'Page Not Found', siteTitle: 'Rslib'},
      '404 - Rslib',
    ],
  ] as const)('%j → %j', (input, expected) => {
    expect(formatPageTitle(input)).toBe(expected);
  });
});
