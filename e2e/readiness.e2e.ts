/**
 * What on-demand code must not lose (the controls of the page are walked at
 * four moments by `input.e2e.ts`): with the CPU slowed down 4×, a click on a
 * doc image as soon as it is in view zooms it once medium-zoom has arrived;
 * after hydration, while the search modal's code is still on its way,
 * Ctrl+K shows the stand-in box at once and the modal takes it over with
 * what was typed, and a second Ctrl+K closes it for good.
 */
import type {Page} from 'playwright-core';
import {useTrackedPages} from './helpers/browser';
import {BASE_URL} from './helpers/server';

const pages = useTrackedPages();

/** A page of a fresh browser context with a 4× slower CPU, loaded up to its `load` event only. */
async function openSlow(
  pathname: string,
  viewport = {width: 1280, height: 800},
): Promise<Page> {
  const {page, context} = await pages.open({viewport});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(`${BASE_URL}${pathname}`, {waitUntil: 'load'});
  return page;
}

it('a click on a doc image as soon as it is in view zooms it', async () => {
  const page = await openSlow('/guide/advanced/assets');
  const image = page.locator(
    '.theme-doc-markdown img[alt^="Output of src/Avatar.tsx"]',
  );
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await page.locator('.medium-zoom-image--opened').waitFor({timeout: 20_000});
});

describe('Ctrl+K after hydration, while the search code is still on its way', () => {
  /** A hydrated page whose later script and stylesheet responses take 1.5 s. */
  async function openWithSlowChunks(): Promise<Page> {
    const {page} = await pages.open({viewport: {width: 1280, height: 800}});
    await page.goto(`${BASE_URL}/guide/start/quick-start`, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.route(/\/assets\/(js|css)\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    return page;
  }

  it('shows the stand-in box at once; the modal takes it over with what was typed', async () => {
    const page = await openWithSlowChunks();
    await page.keyboard.press('Control+k');
    await page.waitForFunction(
      () => document.activeElement?.closest('#rslib-search-shell') !== null,
      undefined,
      {timeout: 1_000},
    );
    await page.keyboard.type('format');
    const input = page.locator('.rslib-search-modal').getByRole('combobox');
    await input.waitFor({timeout: 20_000});
    await expect(input.inputValue()).resolves.toBe('format');
    await expect(page.locator('#rslib-search-shell').count()).resolves.toBe(0);
  });

  it('a second Ctrl+K closes the box, and the modal stays closed once loaded', async () => {
    const page = await openWithSlowChunks();
    await page.keyboard.press('Control+k');
    await page.locator('#rslib-search-shell input').waitFor({timeout: 1_000});
    await page.keyboard.press('Control+k');
    await expect(page.locator('#rslib-search-shell').count()).resolves.toBe(0);
    // The modal's code arrives and renders its button, closed.
    await page
      .locator('.navbar .rslib-search-button')
      .first()
      .waitFor({timeout: 20_000});
    await page.waitForFunction(
      () =>
        (window as unknown as Record<string, unknown>).__rslibSearchReady ===
        true,
      undefined,
      {timeout: 20_000},
    );
    await expect(page.locator('.rslib-search-modal').count()).resolves.toBe(0);
  });
});
