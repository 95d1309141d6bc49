import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {translate} from '@docusaurus/Translate';
import codeTranslations from '@generated/codeTranslations';
import {CODE_TRANSLATIONS_FILE} from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transform is the CommonJS module Rspack's loader uses
const {withoutCodeTexts} = require('./transform.cjs') as {
  withoutCodeTexts: (
    source: string,
    codeTexts: Record<string, {message: string}>,
  ) => string;
};

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

describe('withoutCodeTexts', () => {
  const shipped = JSON.stringify({
    'docs.outline.title': 'ON THIS PAGE',
    'theme.docs.paginator.previous': 'Previous Page',
    'theme.CodeBlock.copy': 'Copy',
    'only.in.code.json': 'Kept',
  });
  const codeTexts = {
    'docs.outline.title': {message: 'ON THIS PAGE'},
    'theme.docs.paginator.previous': {message: 'Previous'},
    'theme.CodeBlock.copy': {message: 'Copy'},
  };

  it('drops the entries equal to the code text and keeps those that differ or are unknown', () => {
    expect(JSON.parse(withoutCodeTexts(shipped, codeTexts))).toEqual({
      'theme.docs.paginator.previous': 'Previous Page',
      'only.in.code.json': 'Kept',
    });
  });

  it('keeps everything when no code text is known', () => {
    expect(JSON.parse(withoutCodeTexts(shipped, {}))).toEqual(
      JSON.parse(shipped),
    );
  });

  it('throws on a module that is not JSON', () => {
    expect(() => withoutCodeTexts('export default {}', {})).toThrow(
      SyntaxError,
    );
  });
});

describe('Docusaurus contract (what the loader rule relies on), checked by running it', () => {
  it('core writes the built locale’s labels to codeTranslations.json in the generated-files folder', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- core's code generation, as the build runs it
    const {generateSiteFiles} = require(
      path.join(core, 'lib/server/codegen/codegen.js'),
    ) as {generateSiteFiles: (params: unknown) => Promise<void>};
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'rslib-gen-'));
    try {
      await generateSiteFiles({
        generatedFilesDir,
        clientModules: [],
        siteConfig: {},
        routes: [],
        globalData: {},
        siteMetadata: {},
        siteStorage: {},
        i18n: {},
        codeTranslations: {'home.hero.getStarted': 'Get Started'},
        baseUrl: '/',
      });
      expect(
        JSON.parse(
          readFileSync(
            path.join(generatedFilesDir, CODE_TRANSLATIONS_FILE),
            'utf8',
          ),
        ),
      ).toEqual({'home.hero.getStarted': 'Get Started'});
    } finally {
      rmSync(generatedFilesDir, {recursive: true, force: true});
    }
  });

  it('translate() reads @generated/codeTranslations and falls back to the call’s message', () => {
    // The same module object `@generated/codeTranslations` gives core's Translate.
    // Ids built at run time: `write-translations` lists only calls it can
    // evaluate statically, so this test adds no label to the site's.
    const label = (name: string) => ({
      id: `test.${name}`,
      message: 'Code text',
    });
    const shipped = label('shipped');
    const absent = label('absent');
    codeTranslations[shipped.id] = 'Shipped label';
    try {
      /* eslint-disable @docusaurus/string-literal-i18n-messages -- test ids, kept out of the site's labels (above) */
      expect(translate(shipped)).toBe('Shipped label');
      expect(translate(absent)).toBe('Code text');
      /* eslint-enable @docusaurus/string-literal-i18n-messages */
    } finally {
      delete codeTranslations[shipped.id];
    }
  });
});
