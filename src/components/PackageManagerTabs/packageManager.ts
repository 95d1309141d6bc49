/**
 * Package-manager command conversion for the npm/yarn/pnpm/bun tabs of install
 * commands: `install` becomes `add` for yarn and pnpm style commands, and the
 * `@latest` tag is dropped for `yarn create`. Pure: takes an npm command
 * string, returns the equivalent command for another package manager. No React,
 * no DOM.
 */

/** Tabs offered by `<PackageManagerTabs>`, in display order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** One command per package manager. */
export type PackageManagerCommands = Record<PackageManager, string>;

/**
 * `<Tabs groupId>` shared by every package-manager block. Docusaurus stores the
 * choice in `localStorage` under `docusaurus.tab.<groupId>` (theme-common
 * `tabsUtils`), i.e. {@link PACKAGE_MANAGER_STORAGE_KEY}.
 */
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

/** `localStorage` key holding the chosen manager: Docusaurus's own tab key, prefixed `docusaurus.`. */
export const PACKAGE_MANAGER_STORAGE_KEY = `docusaurus.tab.${PACKAGE_MANAGER_GROUP_ID}`;

const INSTALL_VERBS = new Set(['install', 'i', 'add']);
const UNINSTALL_VERBS = new Set(['uninstall', 'remove', 'rm', 'un']);
const GLOBAL_FLAGS = new Set(['-g', '--global']);

/**
 * npm's long `install` flags and their spelling in the other managers. Short
 * forms (`-D`, `-E`, `-O`) are understood by all four and kept as they are.
 */
const INSTALL_FLAGS: Readonly<
  Record<string, Record<Exclude<PackageManager, 'npm'>, string>>
> = {
  '--save-dev': {yarn: '--dev', pnpm: '--save-dev', bun: '--dev'},
  '--save-exact': {yarn: '--exact', pnpm: '--save-exact', bun: '--exact'},
  '--save-optional': {
    yarn: '--optional',
    pnpm: '--save-optional',
    bun: '--optional',
  },
  '--save-peer': {yarn: '--peer', pnpm: '--save-peer', bun: '--peer'},
};

/** Drops a trailing `@latest` tag from a package spec: `rslib@latest` → `rslib`. */
function dropLatestTag(spec: string): string {
  return spec.replace(/@latest$/, '');
}

/**
 * Removes npm's `--` argument separator: `yarn create`, `pnpm create`, `bun
 * create` and `<pm> run` forward flags without it.
 */
function withoutSeparator(args: readonly string[]): string[] {
  const index = args.indexOf('--');
  return index === -1
    ? [...args]
    : [...args.slice(0, index), ...args.slice(index + 1)];
}

function convertInstall(
  manager: Exclude<PackageManager, 'npm'>,
  args: readonly string[],
): string {
  const global = args.some((arg) => GLOBAL_FLAGS.has(arg));
  const rest = args
    .filter((arg) => !GLOBAL_FLAGS.has(arg))
    .map((arg) => INSTALL_FLAGS[arg]?.[manager] ?? arg);
  const hasPackage = rest.some((arg) => !arg.startsWith('-'));
  if (!hasPackage) {
    // `npm install` (with or without flags such as `--frozen-lockfile`) installs the lockfile.
    return [manager === 'yarn' ? 'yarn' : `${manager} install`, ...rest].join(
      ' ',
    );
  }
  if (global) {
    return manager === 'yarn'
      ? ['yarn', 'global', 'add', ...rest].join(' ')
      : [manager, 'add', '-g', ...rest].join(' ');
  }
  return [manager, 'add', ...rest].join(' ');
}

/**
 * Converts an npm command to another package manager.
 *
 * Rules (see `packageManager.test.ts` for the full table):
 * - `npm install|i|add <pkg…>` → `<pm> add <pkg…>`; short flags such as `-D`
 *   are kept, long ones translated (`--save-dev` → yarn/bun `--dev`);
 *   `-g`/`--global` → `yarn global add` / `pnpm add -g` / `bun add -g`;
 * - a bare `npm install` → `yarn` / `pnpm install` / `bun install`;
 * - `npm ci` → `<pm> install --frozen-lockfile`;
 * - `npm uninstall <pkg…>` → `<pm> remove <pkg…>`;
 * - `npm create x@latest` → `yarn create x` (the latest tag is dropped for yarn
 *   create only), `pnpm create x@latest`, `bun create x@latest`; npm's `--`
 *   separator before the scaffolder's flags is dropped (`npm init` is the same
 *   command as `npm create`);
 * - `npm run <script> [-- args]` → `<pm> run <script> [args]`;
 * - anything else starting with `npm` gets the manager swapped in; commands not
 *   starting with `npm` (for example `npx …`) are returned unchanged.
 *
 * @param npmCommand a command in its npm form, e.g. `npm install -D @rslib/core`
 * @param manager the target package manager
 * @returns the converted command, white space runs collapsed to one space and
 *   trimmed (never throws)
 */
export function convertNpmCommand(
  npmCommand: string,
  manager: PackageManager,
): string {
  const words = npmCommand.trim().split(/\s+/);
  const command = words.join(' ');
  if (manager === 'npm' || words[0] !== 'npm' || words.length < 2) {
    return command;
  }
  const [, verb, ...rest] = words;
  if (INSTALL_VERBS.has(verb)) {
    return convertInstall(manager, rest);
  }
  if (verb === 'ci') {
    return `${manager} install --frozen-lockfile`;
  }
  if (UNINSTALL_VERBS.has(verb)) {
    return [manager, 'remove', ...rest].join(' ');
  }
  if (verb === 'create' || verb === 'init') {
    const args = withoutSeparator(rest);
    if (manager === 'yarn' && args.length > 0) {
      args[0] = dropLatestTag(args[0]);
    }
    return [manager, 'create', ...args].join(' ');
  }
  if (verb === 'run' || verb === 'run-script') {
    return [manager, 'run', ...withoutSeparator(rest)].join(' ');
  }
  return [manager, verb, ...rest].join(' ');
}

/**
 * Resolves the command shown in each tab.
 *
 * @param command either one npm command (converted for every manager) or an
 *   explicit map; managers missing from a partial map fall back to converting
 *   its `npm` entry (an empty string when the map has no `npm` entry either).
 * @returns a full map `{npm, yarn, pnpm, bun}`
 */
export function resolvePackageManagerCommands(
  command: string | Partial<PackageManagerCommands>,
): PackageManagerCommands {
  const npmCommand =
    typeof command === 'string' ? command : (command.npm ?? '');
  const explicit = typeof command === 'string' ? {} : command;
  return Object.fromEntries(
    PACKAGE_MANAGERS.map((manager) => [
      manager,
      explicit[manager] ?? convertNpmCommand(npmCommand, manager),
    ]),
  ) as PackageManagerCommands;
}
