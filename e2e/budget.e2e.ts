/**
 * Size budget, so first visits stay fast — deterministic, since bytes do not
 * vary between runs: first-visit JS+CSS of the home page ≤ 220 KB gzip and
 * of a doc page ≤ 200 KB gzip; no JS chunk over 150 KB gzip; images in static/
 * are SVG, WebP or AVIF and none is over 100 KB.
 *
 * The doc pages below are the usual one (quick start, both locales), the
 * config overview, an option page, the heaviest page of the site (the Chinese
 * output-format guide, long MDX content) and a page with a zoomable image.
 * Measured when this was written: 193.6 KB for /guide/start/quick-start
 * (React 67 KB, main 72 KB, CSS 18 KB, shared doc components 13 KB, the
 * page's own chunks ~23 KB) and 198.6 KB for the heaviest; / is 165.6 KB.
 * What was cut to get there (from 224–229 KB): a slim Prism build
 * (prism-react-renderer's Prism kept out of the bundles by
 * src/features/code/client/prism/prismReactRendererStub.ts, −18 KB then), no doc descriptions in the version
 * metadata (src/features/bundle/slimVersionProps, −3.5 KB), `<Overview />` and its
 * heading data only on the overview page (−4.7 KB), labels split by area,
 * medium-zoom only once an image nears the viewport, the search modal's CSS
 * and the tools-menu entries loaded on first use.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';
import {launchBrowser} from './helpers/browser';
import {measureFirstVisit} from './helpers/bytes';
import {ROOT} from './helpers/server';

const KB = 1024;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name))
      : [path.join(dir, entry.name)],
  );
}

it.each([
  ['/', 220],
  ['/guide/start/quick-start', 200],
  ['/zh/guide/start/quick-start', 200],
  ['/config/', 200],
  ['/config/lib/dts', 200],
  ['/zh/guide/basic/output-format', 200],
  ['/zh/guide/advanced/assets', 200],
  ['/blog', 200],
  ['/zh/blog/rslib-1-0', 200],
  ['/guide/upgrade/v0-to-v1', 200],
])(
  'first visit of %s loads at most %i KB of JS+CSS (gzip)',
  async (pathname, budgetKb) => {
    const bytes = await measureFirstVisit(browser, pathname);
    // The files behind the total, largest first: where to look when the budget is exceeded.
    const files = [...bytes.assets]
      .sort((a, b) => b.gzip - a.gzip)
      .map(
        (asset) =>
          `  ${(asset.gzip / KB).toFixed(1).padStart(6)} KB  ${asset.url}`,
      );
    console.log(
      `${pathname}: ${(bytes.gzip / KB).toFixed(1)} KB gzip, ${(bytes.raw / KB).toFixed(1)} KB raw, ${bytes.assets.length} files\n${files.join('\n')}`,
    );
    expect(bytes.assets.length).toBeGreaterThan(0);
    expect(bytes.gzip).toBeLessThanOrEqual(budgetKb * KB);
  },
);

it('has no JavaScript chunk over 150 KB gzip', () => {
  const oversized = filesUnder(path.join(ROOT, 'build', 'assets', 'js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file: path.basename(file),
      gzip: gzipSync(readFileSync(file), {level: 9}).length,
    }))
    .filter((chunk) => chunk.gzip > 150 * KB);
  expect(oversized).toEqual([]);
});

it('ships only SVG, WebP or AVIF images of at most 100 KB in static/', () => {
  const images = filesUnder(path.join(ROOT, 'static')).filter((file) =>
    /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i.test(file),
  );
  expect(images.length).toBeGreaterThan(0);
  const problems = images
    .filter(
      (file) =>
        !/\.(svg|webp|avif)$/i.test(file) || statSync(file).size > 100 * KB,
    )
    .map(
      (file) => `${path.relative(ROOT, file)} (${statSync(file).size} bytes)`,
    );
  expect(problems).toEqual([]);
});
