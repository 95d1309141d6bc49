/**
 * Which `@rslib/core` release each docs version is checked against. The
 * current docs (`docs/`) describe the `@rslib/core` in package.json's
 * `dependencies`; a version cut from them (`<name>` in `versions.json`, e.g.
 * `0.x`) describes the release installed under the npm alias
 * `rslib-core-<name>` in `devDependencies`
 * (`"rslib-core-0.x": "npm:@rslib/core@0.23.2"`), so its pages keep being
 * checked against the release they describe while the site itself moves on.
 * Used by the reference and example tests and by the since badges.
 */
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {parseVersionsJson} from '../../versions';
import {LOCALE_DIRS, type Locale} from './docPages';

/** Name of the current docs (`docs/`) among the versions. */
export const CURRENT_VERSION = 'current';

/** The package the current docs are checked against. */
export const CURRENT_PACKAGE = '@rslib/core';

/** The npm alias a released version's package is installed under: `rslib-core-<name>`. */
export function referencePackageName(version: string): string {
  return version === CURRENT_VERSION
    ? CURRENT_PACKAGE
    : `rslib-core-${version}`;
}

/**
 * The command that installs a released version's package, for the message of
 * a failing check. `<version>` stays a placeholder: the last release the
 * version's pages describe is the maintainer's choice.
 */
export function installCommand(version: string): string {
  return version === CURRENT_VERSION
    ? `npm install ${CURRENT_PACKAGE}@<version> --save-exact`
    : `npm install -D --save-exact ${referencePackageName(version)}@npm:${CURRENT_PACKAGE}@<version>`;
}

/**
 * The site-relative folders of a version's pages, per locale: `docs/` and
 * `i18n/zh/docusaurus-plugin-content-docs/current/` for the current docs,
 * `versioned_docs/version-<name>/` and
 * `i18n/zh/docusaurus-plugin-content-docs/version-<name>/` for a released one.
 */
export function localeDirsOf(version: string): Record<Locale, string> {
  if (version === CURRENT_VERSION) return {...LOCALE_DIRS};
  return {
    en: `versioned_docs/version-${version}`,
    zh: `i18n/zh/docusaurus-plugin-content-docs/version-${version}`,
  };
}

/** One docs version with what its checks need. */
export interface DocsVersion {
  /** `current` or a name from `versions.json` (`0.x`). */
  readonly name: string;
  /** The package its pages are checked against (`@rslib/core`, `rslib-core-0.x`). */
  readonly packageName: string;
  /** Site-relative page folders per locale. */
  readonly localeDirs: Record<Locale, string>;
}

/**
 * The current docs and every released version of `versions.json`, newest
 * first.
 *
 * @param siteDir the site folder (with `versions.json`, which may be absent)
 * @throws when `versions.json` is malformed (see `parseVersionsJson`)
 */
export function docsVersionsOf(siteDir: string): DocsVersion[] {
  const file = path.join(siteDir, 'versions.json');
  const released = parseVersionsJson(
    existsSync(file) ? readFileSync(file, 'utf8') : undefined,
  );
  return [CURRENT_VERSION, ...released].map((name) => ({
    name,
    packageName: referencePackageName(name),
    localeDirs: localeDirsOf(name),
  }));
}

/** Where a docs page lives: its version and its path inside that version's folder. */
export interface DocFile {
  /** `current` or the version name (`0.x`). */
  readonly version: string;
  /** Path under the version's docs folder (`config/lib/dts.mdx`). */
  readonly docPath: string;
}

/**
 * The version and doc path of a file Docusaurus compiles, from its path:
 * `…/docs/<doc>` and `…/i18n/<locale>/docusaurus-plugin-content-docs/current/<doc>`
 * are the current docs, `…/versioned_docs/version-<name>/<doc>` and
 * `…/i18n/<locale>/docusaurus-plugin-content-docs/version-<name>/<doc>` a
 * released version. Undefined for files outside the docs (blog posts, pages).
 *
 * @param filePath absolute or relative, with `/` or `\` separators
 */
export function docFileOf(filePath: string): DocFile | undefined {
  const normalized = filePath.split('\\').join('/');
  const translated =
    /\/i18n\/[^/]+\/docusaurus-plugin-content-docs\/(current|version-([^/]+))\/(.+)$/.exec(
      normalized,
    );
  if (translated) {
    return {
      version: translated[2] ?? CURRENT_VERSION,
      docPath: translated[3],
    };
  }
  const versioned = /\/versioned_docs\/version-([^/]+)\/(.+)$/.exec(normalized);
  if (versioned) return {version: versioned[1], docPath: versioned[2]};
  const current = /\/docs\/(.+)$/.exec(normalized);
  return current ? {version: CURRENT_VERSION, docPath: current[1]} : undefined;
}

/** The fields of a package.json read here. */
export interface Manifest {
  readonly name?: string;
  readonly version?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

/**
 * The `@rslib/core` release package.json names for a version: the exact
 * version of `@rslib/core` in `dependencies` (current), or of the alias
 * `"rslib-core-<name>": "npm:@rslib/core@0.23.2"` in `devDependencies`.
 * Undefined when the package is not listed or not pinned to one release
 * (`^0.23.2`).
 *
 * @param manifest the site's package.json, parsed
 */
export function declaredRelease(
  manifest: Manifest,
  version: string,
): string | undefined {
  const spec =
    version === CURRENT_VERSION
      ? manifest.dependencies?.[CURRENT_PACKAGE]
      : (manifest.devDependencies?.[referencePackageName(version)] ??
        manifest.dependencies?.[referencePackageName(version)]);
  const release = spec?.replace(`npm:${CURRENT_PACKAGE}@`, '');
  return release !== undefined && /^\d+\.\d+\.\d+$/.test(release)
    ? release
    : undefined;
}

/** An installed reference package. */
export interface ReferencePackage {
  /** Its folder, symlinks resolved (`…/node_modules/rslib-core-0.x`). */
  readonly dir: string;
  /** The installed release (`0.23.2`). */
  readonly version: string;
}

/**
 * The installed package a version is checked against.
 *
 * @param siteDir the site folder; the package is looked up in its `node_modules`
 * @throws when it is not installed, is not `@rslib/core`, or (for a version
 *   named `<major>.x`) is a release of another major; the message says
 *   which command installs the right one
 */
export function resolveReferencePackage(
  siteDir: string,
  version: string,
): ReferencePackage {
  const name = referencePackageName(version);
  const dir = path.join(siteDir, 'node_modules', name);
  const manifestFile = path.join(dir, 'package.json');
  const label = version === CURRENT_VERSION ? 'the current docs' : version;
  if (!existsSync(manifestFile)) {
    throw new Error(
      `The docs of ${label} are checked against the package ${name}, which is not installed. Run: ${installCommand(version)} (with the last @rslib/core release these docs describe).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.name !== CURRENT_PACKAGE || !manifest.version) {
    throw new Error(
      `node_modules/${name} is ${manifest.name ?? 'a package without a name'}, not ${CURRENT_PACKAGE}. Run: ${installCommand(version)}`,
    );
  }
  const major = /^(\d+)\.x$/.exec(version)?.[1];
  if (major !== undefined && manifest.version.split('.')[0] !== major) {
    throw new Error(
      `The docs of ${version} are checked against ${name}, which is ${CURRENT_PACKAGE} ${manifest.version}, not a ${version} release. Run: ${installCommand(version)}`,
    );
  }
  return {dir: realpathSync(dir), version: manifest.version};
}
