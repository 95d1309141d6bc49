/**
 * @jest-environment node
 *
 * Examples that compile: every `rslib.config.*` fence and every fence that
 * imports `@rslib/core`, in the docs of both locales, type-checks against the
 * installed `@rslib/core` in one program, unless the fence opts out with
 * `noCheck="reason"`. Errors in pages listed in `data/examplesPending.ts`
 * wait for a fix on another branch.
 */
import path from 'node:path';
import {filesUnder} from '../../common/build/files';
import {LOCALE_DIRS} from './build/docPages';
import {checkExamples, codeBlocksOf, examplesOf} from './build/examples';
import {readMdx} from './build/mdx';
import {PENDING_EXAMPLE_ERRORS} from './data/examplesPending';

const siteDir = path.join(__dirname, '../../..');

/** Every Markdown file of `dir`, partials (`_x.mdx`) too: their examples are rendered in the pages that import them. */
function mdxFilesUnder(dir: string): string[] {
  return filesUnder(path.join(siteDir, dir), (file) =>
    /\.mdx?$/.test(file),
  ).map((file) => path.join(dir, file));
}

const examples = Object.values(LOCALE_DIRS).flatMap((dir) =>
  mdxFilesUnder(dir).flatMap((file) =>
    examplesOf(file, codeBlocksOf(readMdx(path.join(siteDir, file)))),
  ),
);
// Unchanged examples are not compiled again (the cache is keyed by their
// code and the versions of TypeScript and the packages).
const report = checkExamples(siteDir, examples, {
  cacheDir: path.join(siteDir, 'node_modules/.cache/rslib-examples'),
});

const isPending = (error: {file: string; message: string}) =>
  PENDING_EXAMPLE_ERRORS.some(
    (pending) =>
      pending.file === error.file && pending.message === error.message,
  );

describe('examples of the docs compile against @rslib/core', () => {
  it('finds the examples of both locales', () => {
    expect(report.checked.length).toBeGreaterThan(100);
    for (const dir of Object.values(LOCALE_DIRS)) {
      expect(
        report.checked.some((example) => example.file.startsWith(dir)),
      ).toBe(true);
    }
  });

  it('has no type error', () => {
    expect(
      report.errors
        .filter((error) => !isPending(error))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([]);
  });

  it('lists only pending errors that still occur', () => {
    expect(
      PENDING_EXAMPLE_ERRORS.filter(
        (pending) =>
          !report.errors.some(
            (error) =>
              error.file === pending.file && error.message === pending.message,
          ),
      ).map(({file, message}) => `${file}: ${message}`),
    ).toEqual([]);
  });

  it('gives a reason for every opt-out', () => {
    expect(
      report.skipped
        .filter((example) => example.noCheck!.trim().length < 10)
        .map(({file, line}) => `${file}:${line}`),
    ).toEqual([]);
  });
});
