/**
 * What a page fetches ahead of the reader: links coming into view prefetch
 * nothing (a pointer on a link loads its route instead), and the search
 * modal's code loads only once the page has settled (3 s after the `load`
 * event), after which Ctrl+K and a first search ask for no script or
 * stylesheet the page does not have.
 */
import type {Page, Request} from 'playwright-core';
import {useTrackedPages} from './helpers/browser';
import {BASE_URL} from './helpers/server';

const pages = useTrackedPages();

/** The wait after the `load` event before the idle parts load, ms (`SETTLE_DELAY_MS`). */
const SETTLE_DELAY_MS = 3000;

/** Path of a request for a script or stylesheet, else undefined. */
function codePath(request: Request): string | undefined {
  const url = new URL(request.url());
  return /\.(js|css)$/.test(url.pathname) ? url.pathname : undefined;
}

/** Start times of the page's script and stylesheet requests, ms after its `load` event. */
function codeRequestsAfterLoad(
  page: Page,
): Promise<{file: string; after: number}[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    )
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        after: entry.startTime - navigation.loadEventEnd,
      }))
      .filter(({file, after}) => /\.(js|css)$/.test(file) && after > 0);
  });
}

/**
 * Resolves once no script or stylesheet (the search worker's included) has
 * been requested for a second. (`waitForLoadState('networkidle')` resolves at
 * once when the page was idle before.)
 */
async function quiet(page: Page, requested: string[]): Promise<void> {
  let seen = -1;
  while (seen !== requested.length) {
    seen = requested.length;
    await page.waitForTimeout(1000);
  }
}

/** Opens `pathname` (desktop) and waits until the idle parts have loaded. */
async function openSettled(pathname: string): Promise<{
  page: Page;
  requested: string[];
}> {
  const {page} = await pages.open({viewport: {width: 1280, height: 800}});
  const requested: string[] = [];
  page.on('request', (request) => {
    const code = codePath(request);
    if (code) requested.push(code);
  });
  await page.goto(`${BASE_URL}${pathname}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForFunction(
    (settle) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .some((entry) => entry.startTime - navigation.loadEventEnd >= settle);
    },
    SETTLE_DELAY_MS,
    {timeout: 15_000},
  );
  await quiet(page, requested);
  return {page, requested};
}

it('links in view prefetch no route; a pointer on a link loads its route', async () => {
  const {page, requested} = await openSettled('/guide/basic/cli');
  const link = page.locator(
    '.theme-doc-sidebar-container a.menu__link[href="/guide/basic/configure-rslib"]',
  );
  await expect(link.isVisible()).resolves.toBe(true);
  const before = new Set(requested);
  await expect(
    page.evaluate(
      () => document.querySelectorAll('link[rel="prefetch"]').length,
    ),
  ).resolves.toBe(0);

  const count = requested.length;
  await link.hover();
  await quiet(page, requested);
  const onHover = requested.slice(count);
  // The linked page's own chunks: new on hover, so nothing fetched them before.
  expect(onHover.length).toBeGreaterThan(0);
  expect(onHover.filter((file) => before.has(file))).toEqual([]);
});

it('the search modal loads once the page has settled, and Ctrl+K then needs no other code', async () => {
  const {page, requested} = await openSettled('/guide/start/quick-start');
  // The modal's stylesheet is the one stylesheet loaded after the page's.
  const stylesheets = (await codeRequestsAfterLoad(page)).filter(({file}) =>
    file.endsWith('.css'),
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(
    stylesheets
      .filter(({after}) => after < SETTLE_DELAY_MS)
      .map(({file}) => file),
  ).toEqual([]);

  const count = requested.length;
  await page.keyboard.press('Control+k');
  await page.locator('.rslib-search-modal').getByRole('combobox').waitFor();
  await page.keyboard.type('format');
  await page.locator('.rslib-search-hit').first().waitFor();
  const have = new Set(requested.slice(0, count));
  expect(requested.slice(count).filter((file) => !have.has(file))).toEqual([]);
});
