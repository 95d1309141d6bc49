import {
  buildLlmsTxt,
  markdownPathOf,
  mdxToMarkdown,
  rewriteDocLinks,
  splitFences,
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

  it.each([
    [
      '```ts title="rslib.config.ts" noCheck="needs the plugin\'s own types"',
      '```ts title="rslib.config.ts"',
    ],
    [
      '```js noCheck=\'excerpt of a larger file\' title="rslib.config.js"',
      '```js title="rslib.config.js"',
    ],
  ])(
    'drops the noCheck attribute of the type check: %s',
    (opening, expected) => {
      const rest = '\nconst noCheck = "x";\n```';
      expect(withoutHighlights(opening + rest)).toBe(expected + rest);
    },
  );

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

describe('tabs in the Markdown copy', () => {
  it('puts every panel under its label in bold', () => {
    const markdown = mdxToMarkdown(
      [
        '<Tabs>',
        '<TabItem value="pnpm" label="pnpm">',
        '',
        'Use `pnpm-workspace.yaml`.',
        '',
        '</TabItem>',
        '<TabItem value="npm">',
        '',
        'Use `workspaces`.',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
      'Monorepo',
    );
    expect(markdown).toBe(
      '# Monorepo\n\n**pnpm**\n\nUse `pnpm-workspace.yaml`.\n\n**npm**\n\nUse `workspaces`.\n',
    );
  });
});

describe('splitFences', () => {
  it('keeps every character and alternates prose and fences', () => {
    const text = 'a\n```ts\nx\n```\nb\n~~~\ny\n~~~\n';
    const segments = splitFences(text);
    expect(segments).toEqual([
      'a\n',
      '```ts\nx\n```\n',
      'b\n',
      '~~~\ny\n~~~\n',
      '',
    ]);
    expect(segments.join('')).toBe(text);
  });
  it('closes a four-backtick fence only at four or more backticks', () => {
    const text = 'p\n````mdx\n```tsx\n<Tag />\n```\n<API />\n````\nq <Steps>\n';
    expect(splitFences(text)).toEqual([
      'p\n',
      '````mdx\n```tsx\n<Tag />\n```\n<API />\n````\n',
      'q <Steps>\n',
    ]);
  });
  it('runs an unclosed fence to the end and ignores inline code', () => {
    expect(splitFences('```js `x` y\n```\nz\n```\nw')).toEqual([
      '```js `x` y\n',
      '```\nz\n```\n',
      'w',
    ]);
    expect(splitFences('a\n```\nb\n')).toEqual(['a\n', '```\nb\n']);
  });
  it('transforms the prose after a nested fence', () => {
    const markdown = mdxToMarkdown(
      '````md\n```ts\na\n```\n## In code {#kept}\n````\n\n## After {#after}\n',
      'T',
    );
    expect(markdown).toBe(
      '# T\n\n````md\n```ts\na\n```\n## In code {#kept}\n````\n\n## After\n',
    );
  });
});
