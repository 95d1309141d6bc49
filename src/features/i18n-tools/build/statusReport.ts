/**
 * The translation status report, read from the file system: which English docs
 * of each docs version (current, then those of `versions.json`) have a missing
 * or stale Chinese translation in the same version, how many UI label ids of each
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
import {CURRENT_VERSION} from '../common/types';
import {currentVersionLabel, parseVersionsJson} from '../../versions';

/** The locale translators work on (the site's only non-default locale). */
export const TRANSLATION_LOCALE = 'zh';

/**
 * Name of the site plugin that owns the translation notices and the status page
 * (`../index.ts`); its label file is `i18n/<locale>/<this name>/labels.json`.
 */
export const PLUGIN_NAME = 'rslib-i18n-tools';

/** Label files every site has, relative to `i18n/<locale>/`, in report order (`labelFiles` adds one per released docs version). */
export const LABEL_FILES = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
  `${PLUGIN_NAME}/labels.json`,
] as const;

/** A docs version as the report shows it. */
export type VersionInfo = {
  /** The docs plugin's version name: `current`, or a `versions.json` entry such as `0.x`. */
  readonly name: string;
  /** What readers see in the version menu: `1.x` for current, the name for the others. */
  readonly label: string;
};

/** A docs version and where its English docs and their translations live. */
export type DocsVersion = VersionInfo & {
  /** English docs, e.g. `<site>/docs` or `<site>/versioned_docs/version-0.x`. */
  readonly docs: string;
  /** Their translations, e.g. `<site>/i18n/zh/docusaurus-plugin-content-docs/version-0.x`. */
  readonly translatedDocs: string;
};

/** Where a site keeps the English docs and their translations. */
export type SitePaths = {
  /** Every docs version, current first, then `versions.json` order (newest first). */
  readonly versions: readonly DocsVersion[];
  /** The locale's label folder, e.g. `<site>/i18n/zh`. */
  readonly localeDir: string;
};

/** Site-relative folder of a version's English docs: `docs`, `versioned_docs/version-0.x`. */
export function englishDocsFolder(versionName: string): string {
  return versionName === CURRENT_VERSION
    ? 'docs'
    : path.posix.join('versioned_docs', `version-${versionName}`);
}

/** Site-relative folder of a version's translated docs: `i18n/zh/docusaurus-plugin-content-docs/version-0.x`. */
export function translatedDocsFolder(versionName: string): string {
  return path.posix.join(
    'i18n',
    TRANSLATION_LOCALE,
    'docusaurus-plugin-content-docs',
    versionName === CURRENT_VERSION ? 'current' : `version-${versionName}`,
  );
}

/**
 * The docs versions of `siteDir`, as `docusaurus.config.ts` configures them:
 * current (labelled with the major of `@rslib/core` in `package.json`), then
 * every name of `versions.json` (absent file: none).
 *
 * @throws when `versions.json` is malformed, or `package.json` is missing or has
 *   no exact `@rslib/core` version (the site's config fails the same way)
 */
export function sitePaths(siteDir: string): SitePaths {
  const versionsFile = path.join(siteDir, 'versions.json');
  const released = parseVersionsJson(
    existsSync(versionsFile) ? readFileSync(versionsFile, 'utf8') : undefined,
  );
  const pkg = JSON.parse(
    readFileSync(path.join(siteDir, 'package.json'), 'utf8'),
  ) as {dependencies?: Record<string, string>};
  const currentLabel = currentVersionLabel(
    pkg.dependencies?.['@rslib/core'] ?? '',
  );
  const version = (name: string, label: string): DocsVersion => ({
    name,
    label,
    docs: path.join(siteDir, englishDocsFolder(name)),
    translatedDocs: path.join(siteDir, translatedDocsFolder(name)),
  });
  return {
    versions: [
      version(CURRENT_VERSION, currentLabel),
      ...released.map((name) => version(name, name)),
    ],
    localeDir: path.join(siteDir, 'i18n', TRANSLATION_LOCALE),
  };
}

