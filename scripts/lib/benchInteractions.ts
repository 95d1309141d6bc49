/**
 * Interaction timings for `npm run bench`, measured the way a reader on a
 * mid-range phone meets the site: Chromium with the CPU slowed down 4× and a
 * 150 ms / 1.6 Mbps network (CDP emulation), the production build served with
 * gzip. Not tests: the numbers depend on the machine.
 */
import type {Browser, CDPSession, Page, Request} from 'playwright-core';

/** 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down / 750 kbps up. */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

async function throttledPage(
  browser: Browser,
  locale?: string,
): Promise<{page: Page; cdp: CDPSession; close: () => Promise<void>}> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    ...(locale ? {locale} : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', {
    rate: PHONE_PROFILE.cpuSlowdown,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  return {page, cdp, close: () => context.close()};
}

/**
 * Resolves with `performance.now()` in the page once a search input is
 * focused: the modal's, or the stand-in box shown before hydration. Passed as source text: tsx would add helpers to a function that
 * the page does not have.
 */
function focusedSearchInputAt(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const active = document.activeElement;
      const inModal = active && active.getAttribute('role') === 'combobox' && active.closest('.rslib-search-modal');
      const inShell = active && active.tagName === 'INPUT' && active.closest('#rslib-search-shell');
      if (inModal || inShell) {
        resolve(performance.now());
      } else {
        requestAnimationFrame(check);
      }
    };
    check();
  })`) as Promise<number>;
}

/**
 * Time from a Ctrl+K press to the search modal with its input focused, ms:
 * pressed at the `load` event (`atLoad`), and pressed once the page has been
 * idle (`afterIdle`: network quiet, on-demand parts prefetched).
 */
export async function measureCtrlK(
  browser: Browser,
  url: string,
): Promise<{atLoad: number; afterIdle: number}> {
  const measure = async (waitForIdle: boolean) => {
    const {page, close} = await throttledPage(browser);
    try {
      await page.goto(url, {
        waitUntil: waitForIdle ? 'networkidle' : 'load',
        timeout: 120_000,
      });
      if (waitForIdle) {
        await page.waitForSelector('html[data-has-hydrated="true"]');
        await page.waitForTimeout(1000);
      }
      const pressedAt = (await page.evaluate('performance.now()')) as number;
      const focused = focusedSearchInputAt(page);
      await page.keyboard.press('Control+k');
      return Math.round((await focused) - pressedAt);
    } finally {
      await close();
    }
  };
  return {atLoad: await measure(false), afterIdle: await measure(true)};
}

/**
 * The first search of a visit: from Ctrl+K (page loaded and idle) to the
 * first hit of `query` on screen, ms, and the bytes of the requests made from
 * Ctrl+K up to that hit (as sent over the wire, compressed): the search
 * modal's chunk, the titles index and whatever else the search asks for.
 * Requests of the page's own loading are not counted, even when they end after
 * its load event (on a slow CPU many route chunks do). The search worker's
 * script, started while the page is idle, is counted only if it is still
 * missing at Ctrl+K.
 * @returns `bytes` of the requests that finished before the first hit
 */
export async function measureFirstSearch(
  browser: Browser,
  url: string,
  query: string,
  locale?: string,
): Promise<{firstResultsMs: number; bytes: number}> {
  const {page, close} = await throttledPage(browser, locale);
  try {
    let searching = false;
    const afterCtrlK = new Set<Request>();
    const sizes: Promise<number>[] = [];
    // Page events include the requests of the search worker.
    page.on('request', (request) => {
      if (searching) afterCtrlK.add(request);
    });
    page.on('requestfinished', (request) => {
      if (!afterCtrlK.has(request)) return;
      sizes.push(
        request.sizes().then(
          (size) => size.responseBodySize + size.responseHeadersSize,
          () => 0,
        ),
      );
    });
    await page.goto(url, {waitUntil: 'networkidle', timeout: 120_000});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(1000);
    const start = Date.now();
    searching = true;
    await page.keyboard.press('Control+k');
    await page.locator('.rslib-search-modal input').waitFor();
    await page.keyboard.type(query);
    await page.locator('.rslib-search-hit').first().waitFor({timeout: 60_000});
    const firstResultsMs = Date.now() - start;
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    return {firstResultsMs, bytes};
  } finally {
    await close();
  }
}
