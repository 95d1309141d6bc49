/** @jest-environment node */
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  declaredRelease,
  docFileOf,
  docsVersionsOf,
  installCommand,
  localeDirsOf,
  referencePackageName,
  resolveReferencePackage,
} from './docsVersions';

describe('the package of each docs version', () => {
  it('is @rslib/core for the current docs and rslib-core-<name> for a released version', () => {
    expect(referencePackageName('current')).toBe('@rslib/core');
    expect(referencePackageName('0.x')).toBe('rslib-core-0.x');
  });

  it('says how to install it', () => {
    expect(installCommand('0.x')).toBe(
      'npm install -D --save-exact rslib-core-0.x@npm:@rslib/core@<version>',
    );
    expect(installCommand('current')).toBe(
      'npm install @rslib/core@<version> --save-exact',
    );
  });

  it('reads the pinned release from package.json', () => {
    const manifest = {
      dependencies: {'@rslib/core': '1.0.1'},
      devDependencies: {
        'rslib-core-0.x': 'npm:@rslib/core@0.23.2',
        'rslib-core-0.12': 'npm:@rslib/core@^0.12.4',
      },
    };
    expect(declaredRelease(manifest, 'current')).toBe('1.0.1');
    expect(declaredRelease(manifest, '0.x')).toBe('0.23.2');
    expect(declaredRelease(manifest, '0.12')).toBeUndefined();
    expect(declaredRelease(manifest, '2.x')).toBeUndefined();
  });
});

describe('the folders and files of each docs version', () => {
  it('has one folder per locale', () => {
    expect(localeDirsOf('current')).toEqual({
      en: 'docs',
      zh: 'i18n/zh/docusaurus-plugin-content-docs/current',
    });
    expect(localeDirsOf('0.x')).toEqual({
      en: 'versioned_docs/version-0.x',
      zh: 'i18n/zh/docusaurus-plugin-content-docs/version-0.x',
    });
  });

  it.each([
    ['/site/docs/config/lib/dts.mdx', 'current', 'config/lib/dts.mdx'],
    [
      '/site/i18n/zh/docusaurus-plugin-content-docs/current/api/index.mdx',
      'current',
      'api/index.mdx',
    ],
    [
      '/site/versioned_docs/version-0.x/config/lib/wasm.mdx',
      '0.x',
      'config/lib/wasm.mdx',
    ],
    [
      '/site/i18n/zh/docusaurus-plugin-content-docs/version-0.x/guide/a.md',
      '0.x',
      'guide/a.md',
    ],
    [
      'C:\\site\\versioned_docs\\version-1.x\\config\\index.mdx',
      '1.x',
      'config/index.mdx',
    ],
  ])('%s is %s %s', (file, version, docPath) => {
    expect(docFileOf(file)).toEqual({version, docPath});
  });

  it('knows no version for files outside the docs', () => {
    expect(docFileOf('/site/blog/2025-01-01-post.mdx')).toBeUndefined();
    expect(docFileOf('/site/src/pages/index.tsx')).toBeUndefined();
  });
});

describe('docsVersionsOf and resolveReferencePackage', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'rslib-docs-versions-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));
  const install = (name: string, manifest: object) => {
    const dir = path.join(site, 'node_modules', name);
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  };

  it('lists the current docs alone without versions.json, then each released version', () => {
    expect(docsVersionsOf(site).map(({name}) => name)).toEqual(['current']);
    writeFileSync(path.join(site, 'versions.json'), '["1.x", "0.x"]');
    expect(docsVersionsOf(site)).toEqual([
      {
        name: 'current',
        packageName: '@rslib/core',
        localeDirs: localeDirsOf('current'),
      },
      {
        name: '1.x',
        packageName: 'rslib-core-1.x',
        localeDirs: localeDirsOf('1.x'),
      },
      {
        name: '0.x',
        packageName: 'rslib-core-0.x',
        localeDirs: localeDirsOf('0.x'),
      },
    ]);
  });

  it('fails with the install command when the alias is missing', () => {
    expect(() => resolveReferencePackage(site, '0.x')).toThrow(
      'The docs of 0.x are checked against the package rslib-core-0.x, which is not installed. Run: npm install -D --save-exact rslib-core-0.x@npm:@rslib/core@<version> (with the last @rslib/core release these docs describe).',
    );
  });

  it('fails for another package or a release of another major', () => {
    install('rslib-core-0.x', {name: 'left-pad', version: '0.23.2'});
    expect(() => resolveReferencePackage(site, '0.x')).toThrow(
      'node_modules/rslib-core-0.x is left-pad, not @rslib/core.',
    );
    install('rslib-core-0.x', {name: '@rslib/core', version: '1.0.1'});
    expect(() => resolveReferencePackage(site, '0.x')).toThrow(
      'The docs of 0.x are checked against rslib-core-0.x, which is @rslib/core 1.0.1, not a 0.x release.',
    );
  });

  it('gives the folder and release of the installed alias', () => {
    install('rslib-core-0.x', {name: '@rslib/core', version: '0.23.2'});
    expect(resolveReferencePackage(site, '0.x')).toEqual({
      dir: path.join(realpathSync(site), 'node_modules/rslib-core-0.x'),
      version: '0.23.2',
    });
  });
});
