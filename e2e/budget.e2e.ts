/**
 * Size budget, so first visits stay fast — deterministic, since bytes do not
 * vary between runs: first-visit JS+CSS of the home page ≤ 160 KB gzip and
 * of a doc page ≤ 180 KB gzip; no JS chunk over 150 KB gzip; images in static/
 * are SVG, WebP or AVIF (the navbar logo and favicon aside: one small PNG) and
 * none is over 100 KB. A failure lists the page's files, largest first.
 *
 * The doc pages below are the usual one (quick start, both locales), the
 * config overview, an option page (both locales), the CLI page, the heaviest
 * pages of the site (the Chinese output-format and assets guides, long MDX
 * content and a zoomable image), the blog and a post, and the upgrade guide.
 * Each page's current bytes are in `npm run bench`'s report
 * (`bench/results.json`). The doc route components load as one `doc-shell`
 * chunk, so a doc page's first visit is a handful of files. What keeps pages
 * within the budget: React 18 (React 19's runtime is larger), no translator
 * descriptions and one tslib helper in the bundles (src/features/bundle),
 * prism-react-renderer's Prism kept out (src/features/code/client/prism/
 * prismReactRendererStub.ts), no doc descriptions in the version metadata
 * (src/features/bundle/slimVersionProps), `<Overview />` and its heading data
 * only on the overview page, labels split by area, medium-zoom only once an
 * image nears the viewport, and the search modal, the tools-menu entries, the
 * page-actions menu, the feedback form and the shortcuts dialog loaded on
 * first use.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';
import {launchBrowser} from './helpers/browser';
import {measureFirstVisit} from './helpers/bytes';
import {isDocShellChunk} from './helpers/docShell';
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
  ['/', 160],
  ['/zh/', 160],
  ['/guide/start/quick-start', 180],
  ['/zh/guide/start/quick-start', 180],
  ['/config/', 180],
  ['/config/lib/dts', 180],
  ['/zh/config/lib/dts', 180],
  ['/guide/basic/cli', 180],
  ['/zh/guide/basic/output-format', 180],
  ['/zh/guide/advanced/assets', 180],
  ['/blog', 180],
  ['/zh/blog/rslib-1-0', 180],
  ['/guide/upgrade/v0-to-v1', 180],
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
    // Doc pages load their route components as one `doc-shell` chunk
    // (src/features/bundle/vendorChunks.ts); the home page and the blog never load it.
    const isDocPage = !/^\/(zh\/)?(blog(\/|$)|$)/.test(pathname);
    expect(bytes.assets.some((asset) => isDocShellChunk(asset.url))).toBe(
      isDocPage,
    );
    // On failure the message lists the files, largest first.
    expect({
      total: `${(bytes.gzip / KB).toFixed(1)} KB`,
      withinBudget: bytes.gzip <= budgetKb * KB,
      files,
    }).toMatchObject({withinBudget: true});
  },
);

it.each(['', 'zh'])(
  'the main chunk of locale %j carries neither build-only settings nor module paths',
  (locale) => {
    // src/features/bundle: serverOnlyConfig and clientRegistry. Their loaders
    // fail the build if Docusaurus changes what they rewrite; this checks
    // that they still reach the module every page loads.
    const dir = path.join(ROOT, 'build', locale, 'assets', 'js');
    const main = readdirSync(dir).filter((file) =>
      /^main\.[0-9a-f]+\.js$/.test(file),
    );
    expect(main).toHaveLength(1);
    const source = readFileSync(path.join(dir, main[0]), 'utf8');
    expect(source).toContain('themeConfig');
    expect(source).not.toMatch(/ssrTemplate|"presets"|presets:/);
    expect(source.match(/"@site\/[^"]+"/g) ?? []).toEqual([]);
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

it('ships only SVG, WebP or AVIF images of at most 100 KB in static/, and the raster logo', () => {
  const images = filesUnder(path.join(ROOT, 'static')).filter((file) =>
    /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i.test(file),
  );
  expect(images.length).toBeGreaterThan(0);
  // The navbar logo and favicon (src/features/navbar/build/rasterLogo.ts): a
  // PNG, since every SVG image costs the page an SVG document on the main
  // thread and not every browser shows a WebP or AVIF favicon.
  const rasterLogo = path.join(ROOT, 'static', 'img', 'logo.png');
  expect(images).toContain(rasterLogo);
  expect(statSync(rasterLogo).size).toBeLessThanOrEqual(8 * KB);
  const problems = images
    .filter(
      (file) =>
        file !== rasterLogo &&
        (!/\.(svg|webp|avif)$/i.test(file) || statSync(file).size > 100 * KB),
    )
    .map(
      (file) => `${path.relative(ROOT, file)} (${statSync(file).size} bytes)`,
    );
  expect(problems).toEqual([]);
});
