/**
 * @jest-environment node
 *
 * Contract of the prism-react-renderer adapter (`./prismReactRendererStub.ts`)
 * with the installed packages: which modules of the classic theme import
 * prism-react-renderer, and what they import. When a Docusaurus or
 * prism-react-renderer upgrade changes that, this fails and names the change;
 * update the adapter (and `src/theme/README.md`, "Internal dependencies").
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {LoadContext} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import {filesUnder} from '../../../../common/build/files';
import * as stub from './prismReactRendererStub';

const CLASSIC = path.dirname(
  require.resolve('@docusaurus/theme-classic/package.json'),
);
const SITE = path.join(__dirname, '../../../../..');

/** `{module path: names imported from prism-react-renderer}` for the ES modules of a folder. */
function importersOf(dir: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of filesUnder(dir, (file) => file.endsWith('.js'))) {
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes('prism-react-renderer')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text === 'prism-react-renderer'
      ) {
        const bindings = statement.importClause?.namedBindings;
        found[path.relative(CLASSIC, file)] =
          bindings && ts.isNamedImports(bindings)
            ? bindings.elements.map((element) =>
                (element.propertyName ?? element.name).getText(source),
              )
            : ['default'];
      }
    }
  }
  return found;
}

describe('prism-react-renderer adapter', () => {
  const importers = importersOf(path.join(CLASSIC, 'lib'));

  it('the classic theme imports prism-react-renderer in two browser modules only', () => {
    expect(importers).toEqual({
      // The client module every page runs: hands `Prism` to prism-include-languages.
      'lib/prism-include-languages.js': ['Prism'],
      // Docusaurus's code block content, replaced by ours.
      'lib/theme/CodeBlock/Content/index.js': ['Highlight'],
    });
  });

  it('the client module is still registered by the real theme plugin', () => {
    const plugin = themeClassic(
      {
        i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
        siteStorage: {type: 'localStorage', namespace: ''},
        siteConfig: {
          themeConfig: {colorMode: {}, prism: {additionalLanguages: []}},
        },
      } as unknown as LoadContext,
      {customCss: []},
    );
    expect(plugin.getClientModules!()).toContain('./prism-include-languages');
  });

  it('stands in for every name the bundled modules import, as the real package exports them', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the real package, not the alias
    const real = require('prism-react-renderer') as Record<string, unknown>;
    for (const name of Object.values(importers).flat()) {
      expect(typeof (stub as Record<string, unknown>)[name]).toBe(
        typeof real[name],
      );
    }
    expect(Object.keys(real.Prism as object)).toEqual(
      expect.arrayContaining(Object.keys(stub.Prism)),
    );
  });

  it('the modules importing Highlight are replaced by the site theme, which does not import the package', () => {
    for (const [module, names] of Object.entries(importers)) {
      if (!names.includes('Highlight')) continue;
      const ours = path.join(
        SITE,
        'src/features/code/theme',
        path.relative('lib/theme', path.dirname(module)),
        'index.tsx',
      );
      expect(existsSync(ours)).toBe(true);
      expect(readFileSync(ours, 'utf8')).not.toContain('prism-react-renderer');
    }
  });

  it('fails loudly if a component ever renders Highlight', () => {
    expect(() => stub.Highlight()).toThrow(
      /prism-react-renderer's Highlight is not bundled/,
    );
  });
});
