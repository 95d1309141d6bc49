/** @jest-environment node */
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  allNodes,
  runMdxJobs,
  type MdxNode,
  type MdxResult,
} from '@site/test/helpers/mdx';
import remarkTwoslash, {
  installedVersions,
  twoslashCacheKey,
} from './remarkTwoslash';

const PLUGIN = 'src/features/code/build/remarkTwoslash.ts';
const VERSIONS = 'twoslash@0.3.9|typescript@5.9.3|@rslib/core@1.0.1';
const CONFIG =
  "import {defineConfig} from '@rslib/core';\n\nexport default defineConfig({lib: [{format: 'esm'}]});";

/** Cache folders made by the tests, removed after the file. */
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rslib-twoslash-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, {recursive: true, force: true});
});

/** The attributes of a `<TwoslashCode>` element by name. */
function attributesOf(node: MdxNode): Record<string, unknown> {
  return Object.fromEntries(
    (node.attributes ?? []).map((attr) => [attr.name, attr.value]),
  );
}

describe('twoslashCacheKey', () => {
  it('changes with the code, the language and the package versions', () => {
    const key = twoslashCacheKey('const a = 1;', 'ts', VERSIONS);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(twoslashCacheKey('const a = 1;', 'ts', VERSIONS)).toBe(key);
    expect(twoslashCacheKey('const a = 2;', 'ts', VERSIONS)).not.toBe(key);
    expect(twoslashCacheKey('const a = 1;', 'tsx', VERSIONS)).not.toBe(key);
    expect(
      twoslashCacheKey(
        'const a = 1;',
        'ts',
        VERSIONS.replace('@rslib/core@1.0.1', '@rslib/core@1.0.2'),
      ),
    ).not.toBe(key);
  });

  it('depends on the installed twoslash, typescript and @rslib/core', () => {
    expect(installedVersions()).toMatch(
      /^twoslash@\d+\.\d+\.\d+\|typescript@\d+\.\d+\.\d+\|@rslib\/core@\d+\.\d+\.\d+$/,
    );
  });
});

describe('remarkTwoslash (cache)', () => {
  it('reuses a cached result: no type check runs', async () => {
    const cacheDir = tempDir();
    const code = 'const answer = 42;';
    writeFileSync(
      path.join(
        cacheDir,
        `${twoslashCacheKey(code, 'ts', installedVersions())}.json`,
      ),
      JSON.stringify({
        code,
        hovers: [{start: 6, length: 6, text: 'const answer: 42', docs: ''}],
      }),
    );
    const tree: MdxNode = {
      type: 'root',
      children: [
        {type: 'code', lang: 'ts', meta: 'twoslash title="a.ts"', value: code},
      ],
    };
    // twoslash itself cannot load in jest (ESM only): only the cache can answer.
    await remarkTwoslash({cacheDir})(tree as never, {path: 'docs/a.mdx'});
    const [esm, block] = tree.children!;
    expect(esm).toMatchObject({
      type: 'mdxjsEsm',
      value: "import TwoslashCode from '@theme/TwoslashCode';",
    });
    expect(block).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'TwoslashCode',
    });
    expect(attributesOf(block)).toEqual({
      code,
      lang: 'ts',
      title: 'a.ts',
      html:
        '<span class="token keyword">const</span> ' +
        '<span class="twoslash-target" tabindex="0" aria-describedby="ts1-0">' +
        'answer' +
        '<span class="twoslash-popup" role="tooltip" id="ts1-0"><code class="twoslash-type">const answer: 42</code></span></span>' +
        ' <span class="token operator">=</span> <span class="token number">42</span><span class="token punctuation">;</span>',
    });
  });

  it('leaves a page without twoslash fences as it is', async () => {
    const tree: MdxNode = {
      type: 'root',
      children: [{type: 'code', lang: 'ts', meta: 'title="a.ts"', value: 'x'}],
    };
    const before = JSON.stringify(tree);
    await remarkTwoslash({cacheDir: tempDir()})(tree as never, {path: 'a.mdx'});
    expect(JSON.stringify(tree)).toBe(before);
  });
});

const PAGE = [
  '# Config',
  '',
  '```ts twoslash title="rslib.config.ts"',
  CONFIG,
  '```',
  '',
  '```ts twoslash',
  '// @noErrors',
  "const size: number = 'large';",
  '```',
  '',
  '```ts',
  'plain();',
  '```',
].join('\n');

describe('remarkTwoslash on an MDX page (real twoslash)', () => {
  const cacheDir = tempDir();
  let page: MdxResult;
  let broken: MdxResult;
  beforeAll(() => {
    // Both pages in one child process: TypeScript starts once.
    [page, broken] = runMdxJobs([
      {mdx: PAGE, plugins: [[PLUGIN, {cacheDir}]]},
      {
        mdx: "```ts twoslash\nconst size: number = 'large';\n```",
        plugins: [[PLUGIN, {cacheDir: tempDir()}]],
        path: 'docs/guide/broken.mdx',
      },
    ]);
  }, 90_000);

  it('adds type hovers; a `// @noErrors` snippet passes despite its error', () => {
    const {tree, error} = page;
    expect(error).toBeUndefined();
    expect(tree?.children?.[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: "import TwoslashCode from '@theme/TwoslashCode';",
    });
    const blocks = allNodes(tree!).filter(
      (node) => node.name === 'TwoslashCode',
    );
    expect(blocks).toHaveLength(2);
    const config = attributesOf(blocks[0]);
    expect(config.code).toBe(CONFIG);
    expect(config.title).toBe('rslib.config.ts');
    expect(config.html).toContain(
      '<span class="twoslash-target" tabindex="0" aria-describedby="ts1-0">',
    );
    expect(config.html).toContain('function defineConfig&lt;');
    expect(attributesOf(blocks[1]).code).toBe("const size: number = 'large';");
    // The plain fence stays a code block.
    expect(allNodes(tree!).filter((node) => node.type === 'code')).toEqual([
      expect.objectContaining({lang: 'ts', value: 'plain();'}),
    ]);
    // Both results were cached.
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('fails the build on a type error, with the file and the message', () => {
    expect(broken.error).toMatch(
      /^twoslash failed in docs\/guide\/broken\.mdx: /,
    );
    expect(broken.error).toContain(
      "Type 'string' is not assignable to type 'number'.",
    );
  });
});
