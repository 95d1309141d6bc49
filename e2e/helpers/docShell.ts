import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './server';

/**
 * Whether the script at `url` (a path such as `/zh/assets/js/7651.e94e4bdc.js`)
 * is the `doc-shell` chunk: the doc route components and what they import
 * in one chunk (src/features/bundle/vendorChunks.ts). Chunk files are named by
 * id, not by chunk name (src/features/bundle/clientRegistry), so the chunk is
 * known by its content: it is the one holding the doc item layout, whose
 * CSS-module class `docItemContainer` (src/theme/DocItem/Layout) only it uses.
 */
export function isDocShellChunk(url: string): boolean {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (!/\/assets\/js\/[^/]+\.js$/.test(pathname)) return false;
  try {
    return readFileSync(path.join(ROOT, 'build', pathname), 'utf8').includes(
      'docItemContainer_',
    );
  } catch {
    return false;
  }
}
