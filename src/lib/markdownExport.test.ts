import {
  buildLlmsTxt,
  markdownPathOf,
  mdxToMarkdown,
  rewriteDocLinks,
  withoutHighlights,
} from './markdownExport';

const body = `import ESM from '@site/docs/guide/start/components/ESM.mdx';

# Quick Start

<SourceCode href="https://github.com/web-infra-dev/rslib/blob/main/x.ts" />

<Steps>

### Install {#install}

<PackageManagerTabs command="npm install -D @rslib/core" />

</Steps>

<ESM />
`;

describe('mdxToMarkdown', () => {
  const out = mdxToMarkdown(body, 'Quick Start', (p) =>
    p.endsWith('ESM.mdx') ? 'ESM uses `import`.\n' : undefined,
  );
  it('replaces components by Markdown and strips ids and imports', () => {
    expect(out).toBe(
      '# Quick Start\n\n[Source](https://github.com/web-infra-dev/rslib/blob/main/x.ts)\n\n### Install\n\n```bash\nnpm install -D @rslib/core\n```\n\nESM uses `import`.\n',
    );
  });
  it('leaves fenced code alone', () => {
    const source =
      '# T\n\n```ts\nimport Foo from "foo";\n## not a heading {#x}\n```\n';
    expect(mdxToMarkdown(source, 'T')).toBe(source);
  });
  it('adds the title when the page has no H1', () => {
    expect(mdxToMarkdown('Text.\n', 'CJS')).toBe('# CJS\n\nText.\n');
  });
});

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
});

describe('rewriteDocLinks', () => {
  it('points relative doc links at the Markdown copies, keeping anchors and the locale base', () => {
    const md =
      'See [CLI](../basic/cli.mdx#rslib-build), [intro](./index.mdx) and [web](https://rsbuild.rs/).';
    expect(
      rewriteDocLinks(
        md,
        'guide/start/quick-start.mdx',
        '/zh/',
        (file) =>
          ({
            'guide/basic/cli.mdx': '/guide/basic/cli',
            'guide/start/index.mdx': '/guide/start/',
          })[file] ?? '/missing',
      ),
    ).toBe(
      'See [CLI](/zh/guide/basic/cli.md#rslib-build), [intro](/zh/guide/start.md) and [web](https://rsbuild.rs/).',
    );
  });
});

describe('withoutHighlights', () => {
  it.each([
    ['```ts twoslash title="rslib.config.ts"', '```ts title="rslib.config.ts"'],
    ['```ts title="a.ts" twoslash', '```ts title="a.ts"'],
    ['```ts title="twoslash.ts"', '```ts title="twoslash.ts"'],
  ])('drops the twoslash word: %s', (opening, expected) => {
    const rest = '\nconst a = 1;\n```';
    expect(withoutHighlights(opening + rest)).toBe(expected + rest);
  });

  it('drops highlight annotations and keeps added/removed markers', () => {
    const fence = [
      '```ts title="rslib.config.ts"',
      'export default {',
      '  // highlight-start',
      "  format: 'esm',",
      '  // highlight-end',
      '  bundle: false, // [!code highlight]',
      "  syntax: 'es2022', // [!code --]",
      '```',
    ].join('\n');
    expect(withoutHighlights(fence)).toBe(
      [
        '```ts title="rslib.config.ts"',
        'export default {',
        "  format: 'esm',",
        '  bundle: false,',
        "  syntax: 'es2022', // [!code --]",
        '```',
      ].join('\n'),
    );
  });
});

describe('file trees in the Markdown copy', () => {
  it('keeps the nested list and drops the tag', () => {
    const markdown = mdxToMarkdown(
      '<FileTree>\n\n- dist\n  - index.js _entry_\n\n</FileTree>\n',
      'Output',
    );
    expect(markdown).toBe('# Output\n\n- dist\n  - index.js _entry_\n');
  });
});
