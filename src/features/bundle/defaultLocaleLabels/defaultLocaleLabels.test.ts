import {readFileSync} from 'node:fs';
import path from 'node:path';
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

describe('Docusaurus contract (what the loader rule relies on)', () => {
  it('core writes the built locale’s labels to codeTranslations.json in the generated-files folder', () => {
    const codegen = readFileSync(
      path.join(core, 'lib/server/codegen/codegen.js'),
      'utf8',
    );
    expect(codegen).toContain(`'${CODE_TRANSLATIONS_FILE}'`);
  });

  it('translate() reads @generated/codeTranslations and falls back to the call’s message', () => {
    const translateModule = readFileSync(
      path.join(core, 'lib/client/exports/Translate.js'),
      'utf8',
    );
    expect(translateModule).toContain(
      "import codeTranslations from '@generated/codeTranslations';",
    );
    expect(translateModule).toMatch(
      /codeTranslations\[\(?id \?\? message\)?\] \?\? message/,
    );
  });
});
