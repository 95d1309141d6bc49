/**
 * The translation status report, read from the file system: which English docs
 * have a missing or stale Chinese translation, how many UI label ids of each
 * label file still need a translator, and where a Chinese file uses a term
 * variant the term list says to avoid. One computation with two outputs:
 * `npm run i18n:status` prints it, and the site build (the plugin in
 * `../index.ts`) turns it into the notices on Chinese doc pages and the
 * translation status page.
 */
import {execFile} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {GlobExcludeDefault, createMatcher} from '@docusaurus/utils';
import {filesUnder} from '../../../common/build/files';
import {
  docStatus,
  untranslatedKeys,
  type DocStatus,
  type Messages,
} from './translationStatus';
import {findAvoidedTerms, parseTerms, type TermHit} from './terms';
import {SAME_IN_BOTH} from '../data/sameInBoth';

/** The locale translators work on (the site's only non-default locale). */
export const TRANSLATION_LOCALE = 'zh';

/**
 * Name of the site plugin that owns the translation notices and the status page
 * (`../index.ts`); its label file is `i18n/<locale>/<this name>/labels.json`.
 */
export const PLUGIN_NAME = 'rslib-i18n-tools';

/** Label files checked, relative to `i18n/<locale>/`, in report order. */
export const LABEL_FILES = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
  `${PLUGIN_NAME}/labels.json`,
] as const;

/** Where a site keeps the English docs and their translations. */
export type SitePaths = {
  /** English docs, e.g. `<site>/docs`. */
  readonly docs: string;
  /** Translated docs of the current version, e.g. `<site>/i18n/zh/docusaurus-plugin-content-docs/current`. */
  readonly translatedDocs: string;
  /** The locale's label folder, e.g. `<site>/i18n/zh`. */
  readonly localeDir: string;
};

/** The folders of `siteDir` the report reads. */
export function sitePaths(siteDir: string): SitePaths {
  const localeDir = path.join(siteDir, 'i18n', TRANSLATION_LOCALE);
  return {
    docs: path.join(siteDir, 'docs'),
    translatedDocs: path.join(
      localeDir,
      'docusaurus-plugin-content-docs',
      'current',
    ),
    localeDir,
  };
}

/** One English doc and the state of its translation. */
export type DocRow = {
  /** Path relative to the docs folder, POSIX style: `guide/basic/cli.mdx`. */
  readonly file: string;
  readonly status: DocStatus;
};

/** One label file: how many ids it has and which still need a translator. */
export type LabelRow = {
  /** Relative to `i18n/<locale>/`, e.g. `code.json`. */
  readonly file: string;
  readonly total: number;
  /** Sorted ids that are missing, empty or still English. */
  readonly untranslated: readonly string[];
};

export type TranslationReport = {
  readonly docs: readonly DocRow[];
  readonly labels: readonly LabelRow[];
  readonly terms: readonly TermHit[];
};

/** What the docs plugin leaves out by default: files and folders whose name starts with `_` (partials), tests. */
const notADocPage = createMatcher(GlobExcludeDefault);

/**
 * The doc pages of `dir` (Markdown files at any depth), relative to `base`,
 * POSIX style, sorted. Partials (`_x.mdx`, `_partials/…`) are left out with
 * the docs plugin's own exclusion patterns: they are not pages, so they have
 * no translation status of their own.
 */
export function listDocs(dir: string, base = dir): string[] {
  return filesUnder(
    dir,
    (file) => /\.mdx?$/.test(file) && !notADocPage(file),
  ).map((file) =>
    path.relative(base, path.join(dir, file)).split(path.sep).join('/'),
  );
}

/** Status of every English doc's translation, in file order. */
export function docRows(paths: SitePaths): DocRow[] {
  return listDocs(paths.docs).map((file) => {
    const translated = path.join(paths.translatedDocs, file);
    return {
      file,
      status: docStatus(
        readFileSync(path.join(paths.docs, file), 'utf8'),
        existsSync(translated) ? readFileSync(translated, 'utf8') : undefined,
      ),
    };
  });
}

const readMessages = (file: string): Messages =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};

/**
 * What `docusaurus write-translations --locale <locale>` would write for each
 * label file into an empty folder: every id the site's code and plugins
 * currently use, with the text the code carries (for a locale Docusaurus
 * ships theme translations for, such as zh, its `theme.*` ids get those). Runs the command in a child process writing into a scratch
 * folder (`RSLIB_I18N_PATH`, read by `docusaurus.config.ts`), so the committed
 * files are untouched. Takes a few seconds (Docusaurus loads the site's content).
 *
 * @throws when the command fails, with its output
 */
export async function generatedLabels(
  siteDir: string,
  locale: string = TRANSLATION_LOCALE,
): Promise<Record<string, Messages>> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'rslib-i18n-'));
  try {
    await promisify(execFile)(
      process.execPath,
      [
        path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'write-translations',
        '--locale',
        locale,
      ],
      {
        cwd: siteDir,
        env: {...process.env, RSLIB_I18N_PATH: scratch},
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return Object.fromEntries(
      LABEL_FILES.map((file) => [
        file,
        readMessages(path.join(scratch, locale, file)),
      ]),
    );
  } finally {
    await rm(scratch, {recursive: true, force: true});
  }
}

/**
 * Coverage of each label file.
 *
 * @param generated `generatedLabels()` of the same site
 */
export function labelRows(
  siteDir: string,
  paths: SitePaths,
  generated: Record<string, Messages>,
): LabelRow[] {
  const english = readMessages(path.join(siteDir, 'i18n', 'en', 'code.json'));
  return LABEL_FILES.map((file) => {
    const ids = generated[file] ?? {};
    // For plugin files the English source is the generated default itself.
    const source = file === 'code.json' ? {...ids, ...english} : ids;
    return {
      file,
      total: Object.keys(ids).length,
      untranslated: untranslatedKeys(
        ids,
        readMessages(path.join(paths.localeDir, file)),
        source,
        SAME_IN_BOTH,
      ),
    };
  });
}

/** Uses of avoided term variants (`i18n/zh/terms.json`) in every Chinese page and label file. */
export function termRows(siteDir: string, paths: SitePaths): TermHit[] {
  const terms = parseTerms(
    readFileSync(path.join(paths.localeDir, 'terms.json'), 'utf8'),
  );
  const files = [
    ...listDocs(paths.translatedDocs, siteDir),
    ...LABEL_FILES.map((file) =>
      path.relative(siteDir, path.join(paths.localeDir, file)),
    ),
  ]
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => existsSync(path.join(siteDir, file)));
  return files.flatMap((file) =>
    findAvoidedTerms(
      file,
      readFileSync(path.join(siteDir, file), 'utf8'),
      terms,
    ),
  );
}

/**
 * The whole report of `siteDir`.
 * @throws when `write-translations` fails or `terms.json` is malformed
 */
export async function translationReport(
  siteDir: string,
): Promise<TranslationReport> {
  const paths = sitePaths(siteDir);
  const generated = await generatedLabels(siteDir);
  return {
    docs: docRows(paths),
    labels: labelRows(siteDir, paths, generated),
    terms: termRows(siteDir, paths),
  };
}

/** Whether anything needs a translator (what `--strict` fails on). */
export function needsWork(report: TranslationReport): boolean {
  return (
    report.docs.some((doc) => doc.status !== 'up-to-date') ||
    report.labels.some((label) => label.untranslated.length > 0) ||
    report.terms.length > 0
  );
}
