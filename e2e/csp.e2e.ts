/**
 * The Content Security Policy breaks nothing: with the headers `npm run serve`
 * sends (the host's `_headers`), the interactive parts of the site work and
 * report no policy violation: search (Ctrl+K, typing, a result; the search
 * worker and its index), the theme switch, image zoom, the tools menu, a code
 * block's copy button and the first-visit locale redirect. The crawl
 * (`crawl.e2e.ts`) checks every page of both locales for violations on load;
 * this spec checks what only runs on interaction. Every inline script the
 * build emits has its hash in the policy.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {
  hashSource,
  inlineScripts,
} from '@site/src/features/hosting/build/securityHeaders';
import {BASE_URL, ROOT} from './helpers/server';
import {useTrackedPages, visit, type TrackedPage} from './helpers/browser';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const pages = useTrackedPages();

/** Pages that record violations already (the recorder is added once to a page). */
const recording = new WeakSet<Page>();

/**
 * A tracked page that records `securitypolicyviolation` events in
 * `window.__csp` (anew in every document): the spec's reused tab (warm HTTP
 * cache, storage emptied), or with `context` options (browser language, user
 * agent) a page of a new context.
 */
async function open(context?: BrowserContextOptions): Promise<TrackedPage> {
  const tracked = context ? await pages.open(context) : await pages.page();
  if (!recording.has(tracked.page)) {
    recording.add(tracked.page);
    await tracked.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {__csp: string[]}).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
  }
  return tracked;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as {__csp: string[]}).__csp);

it('lists the hash of every inline script of the build in the served policy', async () => {
  const policy =
    (await fetch(`${BASE_URL}/`)).headers.get('content-security-policy') ?? '';
  const scriptSrc = policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toBeDefined();
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  const build = path.join(ROOT, 'build');
  const files = (readdirSync(build, {recursive: true}) as string[]).filter(
    (file) => file.endsWith('.html'),
  );
  expect(files.some((file) => file.startsWith('zh'))).toBe(true);
  const missing = files.flatMap((file) =>
    inlineScripts(readFileSync(path.join(build, file), 'utf8'))
      .map(hashSource)
      .filter((hash) => !scriptSrc?.includes(hash))
      .map((hash) => `${file} ${hash}`),
  );
  expect(missing).toEqual([]);
});

it('search: Ctrl+K, typing and a result, with the worker and index allowed', async () => {
  const {page} = await open();
  await visit(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await page.locator('.rslib-search-modal input').fill('format');
  await page.locator('.rslib-search-hit').first().waitFor();
  expect(await violations(page)).toEqual([]);
});

it('theme switch, tools menu and image zoom', async () => {
  const {page} = await open();
  await visit(page, '/guide/advanced/assets');
  const before = await page.getAttribute('html', 'data-theme');
  await page.locator('.navbar__items--right > .rslib-theme-switch').click();
  await page.waitForFunction(
    (theme) => document.documentElement.getAttribute('data-theme') !== theme,
    before,
  );
  await page.getByRole('button', {name: 'Related tools'}).hover();
  await page.locator('.rslib-tools-menu__panel').waitFor();
  await page.mouse.move(5, 700);
  const image = page.locator('.theme-doc-markdown img[alt^="Output of"]');
  await image.scrollIntoViewIfNeeded();
  await page
    .locator('.theme-doc-markdown img.medium-zoom-image')
    .first()
    .waitFor();
  await image.first().click();
  await page.locator('.medium-zoom-image--opened').waitFor();
  expect(await violations(page)).toEqual([]);
});

it('a code block copy button writes the clipboard', async () => {
  const {page, context} = await open();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: BASE_URL,
  });
  await visit(page, '/guide/start/quick-start');
  const block = page.locator('.theme-doc-markdown .theme-code-block').first();
  await block.hover();
  await block.locator('button[title="Copy"]').click();
  await expect(
    page.evaluate(() => navigator.clipboard.readText()),
  ).resolves.not.toBe('');
  expect(await violations(page)).toEqual([]);
});

it('the first-visit locale redirect sends a Chinese browser to /zh/', async () => {
  const {page} = await open({locale: 'zh-CN', userAgent: CHROME_UA});
  await page.goto(`${BASE_URL}/guide/start/`, {waitUntil: 'commit'});
  await page.waitForURL((url) => url.pathname === '/zh/guide/start/', {
    waitUntil: 'load',
  });
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: 'attached',
  });
  expect(await violations(page)).toEqual([]);
});

it('a moved route redirect page works where _redirects is not read', async () => {
  const {page} = await open();
  // The redirect page itself, as a host without _redirects serves it.
  await page.goto(`${BASE_URL}/guide/advanced/rspress/index.html`);
  await page.waitForURL((url) => url.pathname === '/guide/advanced/module-doc');
  expect(await violations(page)).toEqual([]);
});
