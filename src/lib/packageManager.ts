/**
 * Package-manager command conversion (SPEC §2 Other features: package-manager
 * tab switcher). Pure: takes an npm command string, returns the equivalent
 * command for another package manager. No React, no DOM.
 */

/** Tabs offered by `<PackageManagerTabs>`, in display order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** One command per package manager. */
export type PackageManagerCommands = Record<PackageManager, string>;

const INSTALL_VERBS = new Set(['install', 'i', 'add']);
const UNINSTALL_VERBS = new Set(['uninstall', 'remove', 'rm', 'un']);

/** Drops a trailing `@latest` tag from a package spec: `rslib@latest` → `rslib`. */
function dropLatestTag(spec: string): string {
  return spec.replace(/@latest$/, '');
}

/**
 * Converts an npm command to another package manager.
 *
 * Rules: `npm install|i|add <pkg…>` → `<pm> add <pkg…>` (flags such as `-D`
 * are kept); a bare `npm install` → `yarn` / `pnpm install` / `bun install`;
 * `npm uninstall <pkg…>` → `<pm> remove <pkg…>`; `npm create x@latest` →
 * `yarn create x` (the latest tag is dropped for yarn create only), `pnpm
 * create x@latest`, `bun create x@latest`; `npm run <script>` → `<pm> run
 * <script>`. Anything else (including non-npm commands such as `npx …`) is
 * returned unchanged for npm and with the leading `npm` swapped otherwise.
 *
 * @param npmCommand a command in its npm form, e.g. `npm install -D @rslib/core`
 * @param manager the target package manager
 * @returns the converted command (never throws; surrounding white space trimmed)
 */
export function convertNpmCommand(npmCommand: string, manager: PackageManager): string {
  const command = npmCommand.trim();
  const words = command.split(/\s+/);
  if (manager === 'npm' || words[0] !== 'npm' || words.length < 2) {
    return command;
  }
  const [, verb, ...rest] = words;
  if (INSTALL_VERBS.has(verb)) {
    if (rest.length === 0) {
      return manager === 'yarn' ? 'yarn' : `${manager} install`;
    }
    return [manager, 'add', ...rest].join(' ');
  }
  if (UNINSTALL_VERBS.has(verb)) {
    return [manager, 'remove', ...rest].join(' ');
  }
  if (verb === 'create' || verb === 'init') {
    const args = manager === 'yarn' && rest.length > 0 ? [dropLatestTag(rest[0]), ...rest.slice(1)] : rest;
    return [manager, 'create', ...args].join(' ');
  }
  return [manager, verb, ...rest].join(' ');
}

/**
 * Resolves the command shown in each tab.
 *
 * @param command either one npm command (converted for every manager) or an
 *   explicit map; managers missing from a partial map fall back to converting
 *   its `npm` entry.
 * @returns a full map `{npm, yarn, pnpm, bun}`
 */
export function resolvePackageManagerCommands(
  command: string | Partial<PackageManagerCommands>,
): PackageManagerCommands {
  const npmCommand = typeof command === 'string' ? command : (command.npm ?? '');
  const explicit = typeof command === 'string' ? {} : command;
  return Object.fromEntries(
    PACKAGE_MANAGERS.map((manager) => [manager, explicit[manager] ?? convertNpmCommand(npmCommand, manager)]),
  ) as PackageManagerCommands;
}
