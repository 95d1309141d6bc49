/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {filesUnder} from './files';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rslib-files-'));
  for (const file of [
    'b.md',
    'a/z.mdx',
    'a/deep/er/x.html',
    'a/_partial.mdx',
    '_partials/p.md',
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), '');
  }
  // A folder whose name looks like a file of the type asked for.
  mkdirSync(path.join(dir, 'folder.md'));
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('filesUnder', () => {
  it('lists every file at any depth, relative with `/`, sorted, without folders', () => {
    expect(filesUnder(dir)).toEqual([
      '_partials/p.md',
      'a/_partial.mdx',
      'a/deep/er/x.html',
      'a/z.mdx',
      'b.md',
    ]);
  });

  it('lists only the files the filter keeps', () => {
    expect(filesUnder(dir, (file) => /\.mdx?$/.test(file))).toEqual([
      '_partials/p.md',
      'a/_partial.mdx',
      'a/z.mdx',
      'b.md',
    ]);
    expect(filesUnder(dir, (file) => file.endsWith('.html'))).toEqual([
      'a/deep/er/x.html',
    ]);
  });

  it('is empty for a folder that does not exist', () => {
    expect(filesUnder(path.join(dir, 'missing'))).toEqual([]);
  });
});
