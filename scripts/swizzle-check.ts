/**
 * Safe Docusaurus upgrades: `npm run swizzle:check [-- --update]`.
 *
 * Every component we ejected is a copy of Docusaurus's code at the version we
 * ejected it from. After a Docusaurus upgrade, upstream fixes to those
 * components do not reach us unless someone ports them. This script ejects
 * every registered component again, from the installed theme, into a scratch
 * site, and compares the result with the upstream files our ejects were made
 * from (`scripts/swizzle-baseline/`). It prints each eject whose upstream code
 * changed, with a diff, and exits 1, so `npm test` fails after an upgrade
 * until the changes are reviewed and ported.
 *
 * `--update` rewrites the baseline from the installed theme: run it once the
 * ejects carry the upstream changes. The registered ejects are the folders of
 * the baseline; `src/theme/README.md` must list each as an eject.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  compareEject,
  registeredEjects,
  type EjectComparison,
} from './lib/swizzleCheck';
import {parseScriptArgs} from './lib/cliArgs';

const ROOT = path.join(__dirname, '..');
const BASELINE = path.join(ROOT, 'scripts/swizzle-baseline');
const THEME = '@docusaurus/theme-classic';

/** Files directly inside a component folder (nested folders are other components). */
function readComponent(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, {withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => [
        entry.name,
        readFileSync(path.join(dir, entry.name), 'utf8'),
      ]),
  );
}

/** A scratch site that only loads the classic theme, with our dependencies linked. */
function scratchSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rslib-swizzle-'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = {title: 'swizzle-check', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: false, blog: false, pages: false}]]};\n`,
  );
  return dir;
}

/**
 * Ejects `component` (TypeScript) from the installed theme into `site`.
 * @returns the ejected files, by name
 * @throws when swizzle fails, with its output
 */
async function eject(
  site: string,
  component: string,
): Promise<Record<string, string>> {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'swizzle',
      THEME,
      component,
      '--eject',
      '--typescript',
      '--danger',
    ],
    {cwd: site},
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) {
    throw new Error(
      `docusaurus swizzle ${THEME} ${component} failed:\n${output}`,
    );
  }
  return readComponent(path.join(site, 'src/theme', component));
}

/**
 * Ejects every component, the CLI run in each of `sites` side by side (each
 * eject is a Docusaurus CLI start-up, mostly CPU: one site per core).
 * @returns each component's site and ejected files, in `components` order
 * @throws the first eject's failure
 */
async function ejectAll(
  components: readonly string[],
  sites: readonly string[],
): Promise<{site: string; files: Record<string, string>}[]> {
  const results: {site: string; files: Record<string, string>}[] = [];
  let next = 0;
  await Promise.all(
    sites.map(async (site) => {
      for (let index = next++; index < components.length; index = next++) {
        results[index] = {site, files: await eject(site, components[index])};
      }
    }),
  );
  return results;
}

/** `git diff --no-index` of two files (a missing one counts as empty). */
function unifiedDiff(before: string, after: string): string {
  const empty = path.join(os.tmpdir(), 'rslib-swizzle-empty');
  writeFileSync(empty, '');
  const result = spawnSync(
    'git',
    [
      'diff',
      '--no-index',
      '--no-color',
      existsSync(before) ? before : empty,
      existsSync(after) ? after : empty,
    ],
    {encoding: 'utf8'},
  );
  return result.stdout;
}

function installedVersion(): string {
  return (
    JSON.parse(
      readFileSync(
        path.join(ROOT, 'node_modules', THEME, 'package.json'),
        'utf8',
      ),
    ) as {version: string}
  ).version;
}

/** The command line: `--update` rewrites the baseline. */
const USAGE = `Usage: npm run swizzle:check [-- --update]
  --update  rewrite the baseline (scripts/swizzle-baseline/) from the installed theme`;

async function main(): Promise<void> {
  const update = parseScriptArgs(
    {
      args: process.argv.slice(2),
      options: {update: {type: 'boolean', default: false}},
    },
    USAGE,
  ).values.update;
  const ejects = registeredEjects(
    readFileSync(path.join(ROOT, 'src/theme/README.md'), 'utf8'),
  );
  const version = installedVersion();
  const results: EjectComparison[] = [];
  const diffs: string[] = [];
  const sites = Array.from(
    {length: Math.min(os.availableParallelism(), ejects.length)},
    scratchSite,
  );
  try {
    const ejected = await ejectAll(ejects, sites);
    ejects.forEach((component, index) => {
      const {site, files: upstream} = ejected[index];
      const baselineDir = path.join(BASELINE, component);
      const upstreamDir = path.join(site, 'src/theme', component);
      if (update) {
        rmSync(baselineDir, {recursive: true, force: true});
        mkdirSync(baselineDir, {recursive: true});
        for (const [file, text] of Object.entries(upstream)) {
          writeFileSync(path.join(baselineDir, file), text);
        }
      }
      const result = compareEject(
        component,
        readComponent(baselineDir),
        upstream,
      );
      results.push(result);
      for (const {file} of result.files) {
        diffs.push(
          unifiedDiff(
            path.join(baselineDir, file),
            path.join(upstreamDir, file),
          ),
        );
      }
    });
  } finally {
    for (const site of sites) rmSync(site, {recursive: true, force: true});
  }
  if (update) {
    writeFileSync(path.join(BASELINE, 'VERSION'), `${THEME} ${version}\n`);
    console.log(
      `Baseline of ${ejects.length} ejects written from ${THEME} ${version}.`,
    );
    return;
  }
  const baselineVersion = readFileSync(
    path.join(BASELINE, 'VERSION'),
    'utf8',
  ).trim();
  console.log(
    `Ejected components: installed ${THEME} ${version}, baseline ${baselineVersion}\n`,
  );
  for (const result of results) {
    console.log(
      `  ${result.changed ? 'CHANGED  ' : 'unchanged'} ${result.component}`,
    );
  }
  const changed = results.filter((result) => result.changed);
  if (diffs.length > 0) console.log(`\n${diffs.join('\n')}`);
  if (changed.length > 0) {
    console.log(
      `\n${changed.length} eject(s) differ from upstream. Port the upstream changes above into our ejects (src/theme/ or src/features/<feature>/theme/, as the register lists them), then run \`npm run swizzle:check -- --update\`.`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
