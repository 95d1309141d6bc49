/**
 * Doc versions for maintainers: a version menu only when more than one version
 * exists (a single entry would offer no choice), and one search index per
 * version, so hits come from the version being read.
 *
 * The site under test (one version) shows no version menu. Then a copy of the
 * site (`helpers/versionsSite.ts`, built by `helpers/siteCopy.ts`: in the
 * background during a whole run, otherwise here) gets a doc whose URL comes
 * from a custom `slug:`, then `npm run version:cut -- 1.0`, and is built in
 * English only, unminified (the Chinese files the cut needs are checked on
 * disk), and served on its own port (E2E_VERSIONS_PORT, default
 * E2E_PORT + 10). Then 1.0 answers at `/`, the current docs at `/next/`, both
 * show the menu. llms.txt, the slug doc's Markdown copy and the config
 * overview must use its slug, because they read what the docs plugin loaded
 * rather than the file tree.
 */
import type {ChildProcess} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {useTrackedPage, visit} from './helpers/browser';
import {BASE_URL, PORT, startServer, stopServer} from './helpers/server';
import {siteCopyFor} from './helpers/siteCopy';
import {SLUG_DOC, VERSION, VERSIONS_SITE} from './helpers/versionsSite';

const VERSIONS_PORT = Number(process.env.E2E_VERSIONS_PORT ?? PORT + 10);
const VERSIONS_URL = `http://127.0.0.1:${VERSIONS_PORT}`;

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(file, 'utf8'));

/** The version menu's button text, or null when the navbar has none. */
async function versionMenuLabel(page: Page): Promise<string | null> {
  const menu = page.locator('.navbar__items--right a.rslib-version-menu');
  return (await menu.count()) === 0
    ? null
    : ((await menu.first().textContent()) ?? '').trim();
}

/** The version menu's entries, as [label, href]. */
async function versionMenuItems(page: Page): Promise<[string, string][]> {
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a.rslib-version-menu')});
  await dropdown.hover();
  return dropdown
    .locator('.dropdown__menu a')
    .evaluateAll((links) =>
      links.map(
        (a) =>
          [(a.textContent ?? '').trim(), a.getAttribute('href') ?? ''] as [
            string,
            string,
          ],
      ),
    );
}

const spec = useTrackedPage({ignore: /status of 404/});

describe('the site with one version', () => {
  it('shows no version menu and serves no /next/ docs', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/guide/start/')).toBe(200);
    expect(
      await page.locator('.navbar__items--right a').count(),
    ).toBeGreaterThan(0);
    expect(await versionMenuLabel(page)).toBeNull();
    const hrefs = await page
      .locator('nav.navbar a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.startsWith('/next/'))).toEqual([]);
    expect((await fetch(`${BASE_URL}/next/guide/start/`)).status).toBe(404);
  });
});

