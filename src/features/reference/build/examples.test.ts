/** @jest-environment node */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  blankComments,
  checkExamples,
  examplesOf,
  metaAttribute,
  prepareCode,
  type Example,
} from './examples';
import {resolveReferencePackage} from './docsVersions';
import {codeBlocksOf, parseMdx} from './mdx';

const siteDir = path.join(__dirname, '../../../..');

describe('metaAttribute', () => {
  it.each([
    [
      'title="rslib.config.ts" noCheck="uses a plugin\'s types"',
      'noCheck',
      "uses a plugin's types",
    ],
    ['noCheck=\'excerpt\' title="a.ts"', 'noCheck', 'excerpt'],
    ['title="rslib.config.ts"', 'noCheck', undefined],
    ['xnoCheck="a"', 'noCheck', undefined],
  ])('%s', (meta, key, expected) => {
    expect(metaAttribute(meta, key)).toBe(expected);
  });
});

describe('examplesOf', () => {
  const page = [
    '```ts title="rslib.config.ts"',
    'export default {};',
    '```',
    '',
    '```ts title="scripts/build.mts"',
    "import { createRslib } from '@rslib/core';",
    '```',
    '',
    '```ts title="src/index.ts"',
    'export const a = 1;',
    '```',
    '',
    '```bash title="rslib.config.ts"',
    'echo not code',
    '```',
    '',
    '```js twoslash title="packages/a/rslib.config.mjs" noCheck="shows a 0.x option"',
    'export default {};',
    '```',
  ].join('\n');

  it('takes config files and code importing @rslib/core, in TypeScript or JavaScript', () => {
    expect(
      examplesOf('docs/x.mdx', codeBlocksOf(parseMdx(page))).map(
        ({line, title, noCheck, twoslash}) => ({
          line,
          title,
          noCheck,
          twoslash,
        }),
      ),
    ).toEqual([
      {line: 1, title: 'rslib.config.ts', noCheck: undefined, twoslash: false},
      {
        line: 5,
        title: 'scripts/build.mts',
        noCheck: undefined,
        twoslash: false,
      },
      {
        line: 17,
        title: 'packages/a/rslib.config.mjs',
        noCheck: 'shows a 0.x option',
        twoslash: true,
      },
    ]);
  });
});

const example = (code: string, extra: Partial<Example> = {}): Example => ({
  file: 'docs/x.mdx',
  line: 10,
  lang: 'ts',
  title: 'rslib.config.ts',
  noCheck: undefined,
  twoslash: false,
  code,
  ...extra,
});

describe('prepareCode', () => {
  it('drops removed lines and twoslash directives, keeps the other annotations', () => {
    const prepared = prepareCode(
      example(
        [
          '// @noErrors',
          "format: 'cjs', // [!code --]",
          "format: 'esm', // [!code ++]",
          '//    ^?',
          'bundle: false, /* [!code highlight] */',
        ].join('\n'),
        {twoslash: true},
      ),
    );
    expect(prepared).toEqual({
      text: "format: 'esm', // [!code ++]\nbundle: false, /* [!code highlight] */",
      lineMap: [2, 4],
    });
  });
});

describe('checkExamples', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'rslib-examples-'));
  afterAll(() => rmSync(cacheDir, {recursive: true, force: true}));
  const examples = [
    // Fine: a before/after change, a plugin that is not installed, the reader's own files.
    example(
      [
        "import { pluginFancy } from '@acme/rsbuild-plugin-fancy';",
        "import { defineConfig } from '@rslib/core';",
        "import shared from '../../rslib.base';",
        "import pkg from './package.json' with { type: 'json' };",
        '',
        'export default defineConfig({',
        '  ...shared,',
        "  lib: [{ format: 'cjs' }], // [!code --]",
        "  lib: [{ format: 'esm' }], // [!code ++]",
        '  plugins: [pluginFancy({ onTag: (tag) => tag.length > 0 })],',
        '  source: { define: { VERSION: JSON.stringify(pkg.version) } },',
        '});',
      ].join('\n'),
    ),
    // A plain object export is checked as a config too.
    example("export default {\n  lib: [{ format: 'es' }],\n};", {line: 40}),
    // A JavaScript config file.
    example(
      "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ dts: { bundel: true } });",
      {lang: 'js', title: 'rslib.config.mjs', line: 50},
    ),
    // Skipped with a reason.
    example('export default { nonsense: true };', {
      noCheck: 'shows a removed option',
      line: 60,
    }),
    // The same code in the translation: compiled once, reported for both pages.
    example("export default {\n  lib: [{ format: 'es' }],\n};", {
      file: 'i18n/zh/x.mdx',
      line: 41,
    }),
  ];
  const report = checkExamples(siteDir, examples, {cacheDir});

  it('reports errors with the page and line, for each page that shows the code', () => {
    expect(
      report.errors.map(({file, line, message}) => [
        file,
        line,
        message.slice(0, 7),
      ]),
    ).toEqual([
      ['docs/x.mdx', 42, 'TS2322:'],
      ['docs/x.mdx', 52, 'TS2769:'],
      ['i18n/zh/x.mdx', 43, 'TS2322:'],
    ]);
    expect(report.errors[1].message).toContain('bundel');
  });

  it('skips opted-out examples and types uninstalled packages as any', () => {
    expect(report.skipped.map(({line}) => line)).toEqual([60]);
    expect(report.checked).toHaveLength(4);
    expect(report.stubbedModules).toEqual(['@acme/rsbuild-plugin-fancy']);
  });

  it('compiles the same code once, and not again from the cache', () => {
    expect(report.compiled).toBe(3);
    const again = checkExamples(siteDir, examples, {cacheDir});
    expect(again.compiled).toBe(0);
    expect(again.errors).toEqual(report.errors);
  });
});

describe('checkExamples against the release of an older docs version', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'rslib-examples-'));
  afterAll(() => rmSync(cacheDir, {recursive: true, force: true}));
  // `dts.bundle.tsconfigPath` came in 1.0.
  const examples = [
    example(
      "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ dts: { bundle: { tsconfigPath: './tsconfig.json' } } }] });",
    ),
  ];

  it('checks against the alias, with cache entries of its own', () => {
    const current = checkExamples(siteDir, examples, {cacheDir});
    expect(current.errors).toEqual([]);
    const reference = resolveReferencePackage(siteDir, '0.x');
    const options = {
      cacheDir,
      referencePackage: {name: 'rslib-core-0.x', dir: reference.dir},
    };
    const older = checkExamples(siteDir, examples, options);
    expect(older.compiled).toBe(1);
    expect(older.errors.map(({file, line}) => [file, line])).toEqual([
      ['docs/x.mdx', 12],
    ]);
    expect(older.errors[0].message).toContain("'tsconfigPath' does not exist");
    expect(checkExamples(siteDir, examples, options).compiled).toBe(0);
  });
});

describe('blankComments', () => {
  it('blanks plain comments, keeping lines, regular expressions, JSDoc and @ts- directives', () => {
    const code = [
      '// the config',
      'const a = /^@aws-sdk\\//; // AWS',
      '/** @type {number} */',
      'const b = 1; /* inline */ const c = `// not a comment`;',
      '// @ts-expect-error',
      'const d: string = 1;',
    ].join('\n');
    expect(blankComments(code, true)).toBe(
      [
        '',
        'const a = /^@aws-sdk\\//;',
        '/** @type {number} */',
        'const b = 1;              const c = `// not a comment`;',
        '// @ts-expect-error',
        'const d: string = 1;',
      ].join('\n'),
    );
  });
});
