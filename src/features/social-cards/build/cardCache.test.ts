/** @jest-environment node */
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cardKey,
  readCachedCard,
  writeCachedCard,
  type CardKeyInput,
} from './cardCache';
import {writeCards, type CardJob} from './writeCards';

const INPUT: CardKeyInput = {
  title: 'Quick Start',
  section: 'Guide',
  locale: 'en',
  siteName: 'Rslib',
  host: 'rslib.rs',
  templateVersion: 1,
  fingerprint: 'abc',
};

describe('cardKey', () => {
  it('is a sha256 hex digest, stable for the same input', () => {
    expect(cardKey(INPUT)).toMatch(/^[0-9a-f]{64}$/);
    expect(cardKey({...INPUT})).toBe(cardKey(INPUT));
  });

  it.each(Object.keys(INPUT) as (keyof CardKeyInput)[])(
    'changes with %s',
    (field) => {
      const changed = {
        ...INPUT,
        [field]: typeof INPUT[field] === 'number' ? 2 : 'other',
      };
      expect(cardKey(changed)).not.toBe(cardKey(INPUT));
    },
  );
});

describe('card cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('returns what was stored under a key, and nothing for another key', async () => {
    const cache = path.join(dir, 'cache');
    await writeCachedCard(cache, 'k1', new Uint8Array([1, 2, 3]));
    expect([...((await readCachedCard(cache, 'k1')) ?? [])]).toEqual([1, 2, 3]);
    expect(await readCachedCard(cache, 'k2')).toBeUndefined();
    // No temporary file left behind.
    expect(readdirSync(cache)).toEqual(['k1.png']);
  });

  it('stores the same card written twice at once (one doc in two versions)', async () => {
    const cache = path.join(dir, 'cache');
    await Promise.all([
      writeCachedCard(cache, 'same', new Uint8Array([7])),
      writeCachedCard(cache, 'same', new Uint8Array([7])),
    ]);
    expect([...((await readCachedCard(cache, 'same')) ?? [])]).toEqual([7]);
    expect(readdirSync(cache)).toEqual(['same.png']);
  });

  /** Jobs of three pages whose drawing is counted; the PNG bytes are the title. */
  function jobsFor(titles: readonly string[], draws: string[]): CardJob[] {
    return titles.map((title, index) => ({
      page: `/page-${index}`,
      file: `img/cards/page-${index}.png`,
      key: cardKey({...INPUT, title}),
      draw: async () => {
        draws.push(title);
        return {png: new TextEncoder().encode(title), missing: []};
      },
    }));
  }

  it('draws every card on a cold build and none on a rebuild; a changed title redraws only its card', async () => {
    const options = {
      outDir: path.join(dir, 'build'),
      cacheDir: path.join(dir, 'cache'),
    };
    const cold: string[] = [];
    const first = await writeCards(jobsFor(['A', 'B', 'C'], cold), options);
    expect(cold.sort()).toEqual(['A', 'B', 'C']);
    expect(first).toMatchObject({drawn: 3, cached: 0, sizes: [1, 1, 1]});

    rmSync(options.outDir, {recursive: true});
    const warm: string[] = [];
    const second = await writeCards(jobsFor(['A', 'B', 'C'], warm), options);
    expect(warm).toEqual([]);
    expect(second).toMatchObject({drawn: 0, cached: 3});
    expect(
      readFileSync(path.join(options.outDir, 'img/cards/page-1.png'), 'utf8'),
    ).toBe('B');

    const edited: string[] = [];
    const third = await writeCards(jobsFor(['A', 'B2', 'C'], edited), options);
    expect(edited).toEqual(['B2']);
    expect(third).toMatchObject({drawn: 1, cached: 2});
    expect(
      readFileSync(path.join(options.outDir, 'img/cards/page-1.png'), 'utf8'),
    ).toBe('B2');
  });

  it('reports missing glyphs and does not cache such a card', async () => {
    const options = {
      outDir: path.join(dir, 'build'),
      cacheDir: path.join(dir, 'cache'),
    };
    const job: CardJob = {
      page: '/zh/x',
      file: 'img/cards/x.png',
      key: 'k',
      draw: async () => ({png: new Uint8Array([1]), missing: ['𠀀']}),
    };
    const report = await writeCards([job], options);
    expect(report.missingGlyphs).toEqual([{page: '/zh/x', text: '𠀀'}]);
    expect(await readCachedCard(options.cacheDir, 'k')).toBeUndefined();
  });
});
