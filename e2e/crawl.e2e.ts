/**
 * Reliability crawl: every page of both locales listed in sitemap.xml is
 * visited in Chromium; it must hydrate without console errors, uncaught
 * exceptions or failed requests to the site's own origin, served with the
 * host's Content-Security-Policy header and without a single violation of it
 * (the policy allows inline code by hash only: an inline script or style the
 * build emits without its hash, or a dependency that evaluates strings, shows
 * up here). The same pages fetched without JavaScript must already hold their
 * main text (static generation).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {
  launchBrowser,
  openPage,
  visit,
  type TrackedPage,
} from './helpers/browser';
import {BASE_URL, ROOT} from './helpers/server';

const SITE = 'https://rslib.rs';
const paths = Array.from(
  readFileSync(path.join(ROOT, 'build', 'sitemap.xml'), 'utf8').matchAll(
    /<loc>([^<]+)<\/loc>/g,
  ),
  (match) => match[1].replace(SITE, '') || '/',
);

let browser: Browser;
let tracked: TrackedPage;
const failedRequests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  tracked = await openPage(browser);
  await tracked.context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations =
      violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
  tracked.page.on('requestfailed', (request) => {
    // ERR_ABORTED is a prefetch cancelled by the next navigation, not a failure of the site.
    const error = request.failure()?.errorText ?? '';
    if (request.url().startsWith(BASE_URL) && !error.includes('ERR_ABORTED'))
      failedRequests.push(`${request.url()} ${error}`);
  });
  tracked.page.on('response', (response) => {
    if (response.url().startsWith(BASE_URL) && response.status() >= 400)
      failedRequests.push(`${response.url()} ${response.status()}`);
  });
});
afterAll(async () => {
  await browser.close();
});
afterEach(() => {
  // Empty the lists before asserting, so one failing page does not fail every later one.
  const errors = tracked.errors.splice(0);
  const failed = failedRequests.splice(0);
  expect(errors).toEqual([]);
  expect(failed).toEqual([]);
});

it('covers both locales', () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths.filter((p) => p.startsWith('/zh/')).length).toBeGreaterThan(50);
});

it.each(paths)(
  '%s hydrates cleanly under the Content Security Policy',
  async (pathname) => {
    const policy = tracked.page.waitForResponse(
      (response) => new URL(response.url()).pathname === pathname,
    );
    expect(await visit(tracked.page, pathname)).toBe(200);
    expect((await policy).headers()['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-/,
    );
    await tracked.page.waitForLoadState('networkidle');
    expect(
      await tracked.page.evaluate(
        () =>
          (window as unknown as {__cspViolations: string[]}).__cspViolations,
      ),
    ).toEqual([]);
  },
);

it.each(paths.filter((p) => p !== '/search' && p !== '/zh/search'))(
  '%s has its main text without JavaScript',
  async (pathname) => {
    const response = await fetch(`${BASE_URL}${pathname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = html.match(/<(article|main)[\s\S]*<\/\1>/)?.[0] ?? '';
    const text = main
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    // The home pages and the blog's archive/author/tag lists are short by nature.
    const short =
      pathname === '/' ||
      pathname === '/zh/' ||
      /\/blog\/(archive|authors|tags)\/?$/.test(pathname);
    expect(text.length).toBeGreaterThan(short ? 20 : 200);
  },
);
