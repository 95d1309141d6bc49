import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {PROVIDED_HELPERS, UTILS_COMMON_ENTRY} from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS module the bundle resolves in tslib's place
const ours = require('./importDefault.cjs') as {
  __importDefault: (mod: unknown) => {default: unknown};
};

// Contract with @docusaurus/utils-common: its entry requires tslib and uses
// only the helpers we provide; no other module of the package requires tslib.
describe('contract: @docusaurus/utils-common and tslib', () => {
  const entry = require.resolve('@docusaurus/utils-common');
  const libDir = path.dirname(entry);

  it('is the module the alias rule matches', () => {
    expect(UTILS_COMMON_ENTRY.test(entry)).toBe(true);
  });

  it('uses only the helpers we provide, in its entry only', () => {
    const used = new Set<string>();
    const requiring: string[] = [];
    for (const file of readdirSync(libDir).filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(path.join(libDir, file), 'utf8');
      if (source.includes('require("tslib")')) requiring.push(file);
      for (const [, helper] of source.matchAll(/tslib_1\.(__\w+)/g))
        used.add(helper);
    }
    expect(requiring).toEqual([path.basename(entry)]);
    expect([...used].sort()).toEqual(PROVIDED_HELPERS);
  });

  it('behaves as tslib’s own helper', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- tslib's CommonJS build, to compare with
    const tslib = require('tslib') as typeof ours;
    const esm = {__esModule: true, default: 1};
    const cjs = {x: 1};
    expect(ours.__importDefault(esm)).toBe(tslib.__importDefault(esm));
    expect(ours.__importDefault(cjs)).toEqual(tslib.__importDefault(cjs));
  });
});