describe(`after npm run version:cut -- ${VERSION}`, () => {
  let site: string;
  let removeSite: (() => void) | undefined;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    const copy = await siteCopyFor(VERSIONS_SITE);
    site = copy.dir;
    removeSite = copy.remove;
    server = await startServer(copy.buildDir, VERSIONS_PORT);
  }, 600_000);

  afterAll(() => {
    stopServer(server?.pid);
    removeSite?.();
  });

  it('wrote the version files, the Chinese ones included', () => {
    expect(readJson(path.join(site, 'versions.json'))).toEqual([VERSION]);
    expect(
      existsSync(
        path.join(
          site,
          `versioned_docs/version-${VERSION}/guide/start/index.mdx`,
        ),
      ),
    ).toBe(true);
    expect(
      existsSync(
        path.join(site, `versioned_sidebars/version-${VERSION}-sidebars.json`),
      ),
    ).toBe(true);
    const zh = path.join(site, 'i18n/zh/docusaurus-plugin-content-docs');
    expect(readdirSync(path.join(zh, `version-${VERSION}`)).sort()).toEqual(
      readdirSync(path.join(zh, 'current')).sort(),
    );
    const labels = readJson(path.join(zh, `version-${VERSION}.json`)) as Record<
      string,
      {message: string}
    >;
    const current = readJson(path.join(zh, 'current.json')) as Record<
      string,
      {message: string}
    >;
    expect(labels['version.label'].message).toBe(VERSION);
    expect(Object.keys(labels).sort()).toEqual(Object.keys(current).sort());
  });

  it(`serves ${VERSION} at / with the version menu`, async () => {
    const {page} = spec.tracked;
    const response = await page.goto(
      `${VERSIONS_URL}/guide/start/quick-start`,
      {waitUntil: 'load'},
    );
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 15_000,
    });
    expect(await versionMenuLabel(page)).toBe(VERSION);
    expect(await versionMenuItems(page)).toEqual([
      ['Next', '/next/guide/start/quick-start'],
      [VERSION, '/guide/start/quick-start'],
    ]);
    expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
  });

  it('serves the current docs at /next/ with the unreleased banner, and switches back', async () => {
    const {page} = spec.tracked;
    const response = await page.goto(
      `${VERSIONS_URL}/next/guide/start/quick-start`,
      {waitUntil: 'load'},
    );
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 15_000,
    });
    expect(await versionMenuLabel(page)).toBe('Next');
    await expect(
      page.locator('.theme-doc-version-banner').textContent(),
    ).resolves.toContain('unreleased');
    await expect(
      page.locator('article h1').first().textContent(),
    ).resolves.toBe('Quick Start');
    await versionMenuItems(page);
    await page.locator('.dropdown__menu a', {hasText: VERSION}).click();
    await page.waitForURL((url) => url.pathname === '/guide/start/quick-start');
    // The menu re-renders after the route change; wait for its new label.
    await page
      .locator('.navbar__items--right a.rslib-version-menu', {
        hasText: new RegExp(`^${VERSION.replace('.', '\\.')}$`),
      })
      .waitFor({timeout: 10_000});
    expect(await versionMenuLabel(page)).toBe(VERSION);
  });

  it('builds one search index per version, split in titles and body text', async () => {
    const urlsOf = async (file: string) => {
      const response = await fetch(`${VERSIONS_URL}${file}`);
      expect(response.status).toBe(200);
      const index = (await response.json()) as {documents: {u: string}[]}[];
      return index.flatMap((part) => part.documents.map((doc) => doc.u));
    };
    const released = await urlsOf('/search-index-titles.json');
    const next = await urlsOf('/next/search-index-titles.json');
    await expect(urlsOf('/next/search-index-content.json')).resolves.toContain(
      '/next/guide/start/quick-start',
    );
    expect(released).toContain('/guide/start/quick-start');
    expect(released.filter((url) => url.startsWith('/next/'))).toEqual([]);
    expect(next).toContain('/next/guide/start/quick-start');
    // The blog has no versions: every version's index finds its posts.
    expect(next).toContain('/blog/rslib-1-0');
    expect(
      next.filter(
        (url) => !url.startsWith('/next/') && !url.startsWith('/blog'),
      ),
    ).toEqual([]);
  });

  it('keeps the version in the 404 home link', async () => {
    const {page} = spec.tracked;
    const response = await page.goto(`${VERSIONS_URL}/next/nope`, {
      waitUntil: 'load',
    });
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 15_000,
    });
    // Known Docusaurus 3.10 limitation, not the 404 content: 404.html is rendered at build time for
    // no particular version, so its version menu says '1.0' (checked on the served HTML here); under
    // /next/ the browser's first render says 'Next', React reports the hydration mismatch (#425: the
    // text differs, #418: hydration failed, #423: the root was rendered again on the client) and
    // renders on the client. Only those errors are tolerated here; notfound.e2e.ts checks the 404
    // content hydrates cleanly.
    const served = await (await fetch(`${VERSIONS_URL}/next/nope`)).text();
    expect(served).toMatch(/<a [^>]*rslib-version-menu[^>]*>1\.0</);
    await page
      .locator('a.rslib-version-menu', {hasText: 'Next'})
      .waitFor({timeout: 10_000});
    spec.tracked.errors.splice(
      0,
      spec.tracked.errors.length,
      ...spec.tracked.errors.filter(
        (error) =>
          !/onRecoverableError: Error: Minified React error #(418|423|425);/.test(
            error,
          ),
      ),
    );
    const home = page.locator(
      'a.rslib-not-found__home[href="/next/guide/start/"]',
    );
    await home.waitFor({timeout: 10_000});
    await expect(home.textContent()).resolves.toBe('Take me home');
    await home.click();
    await page.waitForURL((url) => url.pathname === '/next/guide/start/');
    expect(await versionMenuLabel(page)).toBe('Next');
  });
  it('lists a doc with a custom slug in llms.txt under its slug, with a Markdown copy there', () => {
    const llms = readFileSync(path.join(site, 'build/llms.txt'), 'utf8');
    expect(llms).toContain(
      `- [${SLUG_DOC.title}](https://rslib.rs${SLUG_DOC.route}.md)`,
    );
    expect(llms).not.toContain('slug-check');
    const copy = readFileSync(
      path.join(site, `build${SLUG_DOC.route}.md`),
      'utf8',
    );
    expect(copy.startsWith(`# ${SLUG_DOC.title}\n`)).toBe(true);
    expect(copy).toContain('## First option');
  });

  it('links a doc with a custom slug from the config overview, headings included', async () => {
    const {page} = spec.tracked;
    await page.goto(`${VERSIONS_URL}/config/`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const hrefs = await page
      .locator('.rslib-overview a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toContain(SLUG_DOC.route);
    expect(hrefs).toContain(`${SLUG_DOC.route}#first-option`);
  });
});
