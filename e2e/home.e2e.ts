/** Landing page in both locales (SPEC §2 Landing hero, §3 translation table). */
import type {Browser} from 'playwright-core';
import table from '@site/../shared/spec/i18n-table.json';
import {launchBrowser, openPage, visit, type TrackedPage} from './helpers/browser';
import {LOCALES, localized} from './helpers/docs';

let browser: Browser;
let tracked: TrackedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  tracked = await openPage(browser);
});
afterAll(async () => {
  await browser.close();
});
afterEach(() => {
  expect(tracked.errors).toEqual([]);
  tracked.errors.length = 0;
});

describe.each(LOCALES)('home in %s', (locale) => {
  it('shows the hero texts, the tool stack and a footer', async () => {
    const {page} = tracked;
    await visit(page, localized('/', locale));
    await expect(page.locator('.rslib-hero__title').textContent()).resolves.toBe('Rslib');
    await expect(page.locator('.rslib-hero__subtitle').textContent()).resolves.toBe(table.subtitle[locale]);
    await expect(page.locator('.rslib-hero__slogan').textContent()).resolves.toBe(table.slogan[locale]);
    await expect(page.locator('.rslib-tool-stack h2').textContent()).resolves.toBe(table.toolStackTitle[locale]);
    await expect(page.locator('.rslib-tool-stack p').first().textContent()).resolves.toBe(table.toolStackDesc[locale]);
    const cards = page.locator('.rslib-tool-card');
    expect(await cards.count()).toBe(5);
    for (const target of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('target')))) {
      expect(target).toBe('_blank');
    }
    expect(await page.locator('img[src$="/img/logo.svg"]').count()).toBeGreaterThan(0);
    await expect(page.locator('footer').textContent()).resolves.toMatch(/MIT/);
  });

  it.each([
    ['introduction', '/guide/start/'],
    ['quickStart', '/guide/start/quick-start'],
  ] as const)('the %s button opens %s', async (key, route) => {
    const {page} = tracked;
    await visit(page, localized('/', locale));
    await page.getByRole('link', {name: table[key][locale], exact: true}).first().click();
    await page.waitForURL((url) => url.pathname === localized(route, locale));
    await expect(page.locator('article h1').first().textContent()).resolves.toMatch(/\S/);
  });
});
