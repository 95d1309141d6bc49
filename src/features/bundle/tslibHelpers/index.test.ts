import path from 'node:path';
import {filesUnder} from '../../../common/build/files';
import {PROVIDED_HELPERS, UTILS_COMMON_ENTRY} from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS module the bundle resolves in tslib's place
const ours = require('./importDefault.cjs') as {
  __importDefault: (mod: unknown) => {default: unknown};
};

// Contract with @docusaurus/utils-common, checked by running it: its entry
// runs with our module in tslib's place and calls only the helpers we
// provide; no other module of the package requires tslib.
describe('contract: @docusaurus/utils-common and tslib', () => {
  const entry = require.resolve('@docusaurus/utils-common');
  const libDir = path.dirname(entry);
  afterEach(() => jest.dontMock('tslib'));

  it('is the module the alias rule matches', () => {
    expect(UTILS_COMMON_ENTRY.test(entry)).toBe(true);
  });

  it('works with our helper in tslib’s place, and asks tslib for nothing else', () => {
    const asked = new Set<string>();
    let utilsCommon: Record<string, unknown> = {};
    jest.isolateModules(() => {
      jest.doMock(
        'tslib',
        () =>
          new Proxy(ours, {
            get(target, name) {
              if (typeof name === 'string') asked.add(name);
              return Reflect.get(target, name);
            },
          }),
      );
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's CommonJS entry, loaded with the mock in place
      utilsCommon = require(entry) as Record<string, unknown>;
    });
    // The entry calls its helpers when an export is read.
    for (const name of Object.keys(utilsCommon)) void utilsCommon[name];
    const {applyTrailingSlash} = utilsCommon as {
      applyTrailingSlash: (
        path: string,
        options: {trailingSlash: boolean | undefined; baseUrl: string},
      ) => string;
    };
    expect(
      applyTrailingSlash('/docs/intro', {trailingSlash: true, baseUrl: '/'}),
    ).toBe('/docs/intro/');
    expect([...asked].filter((name) => name !== '__esModule').sort()).toEqual(
      PROVIDED_HELPERS,
    );
  });

  it('requires tslib from its entry only', () => {
    const others = filesUnder(
      libDir,
      (file) => file.endsWith('.js') && path.join(libDir, file) !== entry,
    );
    expect(others.length).toBeGreaterThan(0);
    for (const file of others) {
      jest.isolateModules(() => {
        jest.doMock('tslib', () => {
          throw new Error(`${file} requires tslib`);
        });
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- each CommonJS module of the package, loaded with the mock in place
        expect(() => require(path.join(libDir, file))).not.toThrow();
      });
      jest.dontMock('tslib');
    }
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
