import {
  buildLlmsFullTxt,
  orderByIds,
  PAGE_SEPARATOR,
  sidebarDocOrder,
  type SidebarItemLike,
} from './llmsFull';

describe('sidebarDocOrder', () => {
  const sidebars: Record<string, SidebarItemLike[]> = {
    api: [{type: 'doc', id: 'api/start/index'}],
    guide: [
      {
        type: 'category',
        link: {type: 'doc', id: 'guide/start/index'},
        items: [
          {type: 'doc', id: 'guide/start/quick-start'},
          {type: 'link'},
          {
            type: 'category',
            link: {type: 'generated-index'},
            items: [{type: 'ref', id: 'guide/start/index'}],
          },
        ],
      },
      {type: 'doc', id: 'guide/basic/cli'},
    ],
    config: [{type: 'doc', id: 'config/index'}],
    extra: [{type: 'doc', id: 'extra/page'}],
  };

  it('walks the preferred sidebars in order, then the others, each doc once', () => {
    expect(sidebarDocOrder(sidebars, ['guide', 'config', 'api'])).toEqual([
      'guide/start/index',
      'guide/start/quick-start',
      'guide/basic/cli',
      'config/index',
      'api/start/index',
      'extra/page',
    ]);
  });

  it('skips preferred names that are not sidebars', () => {
    expect(sidebarDocOrder({api: sidebars.api}, ['guide', 'api'])).toEqual([
      'api/start/index',
    ]);
  });
});

test('orderByIds puts listed ids first and keeps the rest in order', () => {
  const pages = [{id: 'c'}, {id: 'x'}, {id: 'a'}, {id: 'y'}, {id: 'b'}];
  expect(orderByIds(pages, ['a', 'b', 'c']).map((p) => p.id)).toEqual([
    'a',
    'b',
    'c',
    'x',
    'y',
  ]);
});

describe('buildLlmsFullTxt', () => {
  const text = buildLlmsFullTxt({
    title: 'Rslib',
    summary: 'Create JavaScript libraries',
    llmsTxtUrl: 'https://rslib.rs/llms.txt',
    pages: [
      {
        title: 'Quick Start',
        url: 'https://rslib.rs/guide/start/quick-start',
        body: 'Build a library.\n\n## Install\n\nnpm i\n',
      },
      {
        title: 'Rslib 1.0',
        url: 'https://rslib.rs/blog/rslib-1-0',
        body: 'No title line here.\n',
      },
    ],
  });

  it('opens with the site title, summary and the llms.txt link', () => {
    expect(
      text.startsWith('# Rslib\n\n> Create JavaScript libraries\n\n'),
    ).toBe(true);
    expect(text).toContain('Index of pages: https://rslib.rs/llms.txt');
  });

  it('starts every page with its title and URL, once, separated by ---', () => {
    const parts = text.trimEnd().split(PAGE_SEPARATOR);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toBe(
      '# Quick Start\n\nSource: https://rslib.rs/guide/start/quick-start\n\nBuild a library.\n\n## Install\n\nnpm i',
    );
    expect(parts[2]).toBe(
      '# Rslib 1.0\n\nSource: https://rslib.rs/blog/rslib-1-0\n\nNo title line here.',
    );
    expect(text.match(/^# Quick Start$/gm)).toHaveLength(1);
  });
});
