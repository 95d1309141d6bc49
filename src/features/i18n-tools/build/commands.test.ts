/**
 * @jest-environment node
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  STAMP_USAGE,
  STATUS_USAGE,
  docPathInVersion,
  runStamp,
  runStatus,
  statusText,
} from './commands';
import type {TranslationReport} from './statusReport';
import {readSourceHash, sourceHash} from './translationStatus';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs';
const cli = '---\ntitle: CLI\n---\n\n# CLI\n';
const cli0 = '---\ntitle: CLI\n---\n\n# CLI (0.x)\n';
const faq0 = '---\ntitle: FAQ\n---\n\nOld answers\n';
const zhCli = '---\ntitle: 命令行\n---\n\n# 命令行\n';

let site: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), content);
};
const read = (file: string) => readFileSync(path.join(site, file), 'utf8');

/** Records what a command prints. */
function recorder() {
  const out = {log: [] as string[], error: [] as string[]};
  return {
    out,
    output: {
      log: (text: string) => out.log.push(text),
      error: (text: string) => out.error.push(text),
    },
  };
}

beforeEach(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'rslib-commands-'));
  write(
    'package.json',
    JSON.stringify({dependencies: {'@rslib/core': '1.0.1'}}),
  );
  write('versions.json', JSON.stringify(['0.x']));
  write('docs/guide/basic/cli.mdx', cli);
  write(`${ZH}/current/guide/basic/cli.mdx`, zhCli);
  write('versioned_docs/version-0.x/guide/basic/cli.mdx', cli0);
  write('versioned_docs/version-0.x/faq.mdx', faq0);
  write(`${ZH}/version-0.x/guide/basic/cli.mdx`, zhCli);
  write(`${ZH}/version-0.x/faq.mdx`, '---\ntitle: 常见问题\n---\n');
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

describe('npm run i18n:stamp', () => {
  it('stamps a 0.x translation with the hash of the 0.x English page', () => {
    const {out, output} = recorder();
    expect(
      runStamp(site, ['--version', '0.x', 'guide/basic/cli.mdx'], output),
    ).toBe(0);
    const stamped = read(`${ZH}/version-0.x/guide/basic/cli.mdx`);
    expect(readSourceHash(stamped)).toBe(sourceHash(cli0));
    expect(readSourceHash(stamped)).not.toBe(sourceHash(cli));
    // The current translation of the same file is left alone.
    expect(read(`${ZH}/current/guide/basic/cli.mdx`)).toBe(zhCli);
    expect(out.log).toEqual([`stamped ${ZH}/version-0.x/guide/basic/cli.mdx`]);
  });

  it('stamps the current docs by default, with or without the docs/ prefix', () => {
    const {output} = recorder();
    expect(runStamp(site, ['docs/guide/basic/cli.mdx'], output)).toBe(0);
    expect(readSourceHash(read(`${ZH}/current/guide/basic/cli.mdx`))).toBe(
      sourceHash(cli),
    );
    expect(read(`${ZH}/version-0.x/guide/basic/cli.mdx`)).toBe(zhCli);
  });

  it('stamps every translated page of a version with --all', () => {
    const {out, output} = recorder();
    expect(runStamp(site, ['--version', '0.x', '--all'], output)).toBe(0);
    expect(readSourceHash(read(`${ZH}/version-0.x/faq.mdx`))).toBe(
      sourceHash(faq0),
    );
    expect(readSourceHash(read(`${ZH}/version-0.x/guide/basic/cli.mdx`))).toBe(
      sourceHash(cli0),
    );
    expect(out.log).toEqual([
      `stamped ${ZH}/version-0.x/faq.mdx`,
      `stamped ${ZH}/version-0.x/guide/basic/cli.mdx`,
    ]);
    expect(read(`${ZH}/current/guide/basic/cli.mdx`)).toBe(zhCli);
  });

  it.each([
    [['--version'], "Option '--version <value>' argument missing"],
    [
      ['--version', '9.x', 'faq.mdx'],
      'Unknown docs version "9.x". Versions: current, 0.x.',
    ],
    [['--bogus', 'faq.mdx'], "Unknown option '--bogus'"],
    [[], 'Nothing to stamp: give doc paths or --all.'],
    [['--version', '0.x'], 'Nothing to stamp: give doc paths or --all.'],
    [['--all', 'faq.mdx'], 'Give doc paths or --all, not both.'],
  ])('rejects %j with the usage and exit code 2', (argv, message) => {
    const {out, output} = recorder();
    expect(runStamp(site, argv, output)).toBe(2);
    expect(out.error).toHaveLength(1);
    expect(out.error[0].startsWith(message)).toBe(true);
    expect(out.error[0].endsWith(`\n\n${STAMP_USAGE}`)).toBe(true);
    expect(out.log).toEqual([]);
    expect(read(`${ZH}/version-0.x/guide/basic/cli.mdx`)).toBe(zhCli);
    expect(read(`${ZH}/current/guide/basic/cli.mdx`)).toBe(zhCli);
  });

  it('exits 1 and names the page when a version has no such translation', () => {
    const {out, output} = recorder();
    expect(
      runStamp(
        site,
        ['--version', '0.x', 'guide/basic/cli.mdx', 'api.mdx'],
        output,
      ),
    ).toBe(1);
    expect(out.error).toEqual([
      `skip ${ZH}/version-0.x/api.mdx: no English source`,
    ]);
  });
});

