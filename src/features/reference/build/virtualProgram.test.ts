/** @jest-environment node */
import path from 'node:path';
import ts from 'typescript';
import {DECLARATION_COMPILER_OPTIONS} from './declarations';
import {resolveReferencePackage} from './docsVersions';
import {createVirtualProgram, packageRedirect} from './virtualProgram';

const siteDir = path.join(__dirname, '../../../..');

describe('packageRedirect', () => {
  const redirect = packageRedirect(
    '/site/.examples',
    'rslib-core-0.x',
    '/site/node_modules/rslib-core-0.x',
  );
  const file = '/site/.examples/0/a/b/c/example.ts';

  it('sends @rslib/core and its subpaths to the alias', () => {
    expect(redirect('@rslib/core', file)).toEqual({
      specifier: 'rslib-core-0.x',
      containingFile: file,
    });
    expect(redirect('@rslib/core/types', file)).toEqual({
      specifier: 'rslib-core-0.x/types',
      containingFile: file,
    });
  });

  it("resolves other packages from the alias's folder", () => {
    for (const specifier of ['@rsbuild/core', '@rslib/core-extra', 'react']) {
      expect(redirect(specifier, file)).toEqual({
        specifier,
        containingFile: '/site/node_modules/rslib-core-0.x/__imports__.ts',
      });
    }
  });

  it('leaves relative imports, built-ins and files outside the folder alone', () => {
    expect(redirect('./rslib.base', file)).toBeUndefined();
    expect(redirect('node:path', file)).toBeUndefined();
    expect(redirect('@rslib/core', '/site/src/a.ts')).toBeUndefined();
    expect(
      redirect('@rslib/core', '/site/.examples-other/a.ts'),
    ).toBeUndefined();
  });
});

describe('a virtual program for the 0.x docs', () => {
  const reference = resolveReferencePackage(siteDir, '0.x');
  const root = path.join(siteDir, '.reference-examples-test');
  const file = path.join(root, 'example.ts');
  const program = createVirtualProgram(
    [file],
    new Map([
      [
        file,
        [
          "import { defineConfig } from '@rslib/core';",
          "import type { RsbuildConfig } from '@rsbuild/core';",
          'export const rsbuild: RsbuildConfig = {};',
          'export default defineConfig({ lib: [{ dts: { bundle: { tsconfigPath: "x" } } }] });',
        ].join('\n'),
      ],
    ]),
    DECLARATION_COMPILER_OPTIONS,
    undefined,
    packageRedirect(root, 'rslib-core-0.x', reference.dir),
  );
  const relative = (name: string) =>
    path.relative(siteDir, name).split(path.sep).join('/');

  it('reads @rslib/core and @rsbuild/core from the alias and its nested dependencies', () => {
    const files = program
      .getSourceFiles()
      .map(({fileName}) => relative(fileName));
    expect(files).toContain(
      'node_modules/rslib-core-0.x/dist-types/index.d.ts',
    );
    expect(
      files.some((name) =>
        name.startsWith(
          'node_modules/rslib-core-0.x/node_modules/@rsbuild/core/',
        ),
      ),
    ).toBe(true);
    expect(
      files.filter(
        (name) =>
          name.startsWith('node_modules/@rslib/core/') ||
          name.startsWith('node_modules/@rsbuild/core/'),
      ),
    ).toEqual([]);
  });

  it('reports what 0.23.2 does not declare (dts.bundle.tsconfigPath came in 1.0)', () => {
    const source = program.getSourceFile(file)!;
    const messages = ts
      .getPreEmitDiagnostics(program, source)
      .map((diagnostic) =>
        ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
      );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'tsconfigPath' does not exist");
  });
});
