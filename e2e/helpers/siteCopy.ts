/**
 * Temporary copies of the site, changed and built, for specs that check what
 * a maintainer's change does to the whole site (a cut docs version, stale
 * translations): `buildSiteCopy(recipe)` copies the site to a temporary
 * folder (without node_modules, build, .docusaurus and git data; every
 * node_modules entry is linked, `.cache` aside, so the copy has its own Rspack
 * cache, and the build's content-addressed caches are copied), commits it to a new git repository (the build reads "Last Updated"
 * dates from git and refuses a site outside a work tree), applies the
 * recipe's commits (each at its own date), runs its commands (e.g. `npm run
 * version:cut`), then builds the locales it names, unminified.
 *
 * The build takes a minute or more. During a whole run, `globalSetup` starts
 * the builds of the registered recipes (`siteCopyRecipes.ts`) in the
 * background at a low CPU priority (`startSiteCopies`), so they use the
 * cycles the browser tests leave idle; the spec then takes the finished copy
 * with `siteCopyFor(name)` (waiting if it is not done yet). A spec run alone
 * builds its copy itself.
 *
 * Two specs could share one copy: one recipe holding both specs' changes
 * (and the union of their locales), registered once, both specs asking for
 * it by name; each spec then checks its pages in a site that also has the
 * other's changes.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './server';

/** One change to the copy, committed on its own. */
export type SiteCopyCommit = {
  readonly message: string;
  /** Author and committer date (ISO 8601); git's last-update dates come from it. Default: now. */
  readonly date?: string;
  /** Edits the copy (its root folder). */
  readonly change: (dir: string) => void | Promise<void>;
};

/** What to change in a copy of the site and how to build it. */
export type SiteCopyRecipe = {
  /** Short name, `[a-z-]+`: the copy's folder prefix and its background job. */
  readonly name: string;
  /** Date of the first commit (the site as it is). Default: now. */
  readonly copiedAt?: string;
  /** Changes after the first commit, in order. */
  readonly commits?: readonly SiteCopyCommit[];
  /** Commands run in the copy after the commits, before the build (not committed), as argv arrays. */
  readonly commands?: readonly (readonly string[])[];
  /** Locales to build. A single locale is served at the root (Docusaurus drops its prefix). */
  readonly locales: readonly string[];
  /**
   * Docs versions to build (`RSLIB_DOCS_VERSIONS`, e.g. `current`) when the
   * spec reads only some of them. Default: every version.
   */
  readonly docsVersions?: string;
};

/** A built copy: its folder and its build output. */
export type SiteCopy = {
  readonly dir: string;
  readonly buildDir: string;
};

/**
 * The build's own content-addressed caches (social cards, twoslash hovers),
 * copied into the copy's `node_modules/.cache`: an entry
 * is keyed by what it was made from, so a changed page still gets a new one,
 * and an unchanged page is not drawn or type-checked again. Rspack's cache
 * stays out (it is keyed by absolute paths and would only be rebuilt).
 */
const COPIED_CACHES = ['rslib-social-cards', 'rslib-twoslash'];

