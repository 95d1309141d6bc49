/**
 * Disk cache of drawn cards, keyed by a hash of everything a card's pixels
 * depend on: title, section name, locale, site name and host, the template
 * version, and a fingerprint of the fonts, the logo and the renderer versions.
 * A rebuild draws only the cards of pages whose key changed; the others are
 * copied from the cache (`node_modules/.cache/rslib-social-cards/<key>.png`,
 * the folder Docusaurus and other tools use for build caches; deleting it is
 * always safe).
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Folder of the cache under the site folder. */
export const CACHE_DIR = path.join(
  'node_modules',
  '.cache',
  'rslib-social-cards',
);

/** Everything a card's pixels depend on. */
export type CardKeyInput = {
  readonly title: string;
  readonly section: string;
  readonly locale: string;
  readonly siteName: string;
  readonly host: string;
  readonly templateVersion: number;
  /** Hash of the fonts, logo and renderer versions (`loadCardAssets`). */
  readonly fingerprint: string;
};

/** The cache key of a card: sha256 (hex) of its inputs in a fixed order. */
export function cardKey(input: CardKeyInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        input.templateVersion,
        input.fingerprint,
        input.locale,
        input.siteName,
        input.host,
        input.section,
        input.title,
      ]),
    )
    .digest('hex');
}

/**
 * A cached card, or `undefined` when there is none (or it cannot be read).
 *
 * @param dir the cache folder (absolute)
 */
export async function readCachedCard(
  dir: string,
  key: string,
): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(dir, `${key}.png`));
  } catch {
    return undefined;
  }
}

/** Numbers this process's temporary files, so no two writes share one. */
let writes = 0;

/**
 * Stores a card under its key. Written to a temporary name first, so a build
 * stopped midway never leaves a truncated PNG under a valid key. The
 * temporary name is unique to the write: two pages with the same card (the
 * same doc in two versions) may store it at the same moment, and each rename
 * then succeeds, the last one leaving identical bytes.
 */
export async function writeCachedCard(
  dir: string,
  key: string,
  png: Uint8Array,
): Promise<void> {
  await mkdir(dir, {recursive: true});
  const file = path.join(dir, `${key}.png`);
  writes += 1;
  const temporary = `${file}.${process.pid}-${writes}.tmp`;
  await writeFile(temporary, png);
  await rename(temporary, file);
}
