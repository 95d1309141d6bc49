/**
 * Screenshot comparison for the visual spec (`e2e/visual.e2e.ts`): context
 * options and a stylesheet that make a screenshot the same on every run, and
 * a pixelmatch comparison (in `pixelDiff.cjs`, a worker thread) with the
 * committed baselines in `e2e/visual-baselines/`. `VISUAL_UPDATE=1` (what
 * `npm run test:visual -- --update` sets) re-records the baselines instead of
 * comparing.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {ROOT} from './server';

export const BASELINE_DIR = path.join(ROOT, 'e2e', 'visual-baselines');
/** Gitignored (`/test-results`): the actual and diff images of failed views. */
export const RESULTS_DIR = path.join(ROOT, 'test-results', 'visual');

/**
 * pixelmatch's per-pixel colour distance (0–1, in its YIQ space) under which
 * two pixels count as equal. 0.1, its default, absorbs the rendering noise
 * measured here: between runs only a few pixels of gradients and rounded
 * corners differed, by at most 7 of 255 in one channel. It also ignores a
 * brightness change smaller than about 26/255 (a shade, not a colour).
 */
export const PIXEL_THRESHOLD = 0.1;
/**
 * Share of the pixels that may differ (beyond the threshold, not counting what
 * pixelmatch detects as anti-aliasing) before a view fails: 0.01 %, i.e. 102
 * px at 1280×800 and 32 px at 390×844. Repeated runs differ by 0 px, and
 * small real changes are only a few hundred: a nav link recoloured from
 * orange to blue 177 px, a heading moved down 1 px 213 px, the search button
 * moved right 1 px 300 px. A looser 0.2 % (2,048 px) would let all three
 * pass.
 */
export const MAX_DIFF_RATIO = 0.0001;

/** True when this run re-records the baselines (`VISUAL_UPDATE=1`). */
export const UPDATING = process.env.VISUAL_UPDATE === '1';

export type Theme = 'light' | 'dark';

const THEME_KEY = 'rspress-theme-appearance';

/**
 * Context options of a deterministic screenshot: fixed viewport (1280×800, or
 * 390×844 with `mobile`), device scale factor 1, reduced motion, the system
 * colour scheme of `theme`, and `bypassCSP` so `injectStableStyle` may add its
 * `<style>` past the site's Content-Security-Policy.
 */
export function visualContextOptions(
  theme: Theme,
  mobile = false,
): BrowserContextOptions {
  return {
    viewport: mobile ? {width: 390, height: 844} : {width: 1280, height: 800},
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    reducedMotion: 'reduce',
    colorScheme: theme,
    bypassCSP: true,
    locale: 'en-US',
    timezoneId: 'UTC',
  };
}

/**
 * Stores `theme` under the site's theme key before any script of a page runs,
 * so the no-flash inline script paints that theme from the first frame (the
 * system colour scheme of the context says the same; the stored choice is
 * what a reader's toggle leaves behind).
 */
export async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.context().addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // storage blocked: the colour scheme of the context decides
      }
    },
    [THEME_KEY, theme] as const,
  );
}

/**
 * Injected before every screenshot: no animation or transition (both end at
 * once), no text caret, no smooth scroll, and hidden (layout kept) what
 * changes between commits: the 'Last Updated' date comes from git history.
 * The star dots on the home page stay: fixed positions, and still under
 * reduced motion with the mouse never over them.
 */
const STABLE_CSS = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-delay: 0s !important;
  transition-duration: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
