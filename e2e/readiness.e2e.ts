/**
 * A reader's action is never lost while the page is still starting: with the
 * CPU slowed down 4× (a mid-range phone), actions taken right at the `load`
 * event, before React has hydrated or the on-demand parts have arrived, are
 * carried out: Ctrl+K opens the search with its input focused, a click on a
 * doc image zooms it, a click on the theme switch switches the theme, a tap
 * on the hamburger opens the menu. No sleep before the action.
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

it('Ctrl+K pressed at load shows a search box at once; the modal takes it over with what was typed', async () => {
  const page = await openSlow('/guide/start/quick-start');
  await page.keyboard.press('Control+k');
  const early = page.locator(
    '#rslib-search-shell input, .rslib-search-modal input',
  );
  await early.first().waitFor({timeout: 5_000});
  await page.keyboard.type('format');
  const input = page.locator('.rslib-search-modal').getByRole('combobox');
  await input.waitFor({timeout: 20_000});
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('role') === 'combobox',
    undefined,
    {timeout: 10_000},
  );
  await expect(input.inputValue()).resolves.toBe('format');
  await page
    .locator('.rslib-search-hit[href="/config/lib/format"]')
    .first()
    .waitFor({timeout: 30_000});
  await expect(page.locator('#rslib-search-shell').count()).resolves.toBe(0);
});

it('a click on a doc image as soon as it is in view zooms it', async () => {
  const page = await openSlow('/guide/advanced/assets');
  const image = page.locator(
    '.theme-doc-markdown img[alt^="Output of src/Avatar.tsx"]',
  );
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await page.locator('.medium-zoom-image--opened').waitFor({timeout: 20_000});
});

it('a click on the theme switch at load switches the theme', async () => {
  const page = await openSlow('/guide/start/quick-start');
  const before = await page.getAttribute('html', 'data-theme');
  await page.locator('.navbar .rslib-theme-switch').click();
  await page.waitForFunction(
    (theme) => document.documentElement.getAttribute('data-theme') !== theme,
    before,
    {timeout: 20_000},
  );
});

it('a tap on the hamburger at load opens the mobile menu', async () => {
  const page = await openSlow('/guide/start/quick-start', {
    width: 390,
    height: 844,
  });
  await page.locator('.rslib-navbar__hamburger').click();
  await page.locator('.rslib-mobile-menu').waitFor({timeout: 20_000});
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
