/**
 * First-visit transfer size of a page's JavaScript and CSS, measured in
 * Chromium: every script and stylesheet the page requests before its load
 * event (what it needs to show and hydrate; parts prefetched later while the
 * browser is idle are not counted), raw and gzip-compressed (level 9, as a
 * static host would serve it). Shared by the size-budget test and the benchmark.
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
 * before the load event (exactly the ones counted), not for network idle.
 * @param hydratedSelector what marks the page as hydrated (Docusaurus's
 *   attribute by default); `null` for another site, measured at network idle
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
  const pending: Promise<AssetBytes | null>[] = [];
  // What the page needs is what it requests before its load event; parts
  // fetched afterwards, when the browser is idle (idlePrefetch), are optional.
  const beforeLoad = new Set<Request>();
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (!loaded) beforeLoad.add(request);
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (!beforeLoad.has(response.request())) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url().replace(baseUrl, ''),
          type: type === 'script' ? ('js' as const) : ('css' as const),
          raw: body.length,
          gzip: gzipSync(body, {level: 9}).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(`${baseUrl}${pathname}`, {
    waitUntil: hydratedSelector ? 'load' : 'networkidle',
  });
  if (hydratedSelector) await page.waitForSelector(hydratedSelector);
  // Every request started before the load event has ended (its body read).
  await Promise.all(
    [...beforeLoad].map((request) =>
      request.response().then((response) => response?.finished()),
    ),
  );
  const assets = (await Promise.all(pending)).filter(
    (asset): asset is AssetBytes => asset !== null,
  );
  await context.close();
  return {
    path: pathname,
    raw: assets.reduce((sum, asset) => sum + asset.raw, 0),
    gzip: assets.reduce((sum, asset) => sum + asset.gzip, 0),
    assets,
  };
}