.theme-last-updated {
  visibility: hidden !important;
}
`;

/** Counts the page's requests in flight, to wait for a quiet network. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Injects the stable stylesheet into the page (once; `bypassCSP` lets it past
 * the site's Content-Security-Policy). Call it before clicking what opens a
 * drawer or menu, so that opens without a transition.
 */
export async function injectStableStyle(page: Page): Promise<void> {
  if (await page.$('style[data-visual-stable]')) return;
  const style = await page.addStyleTag({content: STABLE_CSS});
  await style.evaluate((node) =>
    (node as Element).setAttribute('data-visual-stable', ''),
  );
}

/**
 * Brings a hydrated page to a state that renders the same every time: the
 * stable stylesheet, no request in flight for 150 ms (route chunks, CSS
 * background images, the search index), the fonts loaded, every image in or
 * near the viewport decoded, and two painted frames.
 *
 * @param inFlight the counter `trackRequests` returned for this page
 * @throws when the network is not quiet within 15 s
 */
export async function settle(
  page: Page,
  inFlight: () => number,
): Promise<void> {
  await injectStableStyle(page);
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 150) {
    if (Date.now() > deadline)
      throw new Error(`network not quiet: ${inFlight()} request(s) in flight`);
    await page.waitForTimeout(25);
    if (inFlight() > 0) quietSince = Date.now();
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    const nearViewport = (img: HTMLImageElement) =>
      img.getBoundingClientRect().top < window.innerHeight * 2;
    await Promise.all(
      Array.from(document.images)
        .filter(nearViewport)
        .map((img) => img.decode().catch(() => undefined)),
    );
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  });
}

/**
 * Screenshot of the viewport with Playwright's own stabilisers too (finite
 * animations finished, infinite ones reset, caret hidden).
 */
export async function screenshot(page: Page): Promise<Buffer> {
  return page.screenshot({animations: 'disabled', caret: 'hide'});
}

/** Outcome of a comparison. */
export type VisualResult = {
  readonly name: string;
  readonly diffPixels: number;
  readonly totalPixels: number;
  readonly updated: boolean;
};

/** What `pixelDiff.cjs` posts back. */
type PixelDiff = {
  readonly width: number;
  readonly height: number;
  readonly expectedWidth: number;
  readonly expectedHeight: number;
  /** null when the sizes differ */
  readonly diffPixels: number | null;
  /** PNG bytes, null when nothing differs or the sizes differ */
  readonly diff: Uint8Array | null;
};

/** Runs `pixelDiff.cjs` in a worker thread (outside jest's slow sandbox). */
function pixelDiff(expected: Buffer, actual: Buffer): Promise<PixelDiff> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'pixelDiff.cjs'), {
      workerData: {expected, actual, threshold: PIXEL_THRESHOLD},
    });
    worker.once('message', (result: PixelDiff) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`pixelDiff.cjs exited with code ${code}`)),
    );
  });
}

/** Width × height from a PNG's IHDR chunk. */
function pngPixels(png: Buffer): number {
  return png.readUInt32BE(16) * png.readUInt32BE(20);
}

function writeFailure(
  name: string,
  actual: Buffer,
  diff: Uint8Array | null,
): string {
  mkdirSync(RESULTS_DIR, {recursive: true});
  writeFileSync(path.join(RESULTS_DIR, `${name}.actual.png`), actual);
  const diffPath = path.join(RESULTS_DIR, `${name}.diff.png`);
  if (diff) writeFileSync(diffPath, diff);
  return path.relative(ROOT, diff ? diffPath : RESULTS_DIR);
}

/**
 * Compares a screenshot with `e2e/visual-baselines/<name>.png` (or writes
 * that file when `VISUAL_UPDATE=1`). Identical bytes pass at once (Chromium
 * encodes the same pixels the same way); otherwise pixelmatch counts the
 * differing pixels. On a mismatch, writes
 * `test-results/visual/<name>.actual.png` and `<name>.diff.png` (differing
 * pixels in red over the faded baseline).
 *
 * @param name view name, also the file name without `.png`
 * @param actual PNG bytes of the screenshot
 * @throws when the baseline is missing, its size differs, or more than
 *   `MAX_DIFF_RATIO` of the pixels differ; the message names the view, the
 *   count and share of differing pixels and the diff image
 */
export async function matchBaseline(
  name: string,
  actual: Buffer,
): Promise<VisualResult> {
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  const totalPixels = pngPixels(actual);
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, {recursive: true});
    writeFileSync(baselinePath, actual);
    return {name, diffPixels: 0, totalPixels, updated: true};
  }
  if (!existsSync(baselinePath)) {
    const written = writeFailure(name, actual, null);
    throw new Error(
      `Visual view "${name}": no baseline ${path.relative(ROOT, baselinePath)} (actual image in ${written}). Record it with \`npm run test:visual -- --update\`.`,
    );
  }
  const expected = readFileSync(baselinePath);
  if (expected.equals(actual)) {
    return {name, diffPixels: 0, totalPixels, updated: false};
  }
  const result = await pixelDiff(expected, actual);
  if (result.diffPixels === null) {
    const written = writeFailure(name, actual, null);
    throw new Error(
      `Visual view "${name}": size ${result.width}×${result.height} differs from the baseline's ${result.expectedWidth}×${result.expectedHeight} (actual image in ${written}).`,
    );
  }
  const {diffPixels} = result;
  if (diffPixels / totalPixels > MAX_DIFF_RATIO) {
    const diffPath = writeFailure(name, actual, result.diff);
    throw new Error(
      `Visual view "${name}" differs from its baseline: ${diffPixels} of ${totalPixels} pixels (${((100 * diffPixels) / totalPixels).toFixed(3)} %, allowed ${(100 * MAX_DIFF_RATIO).toFixed(3)} %). Diff: ${diffPath}, actual: ${diffPath.replace(/\.diff\.png$/, '.actual.png')}. If the change is intended: \`npm run test:visual -- --update\`.`,
    );
  }
  return {name, diffPixels, totalPixels, updated: false};
}
