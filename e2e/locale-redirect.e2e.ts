/**
 * First-visit locale redirect (theme option `localeRedirect: 'auto'`): a fresh
 * browser whose language names another configured locale lands on that locale's
 * version of the page; the visited flag (`rspress-visited` in local storage)
 * stops it on later visits; crawlers and headless browsers are never
 * redirected. Each case opens a fresh profile (browser context) with a desktop
 * Chrome user agent, since Chromium's own headless one counts as a bot.
 */
import type {Page} from 'playwright-core';
import {BASE_URL} from './helpers/server';
import {useTrackedPages, visit, type TrackedPage} from './helpers/browser';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT_UA =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const VISITED_KEY = 'rspress-visited';

const pages = useTrackedPages();

/** A fresh profile (empty local storage) with a browser language and user agent (`null`: Chromium's own). */
async function freshProfile(
  locale: string,
  userAgent: string | null = CHROME_UA,
): Promise<TrackedPage> {
  return pages.open({locale, ...(userAgent ? {userAgent} : {})});
}

/** Opens a path, waits for the redirect to `expected` (a pathname) and for that page to hydrate. */
async function landOn(
  page: Page,
  pathname: string,
  expected: string,
): Promise<void> {
  await page.goto(`${BASE_URL}${pathname}`, {waitUntil: 'commit'});
  await page.waitForURL((url) => url.pathname === expected, {
    waitUntil: 'load',
  });
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: 'attached',
    timeout: 15_000,
  });
}

const visitedFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), VISITED_KEY);
const pathOf = (page: Page) =>
  new URL(page.url()).pathname +
  new URL(page.url()).search +
  new URL(page.url()).hash;

describe('Chinese browser language', () => {
  it('is redirected to the Chinese page on the first visit only', async () => {
    const {page} = await freshProfile('zh-CN');
    expect(await page.evaluate(() => navigator.language)).toBe('zh-CN');

    await landOn(
      page,
      '/guide/start/quick-start?from=test#top',
      '/zh/guide/start/quick-start',
    );
    expect(pathOf(page)).toBe('/zh/guide/start/quick-start?from=test#top');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await expect(
      page.locator('article h1').first().textContent(),
    ).resolves.toBe('快速上手');
    expect(await visitedFlag(page)).toBe('1');

    // Second visit, same profile: the English page stays English.
    expect(await visit(page, '/guide/start/quick-start')).toBe(200);
    expect(pathOf(page)).toBe('/guide/start/quick-start');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(
      page.locator('article h1').first().textContent(),
    ).resolves.toBe('Quick Start');
  });

  it('stays on a Chinese page and only sets the flag', async () => {
    const {page} = await freshProfile('zh-CN');
    expect(await visit(page, '/zh/config/')).toBe(200);
    expect(pathOf(page)).toBe('/zh/config/');
    expect(await visitedFlag(page)).toBe('1');
  });

  it('is not redirected for a crawler', async () => {
    const {page} = await freshProfile('zh-CN', GOOGLEBOT_UA);
    expect(await visit(page, '/guide/start/')).toBe(200);
    expect(pathOf(page)).toBe('/guide/start/');
    expect(await visitedFlag(page)).toBeNull();
  });

  it('is not redirected for a headless browser (other browser tests keep their URLs)', async () => {
    const {page} = await freshProfile('zh-CN', null);
    expect(await page.evaluate(() => navigator.userAgent)).toMatch(
      /HeadlessChrome/,
    );
    expect(await visit(page, '/guide/start/')).toBe(200);
    expect(pathOf(page)).toBe('/guide/start/');
    expect(await visitedFlag(page)).toBeNull();
  });
});

describe('English browser language', () => {
  it('is redirected from a Chinese page to the English one on the first visit', async () => {
    const {page} = await freshProfile('en-US');
    await landOn(page, '/zh/guide/start/', '/guide/start/');
    expect(pathOf(page)).toBe('/guide/start/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await visitedFlag(page)).toBe('1');
  });

  it('stays on an English page and only sets the flag', async () => {
    const {page} = await freshProfile('en-US');
    expect(await visit(page, '/')).toBe(200);
    expect(pathOf(page)).toBe('/');
    expect(await visitedFlag(page)).toBe('1');
  });
});
