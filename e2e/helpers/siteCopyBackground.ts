/**
 * Background builds of the registered site copies during a jest run (see
 * `siteCopy.ts`): started by `globalSetup`, stopped and removed by
 * `globalTeardown`.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, openSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './server';
import {siteCopyFiles} from './siteCopy';
import {SITE_COPY_RECIPES} from './siteCopyRecipes';

/** What of jest's global configuration decides which spec files run. */
export type RunSelection = {
  readonly rootDir: string;
  readonly testPathPatterns?: {
    isSet(): boolean;
    toExecutor(options: {rootDir: string}): {
      isMatch(absPath: string): boolean;
    };
  };
};

/** Whether the run includes the spec file at `absPath` (every file when no path pattern was given). */
function runIncludes(selection: RunSelection, absPath: string): boolean {
  const patterns = selection.testPathPatterns;
  if (!patterns?.isSet()) return true;
  return patterns.toExecutor({rootDir: selection.rootDir}).isMatch(absPath);
}

/**
 * Starts, in a new temporary folder (its path in `E2E_SITE_COPIES`), one
 * background build per registered site copy whose spec is part of the run,
 * each a process at the lowest CPU priority (its children too), so the
 * browser tests running meanwhile keep the processor.
 * @returns the process ids of the builds (for `stopSiteCopies`)
 */
export function startSiteCopies(selection: RunSelection): number[] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rslib-e2e-copies-'));
  process.env.E2E_SITE_COPIES = root;
  const pids: number[] = [];
  for (const [name, {spec}] of Object.entries(SITE_COPY_RECIPES)) {
    if (!runIncludes(selection, path.join(ROOT, spec))) continue;
    const files = siteCopyFiles(root, name);
    const log = openSync(files.log, 'w');
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(ROOT, 'e2e/helpers/siteCopyBuild.ts'),
        name,
        root,
      ],
      {cwd: ROOT, stdio: ['ignore', log, log], detached: true},
    );
    if (child.pid === undefined) continue;
    writeFileSync(files.started, String(child.pid));
    pids.push(child.pid);
  }
  return pids;
}

/** Ends the background builds still running and deletes their folder. */
export function stopSiteCopies(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already done
    }
  }
  const root = process.env.E2E_SITE_COPIES;
  if (root) rmSync(root, {recursive: true, force: true});
}
