/**
 * Docs versions as readers and maintainers meet them.
 *
 * The site under test: the current docs (1.x) at the root and the cut 0.x
 * docs under `/0.x/`, in both locales: the version menu on doc pages only,
 * switching keeps the page (or falls back to the version's start page), the
 * old-version banner links to the same page in 1.x, 0.x pages are `noindex`
 * and out of the sitemap, and the search modal searches the version being
 * read, with a switch to 1.x.
 *
 * Then a copy of the site (`helpers/versionsSite.ts`, built by
 * `helpers/siteCopy.ts`: in the background during a whole run, otherwise
 * here) gets a doc whose URL comes from a custom `slug:`, `@rslib/core` 2.0.0
 * in package.json and `npm run version:cut -- 1.x`, and is built in English
 * only (the Chinese files the cut needs are checked on disk) and served on
 * its own port (E2E_VERSIONS_PORT, default E2E_PORT + 10): 1.x answers under
 * `/1.x/` with the banner, the current docs (now 2.x) at the root, and
 * llms.txt, the slug doc's Markdown copy and the config overview use its
 * slug, because they read what the docs plugin loaded rather than the file
 * tree.
 */
import type {ChildProcess} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {useTrackedPage, visit} from './helpers/browser';
import {waitForSearchAnswer} from './helpers/search';
import {BASE_URL, PORT, startServer, stopServer} from './helpers/server';
import {siteCopyFor} from './helpers/siteCopy';
import {SLUG_DOC, VERSION, VERSIONS_SITE} from './helpers/versionsSite';

const VERSIONS_PORT = Number(process.env.E2E_VERSIONS_PORT ?? PORT + 10);
const VERSIONS_URL = `http://127.0.0.1:${VERSIONS_PORT}`;

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(file, 'utf8'));

const MENU = '.navbar__items--right a.rslib-version-menu';

/** The version menu's button text, or null when the navbar has none. */
async function versionMenuLabel(page: Page): Promise<string | null> {
  const menu = page.locator(MENU);
  return (await menu.count()) === 0
    ? null
    : ((await menu.first().textContent()) ?? '').trim();
}

