/**
 * npm commands in their yarn, pnpm and bun forms, computed at build time
 * (`./remarkPackageManagerTabs.ts`) so no conversion code ships to the
 * browser. `npm-to-yarn` (the converter of `@docusaurus/remark-plugin-npm2yarn`)
 * converts `install`/`uninstall` and their flags; the commands it answers
 * differently from what the site shows are ours, each named by a test in
 * `convertNpmCommand.test.ts`:
 * - not an npm command (`npx rstest`): unchanged — npm-to-yarn turns `npx`
 *   into `dlx`, which always downloads instead of running the installed binary;
 * - `npm create|init x@latest`: `yarn create x`, `pnpm create x@latest`,
 *   `bun create x@latest`, npm's `--` dropped (npm-to-yarn drops the tag for
 *   pnpm and answers `bunx create-x` for bun);
 * - `npm run <script>`: `<pm> run <script>`, `--` dropped (npm-to-yarn: `yarn <script>`);
 * - `npm ci`, and verbs it does not know (`npm publish`): npm-to-yarn appends
 *   a "couldn't auto-convert" line; ours give `<pm> install --frozen-lockfile`
 *   and the verb with the manager swapped;
 * - a bare `npm install`: `yarn` (npm-to-yarn: `yarn install`), `pnpm install`;
 * - short flags stay short as written (`-D`, `-E`, `-O`: every manager reads
 *   them; npm-to-yarn spells them `--dev`…), a global install is `-g` for pnpm
 *   and bun (npm-to-yarn: `--global`), and bun's peer flag is `--peer`
 *   (npm-to-yarn keeps `--save-peer`).
 */
import convert from 'npm-to-yarn';
import {
  PACKAGE_MANAGERS,
  type PackageManager,
  type PackageManagerCommands,
} from '../common/packageManager';

const INSTALL_VERBS = new Set(['install', 'i', 'add']);

/** npm-to-yarn's long spelling of a short npm flag, per manager. */
const SHORT_FLAGS: Readonly<
  Record<string, Partial<Record<PackageManager, string>>>
> = {
  '-D': {yarn: '--dev', bun: '--dev'},
  '-E': {yarn: '--exact', bun: '--exact'},
  '-O': {yarn: '--optional', bun: '--optional'},
};

/** Long flags in npm-to-yarn's answer that the site spells otherwise. */
const LONG_FLAGS: Readonly<
  Record<string, Partial<Record<PackageManager, string>>>
> = {
  '--save-peer': {bun: '--peer'},
  '--global': {pnpm: '-g', bun: '-g'},
};

/** npm's `--` before arguments meant for the script or the scaffolder. */
function withoutSeparator(args: readonly string[]): string[] {
  const index = args.indexOf('--');
  return index === -1
    ? [...args]
    : [...args.slice(0, index), ...args.slice(index + 1)];
}

/** npm-to-yarn's answer with the site's flag spellings; `null` when it cannot convert. */
function convertWithPackage(
  words: readonly string[],
  manager: Exclude<PackageManager, 'npm'>,
): string | null {
  const converted = convert(words.join(' '), manager).trim();
  if (converted.includes('\n')) return null; // "# couldn't auto-convert command"
  const shortFlags = new Set(words.filter((word) => word in SHORT_FLAGS));
  return converted
    .split(' ')
    .map((word) => {
      for (const flag of shortFlags) {
        if (SHORT_FLAGS[flag][manager] === word) return flag;
      }
      return LONG_FLAGS[word]?.[manager] ?? word;
    })
    .join(' ');
}

/**
 * Converts an npm command to another package manager (see the module comment
 * for which rules are npm-to-yarn's and which are ours).
 * @param npmCommand a command in its npm form, e.g. `npm install -D @rslib/core`
 * @param manager the target package manager
 * @returns the converted command, white space runs collapsed to one space and
 *   trimmed; a command not starting with `npm` comes back unchanged (never throws)
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
  if (verb === 'create' || verb === 'init') {
    const args = withoutSeparator(rest);
    if (manager === 'yarn' && args.length > 0) {
      args[0] = args[0].replace(/@latest$/, '');
    }
    return [manager, 'create', ...args].join(' ');
  }
  if (verb === 'run' || verb === 'run-script') {
    return [manager, 'run', ...withoutSeparator(rest)].join(' ');
  }
  if (verb === 'ci') return `${manager} install --frozen-lockfile`;
  if (INSTALL_VERBS.has(verb) && rest.every((arg) => arg.startsWith('-'))) {
    // `npm install` (flags only) installs the lockfile.
    return [manager === 'yarn' ? 'yarn' : `${manager} install`, ...rest].join(
      ' ',
    );
  }
  return (
    convertWithPackage(words, manager) ?? [manager, verb, ...rest].join(' ')
  );
}

/**
 * The command shown in each tab.
 * @param command either one npm command (converted for every manager) or an
 *   explicit map; managers missing from a partial map get the conversion of its
 *   `npm` entry (an empty string when the map has no `npm` entry either).
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