/**
 * Label files checked, relative to `i18n/<locale>/`, in report order: those of
 * `LABEL_FILES`, with each released version's sidebar labels
 * (`docusaurus-plugin-content-docs/version-0.x.json`) after the current one's.
 */
export function labelFiles(paths: SitePaths): string[] {
  const versioned = paths.versions
    .filter((version) => version.name !== CURRENT_VERSION)
    .map(
      (version) =>
        `docusaurus-plugin-content-docs/version-${version.name}.json`,
    );
  const at = LABEL_FILES.indexOf('docusaurus-plugin-content-docs/current.json');
  return [
    ...LABEL_FILES.slice(0, at + 1),
    ...versioned,
    ...LABEL_FILES.slice(at + 1),
  ];
}

/** One English doc and the state of its translation. */
export type DocRow = {
  /** Name of the docs version the doc belongs to: `current`, `0.x`. */
  readonly version: string;
  /** Path relative to the version's docs folder, POSIX style: `guide/basic/cli.mdx`. */
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
  /** Every docs version, current first (also those without docs). */
  readonly versions: readonly VersionInfo[];
  /** Docs of every version, grouped by version in `versions` order, then by file. */
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

/**
 * Status of every English doc's translation, version by version (current
 * first), in file order: each version's translations are compared with that
 * version's English docs only.
 */
export function docRows(paths: SitePaths): DocRow[] {
  return paths.versions.flatMap((version) =>
    listDocs(version.docs).map((file) => {
      const translated = path.join(version.translatedDocs, file);
      return {
        version: version.name,
        file,
        status: docStatus(
          readFileSync(path.join(version.docs, file), 'utf8'),
          existsSync(translated) ? readFileSync(translated, 'utf8') : undefined,
        ),
      };
    }),
  );
}

/** The versions of a report (name and label, no folders). */
export function versionInfos(paths: SitePaths): VersionInfo[] {
  return paths.versions.map(({name, label}) => ({name, label}));
}

const readMessages = (file: string): Messages =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};

/**
 * What `docusaurus write-translations --locale <locale>` would write for each
 * label file (`labelFiles`) into an empty folder: every id the site's code and plugins
 * currently use, with the text the code carries (for a locale Docusaurus
 * ships theme translations for, such as zh, its `theme.*` ids get those). Runs the command in a child process writing into a scratch
 * folder (`RSLIB_I18N_PATH`, read by `docusaurus.config.ts`), so the committed
 * files are untouched. Takes a few seconds (Docusaurus loads the site's content).
 *
 * @throws when the command fails, with its output, or when `sitePaths` does
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
      labelFiles(sitePaths(siteDir)).map((file) => [
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
  return labelFiles(paths).map((file) => {
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

/** Uses of avoided term variants (`i18n/zh/terms.json`) in every Chinese page (of every version) and label file. */
export function termRows(siteDir: string, paths: SitePaths): TermHit[] {
  const terms = parseTerms(
    readFileSync(path.join(paths.localeDir, 'terms.json'), 'utf8'),
  );
  const files = [
    ...paths.versions.flatMap((version) =>
      listDocs(version.translatedDocs, siteDir),
    ),
    ...labelFiles(paths).map((file) =>
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
 * @throws when `write-translations` fails, or `terms.json`, `versions.json` or
 *   `package.json` is malformed
 */
export async function translationReport(
  siteDir: string,
): Promise<TranslationReport> {
  const paths = sitePaths(siteDir);
  const generated = await generatedLabels(siteDir);
  return {
    versions: versionInfos(paths),
    docs: docRows(paths),
    labels: labelRows(siteDir, paths, generated),
    terms: termRows(siteDir, paths),
  };
}

/** Whether anything needs a translator, in any docs version (what `--strict` fails on). */
export function needsWork(report: TranslationReport): boolean {
  return (
    report.docs.some((doc) => doc.status !== 'up-to-date') ||
    report.labels.some((label) => label.untranslated.length > 0) ||
    report.terms.length > 0
  );
}
