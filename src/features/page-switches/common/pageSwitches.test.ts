import {
  QUERY_HIDE_ATTRIBUTE,
  QUERY_HIDE_SCRIPT,
  frontMatterHideClassNames,
  globalUIEnabled,
  partsHiddenByFrontMatter,
  partsHiddenByQuery,
  resolvePageType,
} from './pageSwitches';

describe('partsHiddenByQuery', () => {
  it.each([
    ['', []],
    ['?navbar=0', ['navbar']],
    ['navbar=0', ['navbar']],
    [
      '?navbar=0&sidebar=0&outline=0&footer=0',
      ['navbar', 'sidebar', 'outline', 'footer'],
    ],
    ['?footer=0&navbar=0', ['navbar', 'footer']],
    ['?navbar=1&sidebar=false&outline=&footer=00', []],
    ['?navbar', []],
    ['?NAVBAR=0', []],
    ['?outline=0&outline=1', ['outline']],
    ['?%E0%A4%A=0&sidebar=0', ['sidebar']],
    ['?globalUIComponents=0', []],
  ] as const)('%j → %j', (search, expected) => {
    expect(partsHiddenByQuery(search)).toEqual(expected);
  });
});

describe('partsHiddenByFrontMatter', () => {
  it.each([
    [undefined, []],
    [{}, []],
    [{navbar: false}, ['navbar']],
    [
      {navbar: false, footer: false, outline: false, sidebar: false},
      ['navbar', 'sidebar', 'outline', 'footer'],
    ],
    [{navbar: 'false', sidebar: 0, outline: null, footer: true}, []],
    [{pageType: 'doc'}, []],
    [{pageType: 'custom'}, ['sidebar', 'outline']],
    [{pageType: 'custom', footer: false}, ['sidebar', 'outline', 'footer']],
    [{pageType: 'blank'}, ['navbar', 'sidebar', 'outline', 'footer']],
    [{pageType: 'home'}, []],
    [{pageType: 42}, []],
  ] as const)('%j → %j', (frontMatter, expected) => {
    expect(partsHiddenByFrontMatter(frontMatter)).toEqual(expected);
  });
});

describe('resolvePageType', () => {
  it.each([
    [undefined, 'doc'],
    [{pageType: 'custom'}, 'custom'],
    [{pageType: 'blank'}, 'blank'],
    [{pageType: 'Blank'}, 'doc'],
    [{pageType: '404'}, 'doc'],
  ] as const)('%j → %s', (frontMatter, expected) => {
    expect(resolvePageType(frontMatter)).toBe(expected);
  });
});

describe('globalUIEnabled', () => {
  it.each([
    [{}, '', true],
    [{}, '?globalUIComponents=0', false],
    [{}, '?globalUIComponents=1', true],
    [{globalUIComponents: false}, '', false],
    [{globalUIComponents: 'false'}, '', true],
    [{globalUIComponents: true}, '?globalUIComponents=0', false],
    [undefined, '?navbar=0', true],
  ] as const)('%j %j → %s', (frontMatter, search, expected) => {
    expect(globalUIEnabled(frontMatter, search)).toBe(expected);
  });
});

describe('frontMatterHideClassNames', () => {
  it('lists one class per hidden part', () => {
    expect(frontMatterHideClassNames({pageType: 'custom', navbar: false})).toBe(
      'rslib-hide-navbar rslib-hide-sidebar rslib-hide-outline',
    );
    expect(frontMatterHideClassNames({})).toBe('');
  });
});

describe('QUERY_HIDE_SCRIPT', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(QUERY_HIDE_ATTRIBUTE);
    window.history.replaceState(null, '', '/');
  });

  it.each([
    '',
    '?navbar=0',
    '?sidebar=0&footer=0',
    '?navbar=0&sidebar=0&outline=0&footer=0',
    '?outline=1',
    '?x=%zz',
  ])('sets the same parts as partsHiddenByQuery for %j', (search) => {
    window.history.replaceState(null, '', `/guide/start/${search}`);
    new Function(QUERY_HIDE_SCRIPT)();
    const expected = partsHiddenByQuery(search).join(' ');
    expect(document.documentElement.getAttribute(QUERY_HIDE_ATTRIBUTE)).toBe(
      expected === '' ? null : expected,
    );
  });
});
