import {
  buildOverviewGroups,
  filterOverviewGroups,
  normalizeFilterText,
  stripBaseUrl,
  type OverviewSidebarItem,
} from './overview';

const sidebar: OverviewSidebarItem[] = [
  {type: 'link', label: 'Config Overview', href: '/config/'},
  {
    type: 'category',
    label: 'lib',
    href: '/config/lib/',
    items: [
      {
        type: 'link',
        label: 'lib.autoExtension',
        href: '/config/lib/auto-extension',
      },
      {
        type: 'link',
        label: 'lib.autoExternal',
        href: '/config/lib/auto-external',
      },
      {type: 'link', label: 'lib.dts', href: '/config/lib/dts'},
    ],
  },
  {
    type: 'category',
    label: 'Rsbuild',
    items: [{type: 'link', label: 'output', href: '/config/rsbuild/output'}],
  },
  {type: 'link', label: 'Standalone page', href: '/config/standalone'},
  {type: 'html', value: '<hr>'},
];
const headings = {
  '/config/lib/dts': [
    {text: 'lib.dts.bundle', id: 'lib-dts-bundle', depth: 2},
    {text: 'lib.dts.distPath', id: 'lib-dts-distpath', depth: 2},
    {text: 'Deep', id: 'deep', depth: 3},
  ],
  '/config/rsbuild/output': [
    {text: 'output.target', id: 'output-target', depth: 2},
  ],
};
const groups = buildOverviewGroups(sidebar, headings, {
  baseUrl: '/',
  othersTitle: 'Others',
  excludeHref: '/config/',
});

describe('buildOverviewGroups', () => {
  it('makes a group per category, puts loose pages under Others and skips the overview page', () => {
    expect(groups.map((g) => [g.name, g.items.map((i) => i.link)])).toEqual([
      [
        'lib',
        [
          '/config/lib/',
          '/config/lib/auto-extension',
          '/config/lib/auto-external',
          '/config/lib/dts',
        ],
      ],
      ['Rsbuild', ['/config/rsbuild/output']],
      ['Others', ['/config/standalone']],
    ]);
  });
  it('lists headings of depth 2 by default', () => {
    const dts = groups[0].items.find((i) => i.link === '/config/lib/dts');
    expect(dts?.headers.map((h) => h.id)).toEqual([
      'lib-dts-bundle',
      'lib-dts-distpath',
    ]);
  });
  it('strips the locale base from links', () => {
    const zh = buildOverviewGroups(
      [{type: 'link', label: 'x', href: '/zh/config/lib/dts'}],
      headings,
      {
        baseUrl: '/zh/',
        othersTitle: '其他',
      },
    );
    expect(zh).toEqual([
      {
        name: '其他',
        items: [
          {
            text: 'x',
            link: '/config/lib/dts',
            headers: headings['/config/lib/dts'].slice(0, 2),
          },
        ],
      },
    ]);
  });
});

describe('filterOverviewGroups', () => {
  const links = (query: string) =>
    filterOverviewGroups(groups, query).flatMap((g) =>
      g.items.map((i) => i.link),
    );
  it.each([
    ['auto-ext', ['/config/lib/auto-extension', '/config/lib/auto-external']],
    ['AUTO EXT', ['/config/lib/auto-extension', '/config/lib/auto-external']],
    ['autoext', ['/config/lib/auto-extension', '/config/lib/auto-external']],
    ['auto-extension', ['/config/lib/auto-extension']],
    ['rsbuild', ['/config/rsbuild/output']],
    ['output.target', ['/config/rsbuild/output']],
    ['zzzz', []],
  ])('%s → %j', (query, expected) => {
    expect(links(query)).toEqual(expected);
  });
  it('keeps only the matching headings when just a heading matches', () => {
    const [group] = filterOverviewGroups(groups, 'dist-path');
    expect(group.items).toEqual([
      {
        text: 'lib.dts',
        link: '/config/lib/dts',
        headers: [headings['/config/lib/dts'][1]],
      },
    ]);
  });
  it('keeps a whole group when its name matches', () => {
    expect(filterOverviewGroups(groups, 'LIB')[0]).toBe(groups[0]);
  });
  it('returns everything for a blank query', () => {
    expect(filterOverviewGroups(groups, '   ')).toEqual(groups);
  });
});

describe('helpers', () => {
  it('normalizes case, hyphens and camelCase', () => {
    expect(normalizeFilterText('lib.autoExtension')).toBe('lib.auto extension');
    expect(normalizeFilterText('Auto-External')).toBe('auto external');
  });
  it('strips only a real base', () => {
    expect(stripBaseUrl('/zh/config/', '/zh/')).toBe('/config/');
    expect(stripBaseUrl('/config/', '/')).toBe('/config/');
  });
});
