// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transform is the CommonJS module Rspack's loader uses
const {withoutModulePaths} = require('./transform.cjs') as {
  withoutModulePaths: (source: string) => string;
};

/**
 * The registry as Docusaurus's codegen writes it: one line per chunk, the
 * last one closing the object. Whether the real one still has this shape is
 * checked by every build (the loader fails it otherwise) and by the budget
 * spec, which looks for module paths in the built main chunk.
 */
const entry = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;
const registry = (lines: string[]) =>
  `export default {\n${lines.join('\n')}};\n`;

describe('withoutModulePaths', () => {
  it('empties each module path and keeps the loader and the weak module id', () => {
    const source = registry([
      entry('17896441', '@theme/DocItem'),
      entry(
        '1a147ed9',
        '@site/versioned_docs/version-0.x/guide/advanced/css.mdx',
      ),
    ]);
    expect(withoutModulePaths(source)).toBe(
      registry([
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
        '  "1a147ed9": [() => import(/* webpackChunkName: "1a147ed9" */ "@site/versioned_docs/version-0.x/guide/advanced/css.mdx"), "", require.resolveWeak("@site/versioned_docs/version-0.x/guide/advanced/css.mdx")],',
      ]),
    );
  });

  it('fails the build, naming this part, on an entry of another shape', () => {
    expect(() =>
      withoutModulePaths(
        registry([
          entry('17896441', '@theme/DocItem'),
          '  "abc": [() => import("@theme/X"), "@theme/X"],',
        ]),
      ),
    ).toThrow(/client registry.*line 3/);
    expect(() => withoutModulePaths('module.exports = {};')).toThrow(
      /no `export default \{` line/,
    );
    expect(() => withoutModulePaths('export default {\n};\n')).toThrow(
      /no entry/,
    );
  });
});
