/**
 * Docs versions at config time. The current docs (`docs/`) document the
 * newest Rslib major and stay at the site root; every version cut from them
 * (`npm run version:cut`, listed in `versions.json`) is an older major served
 * under its own name (`/0.x/`, `/zh/0.x/`) with a banner pointing to the same
 * page in the current docs. The navbar shows a version menu only when more
 * than one version exists. `docusaurus.config.ts` reads `versions.json` and
 * `package.json` and passes their text here. Pure.
 */

/** The navbar's version menu (Docusaurus `docsVersionDropdown`). */
export type VersionMenuItem = {
  readonly type: 'docsVersionDropdown';
  readonly position: 'right';
  readonly className: string;
};

/** Global class of the version menu's button, for tests and styles. */
export const VERSION_MENU_CLASS = 'rslib-version-menu';

/**
 * The released versions listed in `versions.json`, newest first.
 *
 * @param text the file's content; `undefined` when the file does not exist (no versions)
 * @throws when the file is not a JSON array of non-empty strings (the build should stop with a clear message)
 */
export function parseVersionsJson(text: string | undefined): string[] {
  if (text === undefined) {
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `versions.json is not valid JSON: ${(error as Error).message}`,
    );
  }
  if (
    !Array.isArray(parsed) ||
    parsed.some((entry) => typeof entry !== 'string' || entry.trim() === '')
  ) {
    throw new Error(
      'versions.json must be a JSON array of version names, e.g. ["1.0"].',
    );
  }
  return parsed as string[];
}

/**
 * The released versions this build includes: all of `released`, or only the
 * ones `only` names. `only` is the comma-separated `RSLIB_DOCS_VERSIONS`
 * variable (`current`, `current,0.x`): a quicker build for a writer or a test
 * that needs some versions only. The current docs are always built, so
 * `current` may be named or left out.
 *
 * @param released names from `versions.json`, newest first
 * @param only the variable's value; `undefined` or blank builds every version
 * @throws when `only` names a version `versions.json` does not list (a typo would otherwise build less than asked, silently)
 */
export function builtVersions(
  released: readonly string[],
  only: string | undefined,
): string[] {
  if (only === undefined || only.trim() === '') {
    return [...released];
  }
  const wanted = only
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== 'current');
  const unknown = wanted.filter((name) => !released.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `RSLIB_DOCS_VERSIONS names ${unknown.join(', ')}, which versions.json does not list (it lists: current${released.map((name) => `, ${name}`).join('')}).`,
    );
  }
  return released.filter((name) => wanted.includes(name));
}

/**
 * Navbar items for the version menu: none while only the current docs exist,
 * one `docsVersionDropdown` once a version has been cut (current + released
 * versions = more than one).
 *
 * @param released names from `versions.json`
 */
export function versionMenuItems(
  released: readonly string[],
): VersionMenuItem[] {
  return released.length > 0
    ? [
        {
          type: 'docsVersionDropdown',
          position: 'right',
          className: VERSION_MENU_CLASS,
        },
      ]
    : [];
}

/**
 * The current docs' label: the major of the `@rslib/core` release the
 * reference is checked against (`1.0.1` → `1.x`), so the label moves with the
 * package a maintainer bumps after a new major.
 *
 * @param coreVersion the exact `@rslib/core` version in package.json's dependencies, e.g. `1.0.1`
 * @throws when it does not start with a major number
 */
export function currentVersionLabel(coreVersion: string): string {
  const major = /^\D*(\d+)\./.exec(coreVersion)?.[1];
  if (major === undefined) {
    throw new Error(
      `package.json: @rslib/core must be an exact version such as 1.0.1 (found "${coreVersion}").`,
    );
  }
  return `${major}.x`;
}

/** One entry of the docs plugin's `versions` option. */
export type VersionOptions = {
  readonly label: string;
  readonly path?: string;
  readonly banner?: 'unmaintained';
  readonly noIndex?: boolean;
};

/**
 * The docs plugin's version options: the current docs are the last version
 * (served at the root, labelled `currentLabel`); each released version is
 * served under its name with the "unmaintained" banner, which links to the
 * same page in the current docs, and `noIndex`, so search engines send
 * readers to the current page rather than an old one (a `canonical` link
 * would claim the two pages say the same, and they do not).
 *
 * @param released the versions to build (`builtVersions`), newest first; the others in `versions.json` are left out
 * @param currentLabel from `currentVersionLabel`
 */
export function docsVersionOptions(
  released: readonly string[],
  currentLabel: string,
): {
  lastVersion: 'current';
  onlyIncludeVersions: string[];
  versions: Record<string, VersionOptions>;
} {
  return {
    lastVersion: 'current',
    onlyIncludeVersions: ['current', ...released],
    versions: {
      current: {label: currentLabel},
      ...Object.fromEntries(
        released.map((name) => [
          name,
          {label: name, path: name, banner: 'unmaintained', noIndex: true},
        ]),
      ),
    },
  };
}