/** Waits until the version menu says `label` (it re-renders after a route change). */
async function waitForMenuLabel(page: Page, label: string): Promise<void> {
  await page
    .locator(MENU, {hasText: new RegExp(`^${label.replace('.', '\\.')}$`)})
    .waitFor({timeout: 10_000});
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

/** The banner's text and the href of its link, or null without a banner. */
async function banner(
  page: Page,
): Promise<{text: string; href: string | null} | null> {
  const element = page.locator('.theme-doc-version-banner');
  if ((await element.count()) === 0) return null;
  return {
    text: ((await element.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
    href: await element.locator('a').first().getAttribute('href'),
  };
}

/** Hrefs of the search hits shown. */
const hitHrefs = (page: Page) =>
  page
    .locator('.rslib-search-hit a, a.rslib-search-hit')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

const robotsOf = (page: Page) =>
  page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((m) => m.getAttribute('content') ?? ''));

const spec = useTrackedPage({ignore: /status of 404/});

describe('the site with 1.x and 0.x', () => {
  it('shows the version menu on doc pages (1.x, 0.x) and not on the home page', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/guide/start/quick-start')).toBe(200);
    expect(await versionMenuLabel(page)).toBe('1.x');
    expect(await versionMenuItems(page)).toEqual([
      ['1.x', '/guide/start/quick-start'],
      ['0.x', '/0.x/guide/start/quick-start'],
    ]);
    expect(await banner(page)).toBeNull();
    expect(await robotsOf(page)).toEqual([]);
    expect(await visit(page, '/')).toBe(200);
    expect(await versionMenuLabel(page)).toBeNull();
  });

  it('serves 0.x under /0.x/ with a banner to the same page in 1.x, noindex, and switches back', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/0.x/guide/start/quick-start')).toBe(200);
    expect(await versionMenuLabel(page)).toBe('0.x');
    expect(await banner(page)).toEqual({
      text: expect.stringContaining(
        'This is documentation for Rslib 0.x, which is no longer actively maintained.',
      ) as unknown as string,
      href: '/guide/start/quick-start',
    });
    expect((await robotsOf(page)).join(' ')).toContain('noindex');
    await versionMenuItems(page);
    await page.locator('.dropdown__menu a', {hasText: '1.x'}).click();
    await page.waitForURL((url) => url.pathname === '/guide/start/quick-start');
    await waitForMenuLabel(page, '1.x');
    expect(await banner(page)).toBeNull();
  });

  it('offers the 0.x start page from a page 0.x does not have', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/guide/upgrade/v0-to-v1')).toBe(200);
    expect(await versionMenuItems(page)).toEqual([
      ['1.x', '/guide/upgrade/v0-to-v1'],
      ['0.x', '/0.x/guide/start/'],
    ]);
    expect((await fetch(`${BASE_URL}/0.x/guide/upgrade/v0-to-v1`)).status).toBe(
      404,
    );
  });

  it('shows the banner in Chinese on /zh/0.x/, linking the Chinese 1.x page', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/zh/0.x/guide/start/quick-start')).toBe(200);
    expect(await versionMenuLabel(page)).toBe('0.x');
    const shown = await banner(page);
    expect(shown?.text).toContain('此为 Rslib 0.x 版的文档');
    expect(shown?.href).toBe('/zh/guide/start/quick-start');
  });

  it('leaves 0.x out of the sitemap and gives it its own search index', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/guide/start/quick-start</loc>');
    expect(sitemap).not.toContain('/0.x/');
    const response = await fetch(`${BASE_URL}/0.x/search-index-titles.json`);
    expect(response.status).toBe(200);
    const index = (await response.json()) as {documents: {u: string}[]}[];
    const urls = index.flatMap((part) => part.documents.map((doc) => doc.u));
    expect(urls).toContain('/0.x/guide/start/quick-start');
    expect(
      urls.filter(
        (url) => !url.startsWith('/0.x/') && !url.startsWith('/blog'),
      ),
    ).toEqual([]);
  });

  it('searches the version being read, and 1.x on request', async () => {
    const {page} = spec.tracked;
    await visit(page, '/0.x/guide/start/quick-start');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    const scope = page.locator('.rslib-search-version');
    await expect(scope.textContent()).resolves.toBe(
      'Searching the 0.x docs. Search 1.x instead',
    );
    await input.fill('autoExternal');
    await waitForSearchAnswer(page, 'autoExternal');
    const old = await hitHrefs(page);
    expect(old.length).toBeGreaterThan(0);
    // Blog posts belong to no doc version: every version's index has them.
    expect(
      old.filter(
        (href) => !href.startsWith('/0.x/') && !href.startsWith('/blog/'),
      ),
    ).toEqual([]);

    await scope.getByRole('button').click();
    await expect(scope.textContent()).resolves.toBe(
      'Searching the 1.x docs. Search 0.x instead',
    );
    await expect(input.inputValue()).resolves.toBe('autoExternal');
    await page
      .locator(
        '.rslib-search-hit a[href^="/config/"], a.rslib-search-hit[href^="/config/"]',
      )
      .first()
      .waitFor({timeout: 10_000});
    const latest = await hitHrefs(page);
    expect(latest.filter((href) => href.startsWith('/0.x/'))).toEqual([]);
  });

  it('says nothing about versions in the search modal on a 1.x page', async () => {
    const {page} = spec.tracked;
    await visit(page, '/guide/start/quick-start');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').waitFor();
    expect(await page.locator('.rslib-search-version').count()).toBe(0);
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
    expect(readJson(path.join(site, 'versions.json'))).toEqual([
      VERSION,
      '0.x',
    ]);
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

  it('serves the current docs at / as 2.x, with all three versions in the menu', async () => {
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
    expect(await versionMenuLabel(page)).toBe('2.x');
    expect(await versionMenuItems(page)).toEqual([
      ['2.x', '/guide/start/quick-start'],
      [VERSION, `/${VERSION}/guide/start/quick-start`],
      ['0.x', '/0.x/guide/start/quick-start'],
    ]);
    expect(await banner(page)).toBeNull();
  });

  it(`serves ${VERSION} under /${VERSION}/ with the banner, and switches to 2.x`, async () => {
    const {page} = spec.tracked;
    const response = await page.goto(
      `${VERSIONS_URL}/${VERSION}/guide/start/quick-start`,
      {waitUntil: 'load'},
    );
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 15_000,
    });
    expect(await versionMenuLabel(page)).toBe(VERSION);
    const shown = await banner(page);
    expect(shown?.text).toContain(`Rslib ${VERSION}`);
    expect(shown?.href).toBe('/guide/start/quick-start');
    await expect(
      page.locator('article h1').first().textContent(),
    ).resolves.toBe('Quick Start');
    await versionMenuItems(page);
    await page.locator('.dropdown__menu a', {hasText: '2.x'}).click();
    await page.waitForURL((url) => url.pathname === '/guide/start/quick-start');
    await waitForMenuLabel(page, '2.x');
  });

  it('builds one search index per version and keeps old versions out of the sitemap', async () => {
    const urlsOf = async (file: string) => {
      const response = await fetch(`${VERSIONS_URL}${file}`);
      expect(response.status).toBe(200);
      const index = (await response.json()) as {documents: {u: string}[]}[];
      return index.flatMap((part) => part.documents.map((doc) => doc.u));
    };
    const current = await urlsOf('/search-index-titles.json');
    const cut = await urlsOf(`/${VERSION}/search-index-titles.json`);
    expect(current).toContain('/guide/start/quick-start');
    expect(current.filter((url) => /^\/(1|0)\.x\//.test(url))).toEqual([]);
    expect(cut).toContain(`/${VERSION}/guide/start/quick-start`);
    // The blog has no versions: every version's index finds its posts.
    expect(cut).toContain('/blog/rslib-1-0');
    expect(
      cut.filter(
        (url) => !url.startsWith(`/${VERSION}/`) && !url.startsWith('/blog'),
      ),
    ).toEqual([]);
    const sitemap = readFileSync(path.join(site, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/guide/start/quick-start</loc>');
    expect(sitemap).not.toContain(`/${VERSION}/`);
    expect(sitemap).not.toContain('/0.x/');
  });

  it('keeps the version in the 404 home link, with no version menu', async () => {
    const {page} = spec.tracked;
    const response = await page.goto(`${VERSIONS_URL}/${VERSION}/nope`, {
      waitUntil: 'load',
    });
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 15_000,
    });
    const home = page.locator(
      `a.rslib-not-found__home[href="/${VERSION}/guide/start/"]`,
    );
    await home.waitFor({timeout: 10_000});
    await expect(home.textContent()).resolves.toBe('Take me home');
    expect(await versionMenuLabel(page)).toBeNull();
    await home.click();
    await page.waitForURL((url) => url.pathname === `/${VERSION}/guide/start/`);
    await waitForMenuLabel(page, VERSION);
  });

  it('lists a doc with a custom slug in llms.txt under its slug, with a Markdown copy there', () => {
    const llms = readFileSync(path.join(site, 'build/llms.txt'), 'utf8');
    expect(llms).toContain(
      `- [${SLUG_DOC.title}](https://rslib.rs${SLUG_DOC.route}.md)`,
    );
    expect(llms).not.toContain('slug-check');
    expect(llms).not.toContain(`/${VERSION}/`);
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
