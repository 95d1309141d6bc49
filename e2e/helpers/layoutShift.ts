/**
 * Cumulative Layout Shift of a cold page load, measured in Chromium with a
 * `layout-shift` PerformanceObserver (the same entries Lighthouse sums, shifts
 * right after input excluded), with the CPU slowed 4× as Lighthouse's mobile
 * preset does. Shared by the home page's and the doc pages' layout tests.
 */
import type {BrowserContext, Page} from 'playwright-core';
import {visit} from './browser';

/** Resolves after the browser has painted two more frames. */
export function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Loads `route` in `page` (of `context`, which must not have loaded a page
 * yet) with a 4× slower CPU and sums its layout shifts until what can still
 * move the layout has arrived: fonts, the images of the first screen, and two
 * more frames after that.
 * @returns the page's CLS (unitless, Lighthouse's scale: 0.1 is "needs improvement")
 */
export async function measureLayoutShift(
  context: BrowserContext,
  page: Page,
  route: string,
): Promise<number> {
  await context.addInitScript(() => {
    const win = window as unknown as {__cls: number};
    win.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) win.__cls += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await visit(page, route);
  // Lazy images further down load only when reached.
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images)
        .filter(
          (image) => image.getBoundingClientRect().top < window.innerHeight,
        )
        .every((image) => image.complete),
  );
  await twoFrames(page);
  return page.evaluate(() => (window as unknown as {__cls: number}).__cls);
}
