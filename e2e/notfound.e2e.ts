/**
 * The 404 page: status 404 from the production server, '404' / 'PAGE NOT
 * FOUND' / 'Take me home', title '404 - Rslib', language from the URL (under
 * `/zh/` the server answers with the Chinese build's 404 page: Chinese navbar,
 * labels and a `/zh/` home link), and `/en/…` redirected by the server (301)
 * to the path without the default language. Version prefixes are covered by
 * versions.e2e.ts.
 */
import type {Page} from 'playwright-core';
import {arriveAt, useTrackedPage, visit} from './helpers/browser';
import {BASE_URL} from './helpers/server';
import {docTitle} from './helpers/docs';

// A missing page is a 404 response, which Chromium logs as a failed resource; nothing else may be logged.
const spec = useTrackedPage({ignore: /status of 404/});

type Shown = {
  code: string;
  title: string;
  link: string;
  href: string | null;
  contentLang: string | null;
};

/** Waits until the 404 content shows `title` (labels follow the URL once hydrated), then reads it. */
async function readNotFound(page: Page, title: string): Promise<Shown> {
  await page
    .locator('main.rslib-not-found h2', {hasText: title})
    .waitFor({timeout: 10_000});
  const home = page.locator('main.rslib-not-found a.rslib-not-found__home');
  return {
    code: (await page.locator('main.rslib-not-found h1').textContent()) ?? '',
    title: (await page.locator('main.rslib-not-found h2').textContent()) ?? '',
    link: (await home.textContent()) ?? '',
    href: await home.getAttribute('href'),
    contentLang: await page
      .locator('main.rslib-not-found')
      .getAttribute('lang'),
  };
}

describe('English', () => {
  it('/nope answers 404 with the English 404 page', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/nope')).toBe(404);
    expect(await readNotFound(page, 'PAGE NOT FOUND')).toEqual({
      code: '404',
      title: 'PAGE NOT FOUND',
      link: 'Take me home',
      href: '/',
      contentLang: null,
    });
    expect(await page.title()).toBe('404 - Rslib');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('Take me home goes to the English home page', async () => {
    const {page} = spec.tracked;
    // The page the first test loaded and only read.
    await arriveAt(page, '/nope');
    await readNotFound(page, 'PAGE NOT FOUND');
    await page.locator('a.rslib-not-found__home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.rslib-hero__title').waitFor();
    expect(await page.title()).toBe('Rslib');
  });

  it('serves the same page deeper in a section', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/guide/start/does-not-exist')).toBe(404);
    expect((await readNotFound(page, 'PAGE NOT FOUND')).href).toBe('/');
  });
});

describe('Chinese', () => {
  it('/zh/nope answers 404 with Chinese labels and a /zh/ home link', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/zh/nope')).toBe(404);
    expect(await readNotFound(page, '页面未找到')).toEqual({
      code: '404',
      title: '页面未找到',
      link: '返回首页',
      href: '/zh/',
      // The whole page is Chinese (html lang below), so the content needs no lang of its own.
      contentLang: null,
    });
    expect(await page.title()).toBe('404 - Rslib');
    const text =
      (await page.locator('main.rslib-not-found').textContent()) ?? '';
    expect(text).not.toMatch(/PAGE NOT FOUND|Take me home/);
    // The server sent the Chinese build's page: the navbar is Chinese too.
    await expect(
      page.locator('.navbar__items .navbar__link').first().textContent(),
    ).resolves.toBe('指南');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(
      'zh-CN',
    );
  });

  it('Take me home goes to the Chinese home page', async () => {
    const {page} = spec.tracked;
    await visit(page, '/zh/guide/nope');
    await readNotFound(page, '页面未找到');
    await page.locator('a.rslib-not-found__home').click();
    await page.waitForURL((url) => url.pathname === '/zh/');
    await page.waitForSelector('html[lang="zh-CN"][data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 15_000,
    });
    await page.locator('.rslib-hero__title').waitFor();
  });
});

describe('default language in the path', () => {
  it.each([
    ['/en/guide/start/', '/guide/start/', ''],
    [
      '/en/guide/start/quick-start?from=test',
      '/guide/start/quick-start',
      '?from=test',
    ],
  ])('%s redirects to %s', async (from, to, search) => {
    const {page} = spec.tracked;
    // A 301 from the server, before any JavaScript runs.
    const response = await fetch(`${BASE_URL}${from}`, {redirect: 'manual'});
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${to}${search}`);
    expect(await visit(page, from)).toBe(200);
    await page.waitForURL(
      (url) => url.pathname === to && url.search === search,
    );
    await page.waitForFunction(
      (title) => document.title === title,
      `${docTitle(to, 'en')} - Rslib`,
    );
    await expect(
      page.locator('article h1').first().textContent(),
    ).resolves.toMatch(/\S/);
    expect(await page.locator('main.rslib-not-found').count()).toBe(0);
  });

  it('/en redirects to the home page', async () => {
    const {page} = spec.tracked;
    await visit(page, '/en');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.rslib-hero__title').waitFor();
  });
});
