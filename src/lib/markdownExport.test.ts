import {permalinkOfDocFile} from './headings';
import {
  buildLlmsTxt,
  markdownPathOf,
  mdxToMarkdown,
  readDocMeta,
  rewriteDocLinks,
} from './markdownExport';

const doc = `---
title: Quick Start
description: "Create a library."
---

import ESM from '@site/docs/guide/start/components/ESM.mdx';

# Quick Start

<SourceCode href="https://github.com/web-infra-dev/rslib/blob/main/x.ts" />

<Steps>

### Install {#install}

<PackageManagerTabs command="npm install -D @rslib/core" />

</Steps>

<ESM />
`;

describe('readDocMeta', () => {
  it('reads title and description, unquoted', () => {
    expect(readDocMeta(doc)).toEqual({
      title: 'Quick Start',
      description: 'Create a library.',
    });
  });
  it('falls back to the H1', () => {
    expect(readDocMeta('# Only heading\n').title).toBe('Only heading');
  });
});

describe('mdxToMarkdown', () => {
  const out = mdxToMarkdown(doc, (p) =>
    p.endsWith('ESM.mdx')
      ? '---\ntitle: ESM\n---\n\nESM uses `import`.\n'
      : undefined,
  );
  it('replaces components by Markdown and strips ids and imports', () => {
    expect(out).toBe(
      '# Quick Start\n\n[Source](https://github.com/web-infra-dev/rslib/blob/main/x.ts)\n\n### Install\n\n```bash\nnpm install -D @rslib/core\n```\n\nESM uses `import`.\n',
    );
  });
  it('leaves fenced code alone', () => {
    const source =
      '# T\n\n```ts\nimport Foo from "foo";\n## not a heading {#x}\n```\n';
    expect(mdxToMarkdown(source)).toBe(source);
  });
  it('adds the title when the page has no H1', () => {
    expect(mdxToMarkdown('---\ntitle: CJS\n---\n\nText.\n')).toBe(
      '# CJS\n\nText.\n',
    );
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
        permalinkOfDocFile,
      ),
    ).toBe(
      'See [CLI](/zh/guide/basic/cli.md#rslib-build), [intro](/zh/guide/start.md) and [web](https://rsbuild.rs/).',
    );
  });
});
