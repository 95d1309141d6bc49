/**
 * Docs versions at config time (the navbar shows a version menu only when more
 * than one version exists). `docusaurus.config.ts` reads
 * `versions.json` (written by `npm run version:cut`) and passes its text here.
 * Pure.
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
