/**
 * @jest-environment node
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {markdownFile, mdxToMarkdown, type ExportOptions} from './mdxToMarkdown';
import {docLinkUrl} from './markdownExport';

/**
 * Fixture pairs: `fixtures/<case>.mdx` in, `fixtures/<case>.md` out (the page
 * as if it were `docs/guide/start/<case>.mdx`, titled "Fixture"); files
 * starting with `_` are partials the cases import.
 */
const FIXTURES = path.join(__dirname, 'fixtures');

function fixtureOptions(file: string): ExportOptions {
  return {
    linkUrl: (url) =>
      docLinkUrl(
        url,
        `guide/start/${file}`,
        '/',
        (doc) => ({'guide/basic/cli.mdx': '/guide/basic/cli'})[doc],
      ),
    async loadPartial(specifier) {
      const partial = path.join(FIXTURES, specifier);
      return existsSync(partial)
        ? {
            body: readFileSync(partial, 'utf8'),
            options: fixtureOptions(path.basename(partial)),
          }
        : undefined;
    },
  };
}

describe('mdxToMarkdown fixtures', () => {
  const cases = readdirSync(FIXTURES).filter(
    (file) => file.endsWith('.mdx') && !file.startsWith('_'),
  );

  it('has the fixture pairs', () => {
    expect(cases.sort()).toEqual([
      'code.mdx',
      'components.mdx',
      'expressions.mdx',
      'nesting.mdx',
      'partials.mdx',
    ]);
  });

  it.each(cases)('%s', async (file) => {
    const page = await mdxToMarkdown(
      readFileSync(path.join(FIXTURES, file), 'utf8'),
      fixtureOptions(file),
    );
    expect(markdownFile(page, 'Fixture')).toBe(
      readFileSync(path.join(FIXTURES, file.replace(/\.mdx$/, '.md')), 'utf8'),
    );
  });
});

/** The `.md` copy of a body, titled "T", without link rewriting or partials. */
const copy = async (body: string, options?: ExportOptions) =>
  markdownFile(await mdxToMarkdown(body, options), 'T');

describe('mdxToMarkdown', () => {
  it('returns the page H1 apart from the body', async () => {
    await expect(
      mdxToMarkdown('import X from "x";\n\n# Quick Start {#top}\n\nText.\n'),
    ).resolves.toEqual({heading: '# Quick Start', body: 'Text.'});
    await expect(mdxToMarkdown('Text.\n\n# Late H1\n')).resolves.toEqual({
      body: 'Text.\n\n# Late H1',
    });
  });

  it('adds the title when the page has no H1, and ends with one newline', async () => {
    expect(await copy('Text.\n\n\n\nMore.\n\n')).toBe(
      '# T\n\nText.\n\nMore.\n',
    );
    expect(await copy('<Overview />\n')).toBe('# T\n');
    expect(await copy('# Only a title\n')).toBe('# Only a title\n');
  });

  it('takes the npm entry of a command object, wherever it is', async () => {
    // The old regex took the first `…npm:` it met, so `pnpm:` won here.
    expect(
      await copy(
        "<PackageManagerTabs command={{pnpm: 'pnpm dlx x', npm: 'npx x', 'yarn': 'yarn dlx x'}} />\n",
      ),
    ).toBe('# T\n\n```bash\nnpx x\n```\n');
    expect(
      await copy("<PackageManagerTabs command={{'npm': `npm run build`}} />\n"),
    ).toBe('# T\n\n```bash\nnpm run build\n```\n');
  });

  it('uses a longer fence when the command holds backticks', async () => {
    expect(await copy('<PackageManagerTabs command="echo ```" />\n')).toBe(
      '# T\n\n````bash\necho ```\n````\n',
    );
  });

  it('removes JSX comments in flow and in text without leaving double spaces', async () => {
    expect(
      await copy('{/* hidden */}\n\nA {/* x */} b {/* y */}.\n\n{/* end */}\n'),
    ).toBe('# T\n\nA b.\n');
  });

  it('keeps a three-backtick fence inside a four-backtick one as written', async () => {
    const body =
      '````md\n```tsx\n<Tabs>{/* x */}</Tabs>\n```\n\n## H {#id}\n````\n';
    expect(await copy(body)).toBe(`# T\n\n${body}`);
  });

  it('keeps code that only looks like legacy syntax, and legacy syntax outside code', async () => {
    expect(
      await copy(
        ':::warning  Two spaces\n\nBody.\n:::\n\n```md\n:::tip Title\n### X {#y}\n:::\n```\n',
      ),
    ).toBe(
      '# T\n\n:::warning  Two spaces\n\nBody.\n:::\n\n```md\n:::tip Title\n### X {#y}\n:::\n```\n',
    );
  });

  it('drops only the configured magic comments', async () => {
    const body = '```js\n// keep-me\n// drop-me\nrun();\n```\n';
    expect(await copy(body, {magicComments: ['drop-me']})).toBe(
      '# T\n\n```js\n// keep-me\nrun();\n```\n',
    );
    expect(
      await copy('```html\n<!-- highlight-next-line -->\n<p></p>\n```\n'),
    ).toBe('# T\n\n```html\n<p></p>\n```\n');
  });

  it('drops the twoslash word and the noCheck attribute, keeps the title', async () => {
    expect(
      await copy(
        '```ts twoslash title="rslib.config.ts" noCheck="shows a fragment only"\nx;\n```\n',
      ),
    ).toBe('# T\n\n```ts title="rslib.config.ts"\nx;\n```\n');
  });

  it('rewrites link targets, not link text or code', async () => {
    const linkUrl = (url: string) =>
      url === './a.mdx' ? '/guide/a.md' : undefined;
    expect(
      await copy(
        '[./a.mdx](./a.mdx "Title") and `[x](./a.mdx)` and [b](./b.mdx).\n',
        {linkUrl},
      ),
    ).toBe(
      '# T\n\n[./a.mdx](/guide/a.md "Title") and `[x](./a.mdx)` and [b](./b.mdx).\n',
    );
  });

  it('stops on partials that import each other', async () => {
    const options: ExportOptions = {
      loadPartial: async () => ({
        body: "import Loop from './loop.mdx';\n\n<Loop />\n",
        options,
      }),
    };
    await expect(
      mdxToMarkdown("import Loop from './loop.mdx';\n\n<Loop />\n", options),
    ).rejects.toThrow(/partials nested more than 8 deep at "\.\/loop\.mdx"/);
  });

  it('fails like the site build on invalid MDX', async () => {
    await expect(mdxToMarkdown('<Tabs>\n\nno closing tag\n')).rejects.toThrow(
      /Expected a closing tag for `<Tabs>`/,
    );
  });
});

describe('markdownFile', () => {
  it('puts the page H1, or the title, above the body', () => {
    expect(markdownFile({heading: '# Own', body: 'Text.'}, 'T')).toBe(
      '# Own\n\nText.\n',
    );
    expect(markdownFile({body: 'Text.'}, 'CJS')).toBe('# CJS\n\nText.\n');
  });
});
