/**
 * Translation freshness for readers and translators: a Chinese doc page whose
 * translation is stale (its English page changed after the recorded
 * `source_hash`) or missing says so at its top, with the English page's
 * last-updated date, a link to the English page and one to edit the
 * translation; up-to-date and English pages show nothing. The status page
 * (`/translation-status`, `/zh/translation-status`) lists every doc with its
 * status and both dates, and the label files' coverage; it is `noindex` and
 * in neither the sitemap nor the search index.
 *
 * The site under test has every translation up to date: no notice, and the
 * status page exists in both locales. Then a copy of the site
 * (`helpers/freshnessSite.ts`, built by `helpers/siteCopy.ts`: in the
 * background during a whole run) gets a git history of known dates: the copy
 * on 5 January 2026, a new English page on 2 February 2026 (no translation:
 * missing), then on 14 March 2026 a change to the English CLI page (its
 * translation becomes stale). The missing page is a new
 * one rather than a deleted translation: Docusaurus resolves a `./`/`../`
 * Markdown link only among the files its build uses, so in the Chinese build
 * an English fallback page linking a translated page, or a translation linking
 * a page that has none, fails on a broken link; this page has no such link.
 * The copy is built once, in Chinese only and unminified (the notices exist
 * only there; the English dates come from git, not from the English build),
 * and served on its own port (E2E_FRESHNESS_PORT, default E2E_PORT + 11).
 * Built alone, a locale is served at the root (Docusaurus drops the `/zh/`
 * prefix of a single-locale build), so the copy's Chinese pages have the
 * English pages' paths; the notice's English link is still the English path.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {ChildProcess} from 'node:child_process';
import type {Locator, Page} from 'playwright-core';
import {switchColorScheme, useTrackedPage, visit} from './helpers/browser';
import {BASE_URL, PORT, ROOT, startServer, stopServer} from './helpers/server';
import {siteCopyFor} from './helpers/siteCopy';
import {seriousViolations} from './helpers/axe';
import {
  FRESHNESS_SITE,
  MISSING,
  STALE,
  UP_TO_DATE,
} from './helpers/freshnessSite';

const COPY_PORT = Number(process.env.E2E_FRESHNESS_PORT ?? PORT + 11);
const COPY_URL = `http://127.0.0.1:${COPY_PORT}`;
const EDIT_BASE =
  'https://github.com/web-infra-dev/rslib/edit/main/website/docs/zh';

/** The translation notice of the current page (there is at most one). */
const noticeOf = (page: Page): Locator =>
  page.locator('[data-rslib-translation-notice]');

/** Cells of each body row of the pages table, by doc file: [status, English date, Chinese date]. */
async function statusRows(page: Page): Promise<Map<string, string[]>> {
  const rows = await page
    .locator('table')
    .first()
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('th, td')).map((cell) =>
          (cell.textContent ?? '').trim(),
        ),
      ),
    );
  return new Map(rows.map(([file, ...cells]) => [file, cells]));
}

const robotsOf = (page: Page) =>
  page.locator('meta[name="robots"]').getAttribute('content');

const spec = useTrackedPage();

