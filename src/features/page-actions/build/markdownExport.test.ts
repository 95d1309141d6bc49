/**
 * @jest-environment node
 */
import {buildLlmsTxt, docLinkUrl, markdownPathOf} from './markdownExport';

describe('markdownPathOf', () => {
  it.each([
    ['/guide/start/quick-start', 'guide/start/quick-start.md'],
    ['/config/', 'config.md'],
    ['/', 'index.md'],
  ])('%s → %s', (permalink, file) => {
    expect(markdownPathOf(permalink)).toBe(file);
  });
});

describe('buildLlmsTxt', () => {
  it('lists docs per section with absolute URLs', () => {
    expect(
      buildLlmsTxt({
        title: 'Rslib',
        summary: 'Library tool.',
        siteUrl: 'https://rslib.rs/',
        sections: [
          {
            name: 'Guide',
            docs: [
              {
                title: 'CLI',
                description: 'Commands.',
                path: 'guide/basic/cli.md',
              },
            ],
          },
        ],
      }),
    ).toBe(
      '# Rslib\n\n> Library tool.\n\n## Guide\n\n- [CLI](https://rslib.rs/guide/basic/cli.md): Commands.\n',
    );
  });
  it('links the single-file version under the summary', () => {
    expect(
      buildLlmsTxt({
        title: 'Rslib',
        summary: 'Library tool.',
        siteUrl: 'https://rslib.rs/zh/',
        fullTextUrl: 'https://rslib.rs/zh/llms-full.txt',
        sections: [
          {
            name: 'Guide',
            docs: [{title: 'CLI', path: 'guide/basic/cli.md'}],
          },
        ],
      }),
    ).toBe(
      '# Rslib\n\n> Library tool.\n\nEvery page below in one Markdown file: [llms-full.txt](https://rslib.rs/zh/llms-full.txt)\n\n## Guide\n\n- [CLI](https://rslib.rs/zh/guide/basic/cli.md)\n',
    );
  });
});

describe('docLinkUrl', () => {
  const routes: Record<string, string> = {
    'guide/basic/cli.mdx': '/guide/basic/cli',
    'guide/start/index.mdx': '/guide/start/',
  };
  const url = (target: string, baseUrl = '/zh/') =>
    docLinkUrl(
      target,
      'guide/start/quick-start.mdx',
      baseUrl,
      (file) => routes[file],
    );

  it('points relative doc links at the Markdown copies, keeping anchors and the locale base', () => {
    expect(url('../basic/cli.mdx#rslib-build')).toBe(
      '/zh/guide/basic/cli.md#rslib-build',
    );
    expect(url('./index.mdx', '/')).toBe('/guide/start.md');
    expect(url('features.md')).toBe('/zh/guide/start/features.md');
  });

  it('uses the file path for a doc the docs plugin did not load', () => {
    expect(url('../advanced/css.mdx')).toBe('/zh/guide/advanced/css.md');
  });

  it('leaves other links as written', () => {
    for (const target of [
      'https://rsbuild.rs/guide/start/index.md',
      '/guide/basic/cli.mdx',
      '#anchor',
      './image.png',
      '../../../outside.mdx',
    ]) {
      expect(url(target)).toBeUndefined();
    }
  });
});
