/**
 * The translators' commands, `npm run i18n:status` and `npm run i18n:stamp`,
 * as functions of their arguments: the scripts in `scripts/` only pass
 * `process.argv` and the console and exit with the code returned, so every
 * argument error, message and exit code here can be tested on a fixture site.
 * Exit codes: 0 done, 1 something needs work or could not be stamped, 2 wrong
 * arguments (with the usage).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs, type ParseArgsConfig} from 'node:util';
import {CURRENT_VERSION} from '../common/types';
import {resolveLabels, versionHeading} from './freshness';
import {
  TRANSLATION_LOCALE,
  englishDocsFolder,
  listDocs,
  needsWork,
  sitePaths,
  translatedDocsFolder,
  type DocsVersion,
  type TranslationReport,
} from './statusReport';
import {sourceHash, stampSourceHash, type DocStatus} from './translationStatus';

/** Where the commands write: `console` in the scripts, a recorder in tests. */
export type CommandOutput = {
  readonly log: (text: string) => void;
  readonly error: (text: string) => void;
};

/** Exit code of a command called with wrong arguments. */
export const USAGE_EXIT_CODE = 2;

/** Wrong command-line arguments; the message says what is wrong (the usage is added when printed). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * `parseArgs` with its errors (unknown option, missing value…) turned into
 * `UsageError`s.
 * @throws {UsageError}
 */
function parse<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export const STATUS_USAGE = `Usage: npm run i18n:status [-- [--strict] [--json]]
  --strict  exit 1 when a doc of any version is missing or stale, a label is untranslated or a term is off the term list
  --json    print the report as JSON (each doc row with its version)`;

/**
 * The report as text: a section per docs version (`1.x (current)`, then `0.x`…)
 * listing its missing and stale docs and counting each status, then the
 * label files' coverage and the term list hits.
 */
export function statusText(report: TranslationReport): string {
  const labels = resolveLabels();
  const lines: string[] = ['Chinese translation status'];
  for (const version of report.versions) {
    const docs = report.docs.filter((doc) => doc.version === version.name);
    const count = (status: DocStatus) =>
      docs.filter((doc) => doc.status === status).length;
    lines.push(
      '',
      `${versionHeading(version, labels)}: ${docs.length} English docs in ${englishDocsFolder(version.name)}/, translations in ${translatedDocsFolder(version.name)}/`,
      '',
    );
    for (const doc of docs) {
      if (doc.status !== 'up-to-date')
        lines.push(`  ${doc.status.padEnd(10)} ${doc.file}`);
    }
    lines.push(
      `  up to date: ${count('up-to-date')}   stale: ${count('stale')}   missing: ${count('missing')}`,
    );
  }
  lines.push(
    '',
    `UI labels (compared with \`write-translations --locale ${TRANSLATION_LOCALE}\`)`,
    '',
  );
  for (const label of report.labels) {
    lines.push(
      `  ${label.file.padEnd(46)} ${label.untranslated.length} untranslated of ${label.total}`,
    );
    for (const id of label.untranslated) lines.push(`      - ${id}`);
  }
  lines.push(
    '',
    `Term list (i18n/${TRANSLATION_LOCALE}/terms.json): ${report.terms.length} avoided variant(s)`,
  );
  if (report.terms.length > 0) lines.push('');
  for (const hit of report.terms)
    lines.push(`  ${hit.file}:${hit.line}  ${hit.found} → ${hit.use}`);
  lines.push(
    '',
    needsWork(report)
      ? "To fix: translate the listed docs/labels, use the term list's terms; after updating a translation run `npm run i18n:stamp -- <doc path>` (for an older version: `npm run i18n:stamp -- --version <name> <doc path>`)."
      : 'Everything is translated and up to date.',
  );
  return lines.join('\n');
}

/**
 * `npm run i18n:status`: prints the report (text or `--json`).
 *
 * @param argv the arguments after the script name
 * @param loadReport computes the report (runs `write-translations`, a few
 *   seconds); called only once the arguments are valid
 * @returns the exit code: 2 for wrong arguments, 1 with `--strict` when
 *   anything needs work in any version, else 0
 * @throws what `loadReport` throws
 */
export async function runStatus(
  argv: readonly string[],
  loadReport: () => Promise<TranslationReport>,
  output: CommandOutput,
): Promise<number> {
  let values: {strict?: boolean; json?: boolean};
  try {
    ({values} = parse({
      args: [...argv],
      options: {strict: {type: 'boolean'}, json: {type: 'boolean'}},
      allowPositionals: false,
    }));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.error(`${error.message}\n\n${STATUS_USAGE}`);
    return USAGE_EXIT_CODE;
  }
  const report = await loadReport();
  output.log(
    values.json ? JSON.stringify(report, null, 2) : statusText(report),
  );
  return values.strict && needsWork(report) ? 1 : 0;
}

export const STAMP_USAGE = `Usage: npm run i18n:stamp -- [--version <name>] <doc path> [more…]
       npm run i18n:stamp -- [--version <name>] --all
  --version  docs version of the pages: current (default, docs/) or a name of versions.json, e.g. 0.x (versioned_docs/version-0.x/)
  --all      every translated page of that version
  Doc paths are relative to the version's English folder: guide/basic/cli.mdx.`;

