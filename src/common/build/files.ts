/**
 * The directory walker of the build code, the scripts and the tests: every
 * file under a folder, found by `readdirSync`'s own recursion. Which files a
 * caller wants (a file type, Docusaurus partials or not) is the caller's
 * filter, written where it is used.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * The files under `dir`, at any depth, as paths relative to `dir` with `/`
 * between folders, sorted; folders themselves are not listed. [] when `dir`
 * does not exist.
 *
 * @param keep which files to list, given that relative path; it runs before
 *   the file is looked at, so a narrow filter keeps a large tree cheap
 */
export function filesUnder(
  dir: string,
  keep: (file: string) => boolean = () => true,
): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((file) => keep(file) && statSync(path.join(dir, file)).isFile())
    .sort();
}
