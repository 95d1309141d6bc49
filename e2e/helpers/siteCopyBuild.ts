/**
 * Background build of one registered site copy, started by `globalSetup`
 * (`startSiteCopies`): `tsx e2e/helpers/siteCopyBuild.ts <name> <root>`
 * builds the copy under `<root>` and writes `<root>/<name>.json`, the copy's
 * folders or the error (written whole, then renamed, so a reader never sees
 * half of it). Runs at the lowest CPU priority: it is meant to use what the
 * browser tests leave idle.
 */
import {renameSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {buildSiteCopy, siteCopyFiles, type SiteCopyResult} from './siteCopy';
import {SITE_COPY_RECIPES} from './siteCopyRecipes';

async function main(): Promise<void> {
  // Lowest CPU priority, inherited by the commands it starts (git, npm, the build).
  os.setPriority(os.constants.priority.PRIORITY_LOW);
  const [name, root] = process.argv.slice(2);
  const files = siteCopyFiles(root, name);
  let result: SiteCopyResult;
  try {
    const entry = SITE_COPY_RECIPES[name];
    if (!entry) throw new Error(`No site copy recipe named "${name}"`);
    result = await buildSiteCopy(entry.recipe, root);
  } catch (error) {
    result = {error: error instanceof Error ? error.message : String(error)};
  }
  writeFileSync(`${files.result}.tmp`, JSON.stringify(result));
  renameSync(`${files.result}.tmp`, files.result);
}

void main();
