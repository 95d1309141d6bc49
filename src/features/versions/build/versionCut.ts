/**
 * Pure parts of `npm run version:cut [-- <name>]` (scripts/version-cut.ts):
 * argument checks and the Chinese version label file.
 */

/** Usage line printed on bad arguments. */
export const USAGE =
  "Usage: npm run version:cut [-- <name>]   (default: the current docs' label, e.g. 1.x)";

/**
 * The version name from the command-line arguments (after the script name):
 * the one name given, or else the current docs' label (`1.x`), which is what
 * a maintainer cuts before the current docs move on to the next major.
 * Docusaurus checks the name's characters itself; this only catches what
 * would otherwise be misread (several names, an option).
 *
 * @param currentLabel the current docs' label (`currentVersionLabel`)
 * @throws with `USAGE` when there is more than one name, or it looks like an option
 * @throws when `existing` (versions.json) already lists it
 */
export function versionFromArgs(
  args: readonly string[],
  existing: readonly string[],
  currentLabel: string,
): string {
  const names = args.filter((arg) => arg.trim() !== '');
  if (names.length > 1 || names[0]?.startsWith('-')) {
    throw new Error(USAGE);
  }
  const version = (names[0] ?? currentLabel).trim();
  if (existing.includes(version)) {
    throw new Error(
      `Version ${version} already exists (versions.json: ${existing.join(', ')}).`,
    );
  }
  return version;
}

type Messages = Record<string, {message: string; description?: string}>;

/**
 * The translation file of a new version (`version-<v>.json`) from the current
 * one (`current.json`): same sidebar labels, but `version.label` names the
 * version (`1.0`) instead of the current docs' label ('Next'), as
 * `docusaurus write-translations` would write it.
 *
 * @param currentJson content of `i18n/<locale>/docusaurus-plugin-content-docs/current.json`
 * @returns the JSON text to write, 2-space indented with a final newline
 * @throws when `currentJson` is not a JSON object
 */
export function versionTranslations(
  currentJson: string,
  version: string,
): string {
  const parsed = JSON.parse(currentJson) as unknown;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(
      'current.json must be a JSON object of {message, description} entries.',
    );
  }
  const messages: Messages = {
    ...(parsed as Messages),
    'version.label': {
      message: version,
      description: `The label for version ${version}`,
    },
  };
  return `${JSON.stringify(messages, null, 2)}\n`;
}
