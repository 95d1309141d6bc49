/**
 * The repository stands alone: a clone of it, with nothing beside it, must
 * build and pass its tests, and every comment, docstring and label description
 * must make sense to someone who has only this repository. So no tracked file
 * may point outside it: no path into a sibling `shared` folder, no citation of
 * sections of a specification document that is not part of the repository.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
// Built from parts so this file does not match its own patterns.
const FORBIDDEN = [`..${'/'}shared`, `SPEC ${'§'}`];

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter((file) => file && file !== 'package-lock.json');
}

it('no tracked file points at a folder or document outside the repository', () => {
  const offenders = trackedFiles().flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // deleted in the working tree but not yet staged
    }
    return text
      .split('\n')
      .flatMap((line, index) =>
        FORBIDDEN.some((pattern) => line.includes(pattern))
          ? [`${file}:${index + 1}: ${line.trim().slice(0, 100)}`]
          : [],
      );
  });
  expect(offenders).toEqual([]);
});
