/**
 * Every SPEC route answers 200 with its own title and the right <html lang>
 * in both locales, without console errors; an unknown path answers 404 with
 * the 404 page (SPEC §2 Pages, Title).
 */
import type {Browser} from 'playwright-core';
import {SPEC_ROUTES} from '@site/test/specRoutes';
import {launchBrowser, openPage, visit, type TrackedPage} from './helpers/browser';
import {HTML_LANG, LOCALES, docTitle, localized} from './helpers/docs';

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

describe.each(LOCALES)('locale %s', (locale) => {
  it('home page has the site title', async () => {
    const status = await visit(tracked.page, localized('/', locale));
    expect(status).toBe(200);
    expect(await tracked.page.title()).toBe('Rslib');
    expect(await tracked.page.getAttribute('html', 'lang')).toBe(HTML_LANG[locale]);
  });

  it.each(SPEC_ROUTES.map(({route}) => route))('%s answers 200 with its own title', async (route) => {
    const status = await visit(tracked.page, localized(route, locale));
    expect(status).toBe(200);
    expect(await tracked.page.title()).toBe(`${docTitle(route, locale)} - Rslib`);
    expect(await tracked.page.getAttribute('html', 'lang')).toBe(HTML_LANG[locale]);
    expect(tracked.page.url()).toMatch(new RegExp(`${localized(route, locale).replace(/\//g, '\\/')}$`));
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const status = await visit(tracked.page, localized('/this/page/does-not-exist', locale));
    expect(status).toBe(404);
    await expect(tracked.page.locator('main h1').textContent()).resolves.toMatch(/\S/);
    expect(await tracked.page.locator('nav.navbar').count()).toBe(1);
    // The missing page is a normal 404 response, logged by Chromium as a failed resource; nothing else.
    tracked.errors.splice(0, tracked.errors.length, ...tracked.errors.filter((e) => !/404/.test(e)));
  });
});