/** Left out of the copy: dependencies are linked, outputs and caches rebuilt, git data recreated. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'coverage',
  'test-results',
]);

/**
 * Runs a command in `cwd`, collecting its output.
 * @throws with the command's last 40 output lines when it exits non-zero or exceeds `timeoutMs`
 */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, {
      cwd,
      env: {...process.env, FORCE_COLOR: '0', ...env},
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${code}:\n${output.split('\n').slice(-40).join('\n')}`,
          ),
        );
    });
  });
}

/** Commits everything in `dir`, dated `date` (author and committer) when given. */
async function commitAll(
  dir: string,
  message: string,
  date?: string,
): Promise<void> {
  const env: NodeJS.ProcessEnv = date
    ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date}
    : {};
  const git = (...args: string[]) =>
    run(
      'git',
      [
        '-c',
        'user.name=site-copy',
        '-c',
        'user.email=site-copy@localhost',
        ...args,
      ],
      dir,
      60_000,
      env,
    );
  await git('add', '-A');
  await git('commit', '-q', '--no-verify', '--allow-empty', '-m', message);
}

/**
 * Copies the site into a new folder under `parent` (default: the system's
 * temporary folder), applies `recipe` and builds it.
 * @throws when a command or the build fails (with its last output lines)
 */
export async function buildSiteCopy(
  recipe: SiteCopyRecipe,
  parent = os.tmpdir(),
): Promise<SiteCopy> {
  mkdirSync(parent, {recursive: true});
  const dir = mkdtempSync(path.join(parent, `rslib-${recipe.name}-`));
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry)) {
      cpSync(path.join(ROOT, entry), path.join(dir, entry), {recursive: true});
    }
  }
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') {
      symlinkSync(
        path.join(ROOT, 'node_modules', entry),
        path.join(dir, 'node_modules', entry),
      );
    }
  }
  for (const cache of COPIED_CACHES) {
    const from = path.join(ROOT, 'node_modules/.cache', cache);
    if (existsSync(from))
      cpSync(from, path.join(dir, 'node_modules/.cache', cache), {
        recursive: true,
      });
  }
  await run('git', ['init', '-q'], dir, 60_000);
  await commitAll(dir, 'site copy', recipe.copiedAt);
  for (const commit of recipe.commits ?? []) {
    await commit.change(dir);
    await commitAll(dir, commit.message, commit.date);
  }
  for (const [command, ...args] of recipe.commands ?? []) {
    await run(command, args, dir, 180_000);
  }
  await run(
    process.execPath,
    [
      path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      ...recipe.locales.flatMap((locale) => ['--locale', locale]),
      '--no-minify',
    ],
    dir,
    600_000,
    recipe.docsVersions === undefined
      ? {}
      : {RSLIB_DOCS_VERSIONS: recipe.docsVersions},
  );
  return {dir, buildDir: path.join(dir, 'build')};
}

/** Files of a background build in `root`: started marker, result, log. */
export function siteCopyFiles(root: string, name: string) {
  return {
    started: path.join(root, `${name}.started`),
    result: path.join(root, `${name}.json`),
    log: path.join(root, `${name}.log`),
  };
}

/** What a background build writes when it ends. */
export type SiteCopyResult = SiteCopy | {readonly error: string};

/**
 * The copy of `recipe`: the one a background build of this run made (see
 * `startSiteCopies`), waited for when still building; otherwise one built
 * now. `remove()` deletes a copy built now (background copies are removed by
 * `globalTeardown`).
 * @throws when the build failed (with its last output lines) or a background build gave no result within `timeoutMs`
 */
export async function siteCopyFor(
  recipe: SiteCopyRecipe,
  timeoutMs = 600_000,
): Promise<SiteCopy & {remove: () => void}> {
  const root = process.env.E2E_SITE_COPIES;
  const files = root ? siteCopyFiles(root, recipe.name) : undefined;
  if (!files || !existsSync(files.started)) {
    const copy = await buildSiteCopy(recipe);
    return {
      ...copy,
      remove: () => rmSync(copy.dir, {recursive: true, force: true}),
    };
  }
  const pid = Number(readFileSync(files.started, 'utf8'));
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const logTail = () =>
    existsSync(files.log)
      ? readFileSync(files.log, 'utf8').split('\n').slice(-40).join('\n')
      : '';
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(files.result)) {
    if (Date.now() > deadline || !alive()) {
      // It may have written its result just before ending.
      if (existsSync(files.result)) break;
      throw new Error(
        `The background build of the "${recipe.name}" site copy ${alive() ? `gave no result within ${timeoutMs} ms` : 'ended without a result'}:\n${logTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const result = JSON.parse(
    readFileSync(files.result, 'utf8'),
  ) as SiteCopyResult;
  if ('error' in result) throw new Error(result.error);
  return {...result, remove: () => undefined};
}
