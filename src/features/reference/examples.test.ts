/**
 * @jest-environment node
 *
 * Examples that compile: every `rslib.config.*` fence and every fence that
 * imports `@rslib/core`, in the docs of both locales, type-checks in one
 * program per docs version against the `@rslib/core` release that version
 * describes (the current docs against `@rslib/core`, a version `<name>` of
 * versions.json against the alias `rslib-core-<name>`, see
 * `build/docsVersions.ts`), unless the fence opts out with
 * `noCheck="reason"`. Errors in pages listed in `data/examplesPending.ts`
 * wait for a fix on another branch.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../common/build/files';
import {
  docsVersionsOf,
  resolveReferencePackage,
  type DocsVersion,
  type ReferencePackage,
} from './build/docsVersions';
import {checkExamples, codeBlocksOf, examplesOf} from './build/examples';
import {readMdx} from './build/mdx';
import {
  PENDING_EXAMPLE_ERRORS,
  type PendingExampleError,
} from './data/examplesPending';

const siteDir = path.join(__dirname, '../../..');

function mdxFilesUnder(dir: string): string[] {
  if (!existsSync(path.join(siteDir, dir))) return [];
  return filesUnder(path.join(siteDir, dir), (file) =>
    /\.mdx?$/.test(file),
  ).map((file) => path.join(dir, file));
}

const isInside = (file: string, dir: string) => file.startsWith(`${dir}/`);

/**
 * Declares the checks of one docs version.
 *
 * @param version its name, page folders and package name
 * @param reference its installed package (folder and release)
 */
function checkVersion(version: DocsVersion, reference: ReferencePackage): void {
  const dirs = Object.values(version.localeDirs);
  const examples = dirs.flatMap((dir) =>
    mdxFilesUnder(dir).flatMap((file) =>
      examplesOf(file, codeBlocksOf(readMdx(path.join(siteDir, file)))),
    ),
  );
  // Unchanged examples are not compiled again (the cache is keyed by their
  // code and the versions of TypeScript and the packages, so the versions
  // share one folder).
  const report = checkExamples(siteDir, examples, {
    referencePackage: {name: version.packageName, dir: reference.dir},
    cacheDir: path.join(siteDir, 'node_modules/.cache/rslib-examples'),
  });
  const pendingHere = PENDING_EXAMPLE_ERRORS.filter((pending) =>
    dirs.some((dir) => isInside(pending.file, dir)),
  );
  const isPending = (error: {file: string; message: string}) =>
    pendingHere.some(
      (pending: PendingExampleError) =>
        pending.file === error.file && pending.message === error.message,
    );

  it('finds the examples of both locales', () => {
    expect(report.checked.length).toBeGreaterThan(100);
    expect(
      dirs.filter(
        (dir) => !report.checked.some((example) => isInside(example.file, dir)),
      ),
    ).toEqual([]);
  });

  it(`has no type error against @rslib/core ${reference.version}`, () => {
    expect(
      report.errors
        .filter((error) => !isPending(error))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([]);
  });

  it('lists only pending errors that still occur', () => {
    expect(
      pendingHere
        .filter(
          (pending) =>
            !report.errors.some(
              (error) =>
                error.file === pending.file &&
                error.message === pending.message,
            ),
        )
        .map(({file, message}) => `${file}: ${message}`),
    ).toEqual([]);
  });

  it('gives a reason for every opt-out', () => {
    expect(
      report.skipped
        .filter((example) => example.noCheck!.trim().length < 10)
        .map(({file, line}) => `${file}:${line}`),
    ).toEqual([]);
  });
}

const versions = docsVersionsOf(siteDir);

for (const version of versions) {
  const where = Object.values(version.localeDirs).join(', ');
  describe(`examples of docs ${version.name} (${where}) compile against ${version.packageName}`, () => {
    let reference: ReferencePackage;
    try {
      reference = resolveReferencePackage(siteDir, version.name);
    } catch (error) {
      it('has its package installed', () => {
        throw error;
      });
      return;
    }
    checkVersion(version, reference);
  });
}

describe('data/examplesPending.ts', () => {
  it('lists only pages of a docs version', () => {
    const dirs = versions.flatMap((version) =>
      Object.values(version.localeDirs),
    );
    expect(
      PENDING_EXAMPLE_ERRORS.filter(
        (pending) => !dirs.some((dir) => isInside(pending.file, dir)),
      ).map(({file}) => file),
    ).toEqual([]);
  });
});