describe('docPathInVersion', () => {
  it("drops the version's English or Chinese folder and a leading ./", () => {
    expect(
      docPathInVersion('versioned_docs/version-0.x/guide/a.mdx', '0.x'),
    ).toBe('guide/a.mdx');
    expect(docPathInVersion(`./${ZH}/version-0.x/guide/a.mdx`, '0.x')).toBe(
      'guide/a.mdx',
    );
    expect(docPathInVersion('docs\\guide\\a.mdx', 'current')).toBe(
      'guide/a.mdx',
    );
    // Another version's folder is not this version's.
    expect(docPathInVersion('docs/guide/a.mdx', '0.x')).toBe(
      'docs/guide/a.mdx',
    );
  });
});

describe('npm run i18n:status', () => {
  const report: TranslationReport = {
    versions: [
      {name: 'current', label: '1.x'},
      {name: '0.x', label: '0.x'},
    ],
    docs: [
      {version: 'current', file: 'guide/cli.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'faq.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'guide/cli.mdx', status: 'stale'},
    ],
    labels: [{file: 'code.json', total: 2, untranslated: []}],
    terms: [],
  };

  it('prints a section per version; a stale 0.x page is listed under 0.x, not under current', () => {
    expect(statusText(report).split('\n')).toEqual([
      'Chinese translation status',
      '',
      '1.x (current): 1 English docs in docs/, translations in i18n/zh/docusaurus-plugin-content-docs/current/',
      '',
      '  up to date: 1   stale: 0   missing: 0',
      '',
      '0.x: 2 English docs in versioned_docs/version-0.x/, translations in i18n/zh/docusaurus-plugin-content-docs/version-0.x/',
      '',
      '  stale      guide/cli.mdx',
      '  up to date: 1   stale: 1   missing: 0',
      '',
      'UI labels (compared with `write-translations --locale zh`)',
      '',
      `  ${'code.json'.padEnd(46)} 0 untranslated of 2`,
      '',
      'Term list (i18n/zh/terms.json): 0 avoided variant(s)',
      '',
      "To fix: translate the listed docs/labels, use the term list's terms; after updating a translation run `npm run i18n:stamp -- <doc path>` (for an older version: `npm run i18n:stamp -- --version <name> <doc path>`).",
    ]);
  });

  it('with --strict, fails on a stale page of any version', async () => {
    const {output} = recorder();
    expect(await runStatus(['--strict'], async () => report, output)).toBe(1);
    const clean = {
      ...report,
      docs: report.docs.map((doc) => ({...doc, status: 'up-to-date' as const})),
    };
    expect(await runStatus(['--strict'], async () => clean, output)).toBe(0);
    expect(await runStatus([], async () => report, output)).toBe(0);
  });

  it('with --json, gives each doc row its version', async () => {
    const {out, output} = recorder();
    expect(await runStatus(['--json'], async () => report, output)).toBe(0);
    const printed = JSON.parse(out.log[0]) as TranslationReport;
    expect(printed.docs).toEqual([
      {version: 'current', file: 'guide/cli.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'faq.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'guide/cli.mdx', status: 'stale'},
    ]);
    expect(printed.versions).toEqual(report.versions);
  });

  it('rejects unknown arguments with the usage and exit code 2, before computing the report', async () => {
    const {out, output} = recorder();
    const loadReport = jest.fn(async () => report);
    expect(await runStatus(['--stric'], loadReport, output)).toBe(2);
    expect(await runStatus(['docs'], loadReport, output)).toBe(2);
    expect(loadReport).not.toHaveBeenCalled();
    expect(out.error[0].startsWith("Unknown option '--stric'")).toBe(true);
    expect(out.error[0].endsWith(`\n\n${STATUS_USAGE}`)).toBe(true);
    expect(out.error[1].endsWith(`\n\n${STATUS_USAGE}`)).toBe(true);
  });
});
