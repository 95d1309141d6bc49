/**
 * First-visit transfer size of a page's JavaScript and CSS, measured in
 * Chromium: every script and stylesheet the page requests until it has both
 * loaded and hydrated (what it needs to show and hydrate; the entry scripts
 * run after the first paint, which can be after the load event, and the parts
 * prefetched while the browser is idle start only after both, so they are not
 * counted), raw and gzip-compressed (level 9, as a static host would serve
 * it). Shared by the size-budget test and the benchmark.
 */
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from 'playwright-core';
import {BASE_URL} from './server';

export type AssetBytes = {
  readonly url: string;
  readonly type: 'js' | 'css';
  readonly raw: number;
  readonly gzip: number;
};
export type PageBytes = {
  readonly path: string;
  readonly raw: number;
  readonly gzip: number;
  readonly assets: AssetBytes[];
};

/**
 * Loads `pathname` in a new context (cold cache) and sums what it needs.
 * Waits for the load event, hydration and the end of every request started
 * before the later of the two (exactly the ones counted), not for network idle.
 * @param hydratedSelector what marks the page as hydrated (Docusaurus's
 *   attribute by default); `null` for another site, measured at network idle
 *   with what it requested before its load event
 */
export async function measureFirstVisit(
  browser: Browser,
  pathname: string,
  baseUrl = BASE_URL,
  hydratedSelector: string | null = 'html[data-has-hydrated="true"]',
): Promise<PageBytes> {
  const context = await browser.newContext({
    viewport: {width: 1280, height: 800},
  });
  const page = await context.newPage();
  if (hydratedSelector) {
    // When the page shows it hydrated, and when its first idle task ran (ms
    // on the page's clock). The site loads its idle parts (the search worker,
    // the modal's code) from idle tasks it schedules once the page has loaded
    // and hydrated, so the first idle task also marks the page as done: under
    // load, Docusaurus's marker (set through the head manager, a frame or more
    // after hydration) can come after it.
    await page.addInitScript((selector: string) => {
      const marks = window as unknown as {
        hydratedAt?: number;
        firstIdleAt?: number;
      };
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(selector)) return;
        marks.hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, {attributes: true, childList: true, subtree: true});
      const request = window.requestIdleCallback?.bind(window);
      if (request)
        window.requestIdleCallback = (callback, options) =>
          request((deadline) => {
            marks.firstIdleAt ??= performance.now();
            callback(deadline);
          }, options);
    }, hydratedSelector);
  }
  const requests: Request[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') requests.push(request);
  });
  await page.goto(`${baseUrl}${pathname}`, {
    waitUntil: hydratedSelector ? 'load' : 'networkidle',
  });
  if (hydratedSelector) await page.waitForSelector(hydratedSelector);
  // The scripts and stylesheets the page started to fetch before it was done:
  // the later of the load event and hydration, or its first idle task if that
  // came first. Read in the page, where resource timings and these moments
  // share one clock (the protocol's request times are on another).
  const started = new Set(
    await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const {hydratedAt = 0, firstIdleAt = Infinity} = window as unknown as {
        hydratedAt?: number;
        firstIdleAt?: number;
      };
      const cutoff = Math.min(
        Math.max(navigation.loadEventStart, hydratedAt),
        firstIdleAt,
      );
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= cutoff)
        .map((entry) => entry.name);
    }),
  );
  const needed = requests.filter((request) => started.has(request.url()));
  const assets = (
    await Promise.all(
      needed.map(async (request): Promise<AssetBytes | null> => {
        const response = await request.response();
        if (!response) return null;
        const body = await response.body().catch(() => null);
        if (!body) return null;
        return {
          url: response.url().replace(baseUrl, ''),
          type: request.resourceType() === 'script' ? 'js' : 'css',
          raw: body.length,
          gzip: gzipSync(body, {level: 9}).length,
        };
      }),
    )
  ).filter((asset): asset is AssetBytes => asset !== null);
  await context.close();
  return {
    path: pathname,
    raw: assets.reduce((sum, asset) => sum + asset.raw, 0),
    gzip: assets.reduce((sum, asset) => sum + asset.gzip, 0),
    assets,
  };
}
