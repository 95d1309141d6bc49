import {formatOptionPath, parseOptionPath} from './optionPath';

describe('option paths', () => {
  it.each([
    [['lib', 'dts', 'bundle'], 'lib.dts.bundle'],
    [
      ['lib', 'shims', 'cjs', 'import.meta.url'],
      "lib.shims.cjs['import.meta.url']",
    ],
    [['lib', 'shims', 'esm', '__filename'], 'lib.shims.esm.__filename'],
    [['logLevel'], 'logLevel'],
  ])('%j ⇄ %s', (segments, text) => {
    expect(formatOptionPath(segments)).toBe(text);
    expect(parseOptionPath(text)).toEqual(segments);
  });

  it('reads double quotes and surrounding spaces', () => {
    expect(parseOptionPath(' lib.shims.cjs["import.meta.url"] ')).toEqual([
      'lib',
      'shims',
      'cjs',
      'import.meta.url',
    ]);
  });

  it.each([
    'Default value',
    'How declaration files are produced',
    'lib.',
    '1.0',
    'a..b',
    "a['b",
  ])('is not an option path: %s', (text) => {
    expect(parseOptionPath(text)).toBeUndefined();
  });
});