/** What `npm run i18n:stamp` was asked to do. */
export type StampRequest = {
  readonly version: DocsVersion;
  /** Doc paths relative to the version's docs folder, or every translated doc. */
  readonly files: readonly string[] | 'all';
};

/**
 * A doc path as typed, relative to its version's docs folder: Windows
 * separators and a leading `./` are dropped, and so is the version's English
 * or Chinese folder (`docs/guide/a.mdx`, `versioned_docs/version-0.x/guide/a.mdx`
 * → `guide/a.mdx`), so a path completed by the shell works too.
 */
export function docPathInVersion(arg: string, versionName: string): string {
  const file = arg.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  for (const folder of [
    englishDocsFolder(versionName),
    translatedDocsFolder(versionName),
  ]) {
    if (file.startsWith(`${folder}/`)) return file.slice(folder.length + 1);
  }
  return file;
}

/**
 * Reads the arguments of `npm run i18n:stamp`.
 *
 * @param argv the arguments after the script name
 * @param versions the site's docs versions (`sitePaths().versions`)
 * @throws {UsageError} for an unknown option, `--version` without a value or
 *   with an unknown version, no doc path and no `--all`, or both
 */
export function parseStampArgs(
  argv: readonly string[],
  versions: readonly DocsVersion[],
): StampRequest {
  const {values, positionals} = parse({
    args: [...argv],
    options: {version: {type: 'string'}, all: {type: 'boolean'}},
    allowPositionals: true,
  });
  const wanted = values.version ?? CURRENT_VERSION;
  // The current version answers to its label too (`--version 1.x`).
  const version = versions.find(
    (candidate) =>
      candidate.name === wanted ||
      (candidate.name === CURRENT_VERSION && candidate.label === wanted),
  );
  if (!version) {
    throw new UsageError(
      `Unknown docs version "${wanted}". Versions: ${versions.map((candidate) => candidate.name).join(', ')}.`,
    );
  }
  if (values.all && positionals.length > 0) {
    throw new UsageError('Give doc paths or --all, not both.');
  }
  if (!values.all && positionals.length === 0) {
    throw new UsageError('Nothing to stamp: give doc paths or --all.');
  }
  return {
    version,
    files: values.all
      ? 'all'
      : positionals.map((arg) => docPathInVersion(arg, version.name)),
  };
}

/** What happened to one doc of a stamp request. */
export type StampResult = {
  /** Relative to the version's docs folder. */
  readonly file: string;
  readonly outcome:
    | 'stamped'
    | 'no English source'
    | 'no Chinese translation'
    | 'no front matter';
};

/**
 * Writes into each translated doc of the request the hash of the same
 * version's English doc (`source_hash` in its front matter): a 0.x translation
 * records the 0.x English page it translates.
 *
 * @returns one result per doc, in request order (`all`: the version's
 *   translated docs, sorted); docs that could not be stamped are left as they are
 */
export function stampDocs(request: StampRequest): StampResult[] {
  const {version} = request;
  const files =
    request.files === 'all' ? listDocs(version.translatedDocs) : request.files;
  return files.map((file): StampResult => {
    const english = path.join(version.docs, file);
    const translated = path.join(version.translatedDocs, file);
    if (!existsSync(english)) return {file, outcome: 'no English source'};
    if (!existsSync(translated))
      return {file, outcome: 'no Chinese translation'};
    let stamped: string;
    try {
      stamped = stampSourceHash(
        readFileSync(translated, 'utf8'),
        sourceHash(readFileSync(english, 'utf8')),
      );
    } catch {
      return {file, outcome: 'no front matter'};
    }
    writeFileSync(translated, stamped);
    return {file, outcome: 'stamped'};
  });
}

/**
 * `npm run i18n:stamp`: stamps the requested translations of one docs version.
 *
 * @param siteDir the site root (with `versions.json` and `package.json`)
 * @param argv the arguments after the script name
 * @returns the exit code: 2 for wrong arguments (the usage is printed), 1 when
 *   a doc could not be stamped, else 0
 * @throws when `versions.json` or `package.json` is malformed (`sitePaths`)
 */
export function runStamp(
  siteDir: string,
  argv: readonly string[],
  output: CommandOutput,
): number {
  const {versions} = sitePaths(siteDir);
  let request: StampRequest;
  try {
    request = parseStampArgs(argv, versions);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.error(`${error.message}\n\n${STAMP_USAGE}`);
    return USAGE_EXIT_CODE;
  }
  const folder = translatedDocsFolder(request.version.name);
  const results = stampDocs(request);
  for (const {file, outcome} of results) {
    if (outcome === 'stamped') output.log(`stamped ${folder}/${file}`);
    else output.error(`skip ${folder}/${file}: ${outcome}`);
  }
  if (results.length === 0) output.log(`No translated pages in ${folder}/.`);
  return results.every((result) => result.outcome === 'stamped') ? 0 : 1;
}
