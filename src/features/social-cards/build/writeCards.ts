/**
 * Writes every page's card into the build folder: from the cache when its key
 * is there, else drawn (a few at a time, so satori's layout on the main
 * thread overlaps resvg's rasterising on libuv's threads) and cached.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {readCachedCard, writeCachedCard} from './cardCache';

/** One card to write. */
export type CardJob = {
  /** The page's permalink, for messages. */
  readonly page: string;
  /** Output path relative to the build folder (`img/cards/guide/start/index.png`). */
  readonly file: string;
  /** Cache key (`cardKey`). */
  readonly key: string;
  /** Draws the card (called only on a cache miss). */
  readonly draw: () => Promise<{
    readonly png: Uint8Array;
    readonly missing: readonly string[];
  }>;
};

export type CardReport = {
  readonly drawn: number;
  readonly cached: number;
  /** Byte size of every card written, in job order. */
  readonly sizes: readonly number[];
  /** Pages whose title has characters no card font draws (left out of the card). */
  readonly missingGlyphs: readonly {page: string; text: string}[];
};

/**
 * Writes the cards of `jobs` under `outDir`, drawing the ones the cache lacks.
 *
 * @param options.outDir the locale's build folder
 * @param options.cacheDir the cache folder (absolute)
 * @param options.concurrency cards drawn at once (default 3)
 * @throws when a card cannot be drawn or written (the build fails)
 */
export async function writeCards(
  jobs: readonly CardJob[],
  options: {
    readonly outDir: string;
    readonly cacheDir: string;
    readonly concurrency?: number;
  },
): Promise<CardReport> {
  const sizes: number[] = new Array<number>(jobs.length).fill(0);
  const missingGlyphs: {page: string; text: string}[] = [];
  let drawn = 0;
  let next = 0;
  async function worker(): Promise<void> {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      let png: Uint8Array | undefined = await readCachedCard(
        options.cacheDir,
        job.key,
      );
      if (!png) {
        const card = await job.draw();
        png = card.png;
        drawn++;
        if (card.missing.length > 0) {
          missingGlyphs.push({page: job.page, text: card.missing.join('')});
        }
        // Not cached with missing glyphs, so every build repeats the warning until the fonts cover them.
        if (card.missing.length === 0) {
          await writeCachedCard(options.cacheDir, job.key, png);
        }
      }
      const target = path.join(options.outDir, job.file);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, png);
      sizes[index] = png.byteLength;
    }
  }
  await Promise.all(
    Array.from({length: Math.max(1, options.concurrency ?? 3)}, worker),
  );
  return {drawn, cached: jobs.length - drawn, sizes, missingGlyphs};
}
