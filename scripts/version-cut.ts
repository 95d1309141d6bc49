/**
 * Cuts a docs version for maintainers: `npm run version:cut [-- <name>]`
 * (default name: the current docs' label, e.g. `1.x`).
 *
 * 1. Runs `docusaurus docs:version <name>`, which snapshots `docs/` into
 *    `versioned_docs/version-<version>/`, `sidebars.ts` into
 *    `versioned_sidebars/version-<version>-sidebars.json`, adds the name to
 *    `versions.json`, and for every other locale copies the translated docs
 *    (`i18n/<locale>/docusaurus-plugin-content-docs/current/` → `version-<version>/`)
 *    and `current.json` → `version-<version>.json`.
 * 2. Completes what each other locale needs: its `version-<version>.json` gets
 *    the version's own label (the copy still says the current docs' 'Next'),
 *    and a missing translated-docs folder is copied (older Docusaurus skipped it).
 *
 * Afterwards the new version is served under its name (`/1.x/`, `/zh/1.x/`)
 * with the old-version banner, the current docs stay at `/` and `/zh/`, the
 * navbar shows the version menu (docusaurus.config.ts reads versions.json)
 * and the search index is built per version. What a maintainer does next is
 * in contributing/maintaining.md ("Docs versions").
 * Exits 1 with a message on bad arguments or when Docusaurus fails.
 */
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  currentVersionLabel,
  parseVersionsJson,
} from '../src/features/versions/build/versions';
import {
  versionFromArgs,
  versionTranslations,
} from '../src/features/versions/build/versionCut';

const ROOT = path.join(__dirname, '..');
const DOCUSAURUS = path.join(
  ROOT,
  'node_modules',
  '@docusaurus',
  'core',
  'bin',
  'docusaurus.mjs',
);
const I18N = path.join(ROOT, 'i18n');
const DEFAULT_LOCALE = 'en';
const DOCS_PLUGIN_DIR = 'docusaurus-plugin-content-docs';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readVersions(): string[] {
  const file = path.join(ROOT, 'versions.json');
  return parseVersionsJson(
    existsSync(file) ? readFileSync(file, 'utf8') : undefined,
  );
}

/** Locale folders of `i18n/` with a docs translation folder, the default locale excluded. */
function translatedLocales(): string[] {
  if (!existsSync(I18N)) return [];
  return readdirSync(I18N, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name !== DEFAULT_LOCALE)
    .map((entry) => entry.name)
    .filter((locale) => existsSync(path.join(I18N, locale, DOCS_PLUGIN_DIR)));
}

function completeLocale(locale: string, version: string): string[] {
  const dir = path.join(I18N, locale, DOCS_PLUGIN_DIR);
  const done: string[] = [];
  const currentDocs = path.join(dir, 'current');
  const versionDocs = path.join(dir, `version-${version}`);
  if (existsSync(currentDocs) && !existsSync(versionDocs)) {
    cpSync(currentDocs, versionDocs, {recursive: true});
    done.push(
      `copied ${path.relative(ROOT, currentDocs)} → ${path.relative(ROOT, versionDocs)}`,
    );
  }
  const currentJson = path.join(dir, 'current.json');
  if (existsSync(currentJson)) {
    const target = path.join(dir, `version-${version}.json`);
    writeFileSync(
      target,
      versionTranslations(readFileSync(currentJson, 'utf8'), version),
    );
    done.push(
      `wrote ${path.relative(ROOT, target)} (version.label = ${version})`,
    );
  }
  return done;
}

/** The current docs' label, from the `@rslib/core` version in package.json. */
function currentLabel(): string {
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
  ) as {dependencies: Record<string, string>};
  return currentVersionLabel(pkg.dependencies['@rslib/core']);
}

function main(): void {
  let version: string;
  try {
    version = versionFromArgs(
      process.argv.slice(2),
      readVersions(),
      currentLabel(),
    );
  } catch (error) {
    fail((error as Error).message);
  }
  const result = spawnSync(
    process.execPath,
    [DOCUSAURUS, 'docs:version', version],
    {cwd: ROOT, stdio: 'inherit'},
  );
  if (result.status !== 0) {
    fail(
      `docusaurus docs:version ${version} failed (exit code ${result.status ?? result.signal}).`,
    );
  }
  for (const locale of translatedLocales()) {
    for (const line of completeLocale(locale, version)) {
      console.log(`[${locale}] ${line}`);
    }
  }
  console.log(
    `Version ${version} cut: served at /${version}/. Versions: current (/), ${readVersions().join(', ')}.\n` +
      `Next: install its reference package (npm install -D rslib-core-${version}@npm:@rslib/core@<its last release>), ` +
      'then follow "Docs versions" in contributing/maintaining.md; commit versions.json, versioned_docs/, versioned_sidebars/ and i18n/*/docusaurus-plugin-content-docs/version-*.',
  );
}

main();