describe('the site as built (every translation up to date)', () => {
  it.each([
    `/zh${UP_TO_DATE.path}`,
    '/zh/config/',
    '/zh/guide/basic/cli',
    '/guide/start/quick-start',
  ])('%s shows no translation notice', async (route) => {
    const {page} = spec.tracked;
    expect(await visit(page, route)).toBe(200);
    await expect(page.locator('article h1').count()).resolves.toBe(1);
    expect(await noticeOf(page).count()).toBe(0);
  });

  it('has the Chinese status page: every doc up to date, noindex', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/zh/translation-status')).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('翻译状态');
    expect(await robotsOf(page)).toBe('noindex');
    const rows = await statusRows(page);
    const docs = readdirSync(path.join(ROOT, 'docs'), {recursive: true})
      .map(String)
      .filter(
        (file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'),
      );
    expect(rows.size).toBe(docs.length);
    expect(
      [...rows.values()].filter(([status]) => status !== '已同步'),
    ).toEqual([]);
    expect(rows.get(UP_TO_DATE.file)?.[0]).toBe('已同步');
  });

  it('has the English status page, in English', async () => {
    const {page} = spec.tracked;
    expect(await visit(page, '/translation-status')).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'Translation status',
    );
    expect(await robotsOf(page)).toBe('noindex');
    expect((await statusRows(page)).get(UP_TO_DATE.file)?.[0]).toBe(
      'Up to date',
    );
    await expect(
      page
        .locator('h2#labels ~ table')
        .first()
        .locator('thead th')
        .allTextContents(),
    ).resolves.toEqual(['Label file', 'Translated', 'Untranslated ids']);
  });

  it('keeps the status pages out of the sitemap and the search index', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(sitemap).toContain(
      '<loc>https://rslib.rs/zh/guide/start/quick-start</loc>',
    );
    expect(sitemap).not.toContain('translation-status');
    for (const index of [
      '/search-index-titles.json',
      '/zh/search-index-titles.json',
    ]) {
      const response = await fetch(`${BASE_URL}${index}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('quick-start');
      expect(text).not.toContain('translation-status');
    }
  });
});

describe('a copy of the site with a stale and a missing translation', () => {
  let copy: Awaited<ReturnType<typeof siteCopyFor>> | undefined;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    copy = await siteCopyFor(FRESHNESS_SITE);
    server = await startServer(copy.buildDir, COPY_PORT);
  }, 660_000);

  afterAll(() => {
    stopServer(server?.pid);
    copy?.remove();
  });

  /** Opens a page of the copy and waits for hydration. */
  async function open(route: string): Promise<Page> {
    const {page} = spec.tracked;
    const response = await page.goto(`${COPY_URL}${route}`, {
      waitUntil: 'load',
    });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 15_000,
    });
    return page;
  }

  it('says at the top of the stale page since when the English page changed, with both links', async () => {
    const page = await open(STALE.path);
    const notice = page.getByRole('note', {name: '此页译文已过时'});
    await expect(
      notice.getAttribute('data-rslib-translation-notice'),
    ).resolves.toBe('stale');
    await expect(notice.locator('p').nth(1).textContent()).resolves.toBe(
      '英文原文已于 2026年3月14日 更新，晚于此译文完成的时间。',
    );
    await expect(notice.locator('time').getAttribute('datetime')).resolves.toBe(
      '2026-03-14T10:00:00.000Z',
    );
    const english = notice.getByRole('link', {name: '阅读英文原文'});
    await expect(english.getAttribute('href')).resolves.toBe(STALE.path);
    await expect(english.getAttribute('target')).resolves.toBe('_self');
    await expect(
      notice.getByRole('link', {name: '更新译文'}).getAttribute('href'),
    ).resolves.toBe(`${EDIT_BASE}/${STALE.file}`);
    // Above the breadcrumbs and the title, after hydration too.
    const above = await page.evaluate(() => {
      const note = document.querySelector('[data-rslib-translation-notice]');
      const title = document.querySelector('article h1');
      return Boolean(
        note &&
        title &&
        note.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(above).toBe(true);
    // The Chinese text is still the translation.
    await expect(page.locator('article h1').textContent()).resolves.toBe(
      '命令行工具',
    );
  });

  it('says the missing page is not translated, with the English page’s date', async () => {
    const page = await open(MISSING.path);
    const notice = page.getByRole('note', {name: '此页尚未翻译'});
    await expect(notice.locator('p').nth(1).textContent()).resolves.toBe(
      '在译文完成之前，此处显示英文原文（最后更新于 2026年2月2日）。',
    );
    await expect(
      notice.getByRole('link', {name: '阅读英文原文'}).getAttribute('href'),
    ).resolves.toBe(MISSING.path);
    await expect(
      notice.getByRole('link', {name: '翻译此页'}).getAttribute('href'),
    ).resolves.toBe(`${EDIT_BASE}/${MISSING.file}`);
    await expect(page.locator('article h1').textContent()).resolves.toBe(
      'Freshness check',
    );
  });

  it('shows nothing on an up-to-date page, and the notice after a client-side navigation to a stale one', async () => {
    const page = await open(UP_TO_DATE.path);
    expect(await noticeOf(page).count()).toBe(0);
    await page
      .locator(`.theme-doc-sidebar-menu a[href="${STALE.path}"]`)
      .click();
    await page.waitForURL((url) => url.pathname === STALE.path);
    // The notice's code loads on demand, once the page has one.
    await page
      .getByRole('note', {name: '此页译文已过时'})
      .waitFor({state: 'visible', timeout: 10_000});
    await expect(
      page.locator('[data-rslib-translation-notice] time').textContent(),
    ).resolves.toBe('2026年3月14日');
  });

  it('lists both on the status page with the right status and dates, noindex', async () => {
    const page = await open('/translation-status');
    expect(await robotsOf(page)).toBe('noindex');
    await expect(
      page.locator('table caption').first().textContent(),
    ).resolves.toMatch(/^共 \d+ 个页面：\d+ 个已同步，1 个已过时，1 个缺失。$/);
    const rows = await statusRows(page);
    // Pages needing work come first.
    expect([...rows.keys()].slice(0, 2)).toEqual([MISSING.file, STALE.file]);
    expect(rows.get(STALE.file)).toEqual([
      '已过时',
      '2026年3月14日',
      '2026年1月5日',
    ]);
    expect(rows.get(MISSING.file)).toEqual(['缺失', '2026年2月2日', '无']);
    expect(rows.get(UP_TO_DATE.file)?.[0]).toBe('已同步');
    await expect(
      page
        .locator('table')
        .first()
        .locator(`tbody th a[href="${STALE.path}"]`)
        .textContent(),
    ).resolves.toBe(STALE.file);
  });

  it('leaves the status page out of the sitemap', () => {
    const sitemap = readFileSync(
      path.join(copy!.buildDir, 'sitemap.xml'),
      'utf8',
    );
    expect(sitemap).toContain(`<loc>https://rslib.rs${STALE.path}</loc>`);
    expect(sitemap).not.toContain('translation-status');
  });

  // One load per page serves both modes (the site follows the system's).
  it.each([STALE.path, MISSING.path, '/translation-status'])(
    'has no serious axe violation on %s (notice or status page) in light and dark mode',
    async (route) => {
      const page = await open(route);
      try {
        if (route !== '/translation-status') await noticeOf(page).waitFor();
        for (const scheme of ['light', 'dark'] as const) {
          await switchColorScheme(page, scheme);
          expect(await seriousViolations(page)).toEqual([]);
        }
      } finally {
        await page.emulateMedia({colorScheme: 'light'});
      }
    },
  );
});
