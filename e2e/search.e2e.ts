/**
 * Search modal on the production build, over the local index: Ctrl+K, typing,
 * keyboard moves with wraparound, Enter, Escape, Tab kept in the dialog, the
 * no-result lines, Chinese on /zh/, hostile input as text; recent searches,
 * "Did you mean …", the other language's pages and the issue link, in both
 * languages.
 *
 * Tests that watch the modal's code load on first use, navigate or need an
 * empty storage get a fresh page of their own (`pages.page()`, the spec's
 * reused tab: storage emptied, HTTP cache warm). The read-only queries of a locale share one loaded
 * /guide/start/ (`useGroupPage`), each closing the modal it opened, so the
 * index loads once per locale: the group records the page's index requests
 * from its load on, and the tests that check them come first, the page's
 * first searches; the test that leaves the page comes last.
 */
import type {Dialog, Page, Request} from 'playwright-core';
import {useGroupPage, useTrackedPages, visit} from './helpers/browser';
import {BASE_URL} from './helpers/server';
import {
  searchDialogViolations,
  waitForSearchAnswer as waitForAnswer,
} from './helpers/search';

const pages = useTrackedPages();

const modal = (page: Page) => page.locator('.rslib-search-modal');
const hits = (page: Page) => page.locator('.rslib-search-hit');

/** Opens the modal with Ctrl+K, types a query and waits for its answer. */
async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await input.waitFor();
  await input.fill(query);
  await waitForAnswer(page, query);
}

/** Closes the modal with Escape and waits until it is gone. */
async function close(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await modal(page).waitFor({state: 'hidden'});
}

async function selectedIndex(page: Page): Promise<number> {
  return hits(page).evaluateAll((nodes) =>
    nodes.findIndex((node) => node.getAttribute('aria-selected') === 'true'),
  );
}

it('Ctrl+K opens the modal and toggles it closed; the button opens it too', async () => {
  const {page} = await pages.page();
  await visit(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  // The modal code loads on first use, then opens.
  await modal(page).waitFor();
  await expect(
    page
      .getByRole('combobox')
      .evaluate((node) => node === document.activeElement),
  ).resolves.toBe(true);
  await expect(
    page.getByRole('combobox').getAttribute('placeholder'),
  ).resolves.toBe('Search Docs');
  await page.keyboard.press('Control+k');
  await modal(page).waitFor({state: 'detached'});
  await page.locator('.rslib-search-button').click();
  await modal(page).waitFor();
});

it('Enter opens the highlighted hit in the same window and closes the modal', async () => {
  const {page, context} = await pages.page();
  await visit(page, '/guide/start/');
  await search(page, 'format');
  await page.keyboard.press('ArrowDown');
  const href = await page
    .locator('.rslib-search-hit[aria-selected="true"]')
    .getAttribute('href');
  expect(href).toMatch(/^\//);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === href);
  await modal(page).waitFor({state: 'detached'});
  expect(context.pages()).toHaveLength(1);
});

it('on /zh/, no result lines are Chinese', async () => {
  const {page} = await pages.page();
  await visit(page, '/zh/');
  await search(page, 'qzxwvjkyy');
  await expect(
    page.locator('.rslib-search-empty p').allTextContents(),
  ).resolves.toEqual(['没有找到与 qzxwvjkyy 相关的结果', '请换个关键词再试']);
});

/** Pages added for Rslib 1.x, with their title in each locale: search finds each by its topic. */
const NEW_PAGES: [string, string, string][] = [
  ['/guide/start/ai', 'AI Coding Agents', 'AI 编程助手'],
  ['/guide/advanced/env-vars', 'Environment Variables', '环境变量'],
  ['/guide/advanced/json-files', 'YAML TOML', 'YAML TOML'],
  ['/guide/advanced/svgr-files', 'SVGR', 'SVGR'],
  ['/guide/advanced/wasm', 'WebAssembly', 'WebAssembly'],
  ['/guide/advanced/web-workers', 'Web Workers', 'Web Workers'],
  ['/guide/advanced/rstest', 'Rstest', 'Rstest'],
  ['/guide/advanced/rsdoctor', 'Rsdoctor', 'Rsdoctor'],
  ['/guide/migration/tsc', 'tsc', 'tsc'],
  ['/guide/solution/vue', 'Vue Component Library', 'Vue 组件库'],
  ['/guide/solution/solid', 'Solid Component Library', 'Solid 组件库'],
  ['/guide/solution/svelte', 'Svelte Component Library', 'Svelte 组件库'],
  ['/config/rsbuild/resolve', 'resolve', 'resolve'],
  ['/config/rsbuild/performance', 'performance', 'performance'],
  ['/config/rsbuild/log-level', 'logLevel', 'logLevel'],
  ['/config/lib/id', 'lib.id', 'lib.id'],
  ['/config/lib/out-base', 'outBase', 'outBase'],
  ['/config/lib/wasm', 'lib.wasm', 'lib.wasm'],
  ['/config/lib/experiments', 'experiments', 'experiments'],
];

/** Reader words the pages do not use, and the page that must come first for them. */
const SYNONYM_QUERIES = {
  en: [
    ['unit testing', '/guide/advanced/rstest'],
    ['bundle analysis', '/guide/advanced/rsdoctor'],
  ],
  zh: [
    ['输出格式', '/zh/guide/basic/output-format'],
    ['输出结构', '/zh/guide/basic/output-structure'],
    ['打包分析', '/zh/guide/advanced/rsdoctor'],
  ],
} as const;

/** A misspelt query, the suggestion offered and its line, per locale. */
const MISSPELT = {
  en: ['fromat', 'format', 'Did you mean format?'],
  zh: ['产物格试', '产物格式', '你是不是要找 产物格式？'],
} as const;

/** A query that finds nothing, for the issue link, per locale. */
const NOTHING_FOUND = {
  en: 'qzxwvjkyy',
  zh: '<img src=x onerror=alert(1)>',
} as const;

/** A word of an English page title that no Chinese page uses, and that page. */
const OTHER_LOCALE_ONLY_EN = 'Glossary';
const OTHER_LOCALE_EN_PAGE = '/guide/start/glossary';

/** A query only the other language's pages answer, the page expected, and the heading. */
const OTHER_LOCALE = {
  en: [
    '产物格式',
    '/zh/guide/basic/output-format',
    'Found in the 简体中文 docs',
  ],
  zh: [OTHER_LOCALE_ONLY_EN, OTHER_LOCALE_EN_PAGE, 'English 文档中的结果'],
} as const;

// Read-only queries: the tests of a locale share one loaded page (each closes
// the modal it opened), so the index loads once per locale instead of once per
// query. The last test leaves the page.
describe.each([
  ['en', '', 1],
  ['zh', '/zh', 2],
] as const)('search in %s', (locale, prefix, column) => {
  /** Every request the group's page made for the search index (full URLs), from its load on. */
  const indexRequests: string[] = [];
  const group = useGroupPage((page) => {
    page.on('request', (request) => {
      if (request.url().includes('search-index'))
        indexRequests.push(request.url());
    });
    return visit(page, `${prefix}/guide/start/`);
  });
  const indexPaths = () => indexRequests.map((url) => new URL(url).pathname);

  if (locale === 'en') {
    // First of the group: the page's first search, so the page's index
    // requests are this query's.
    it("typing 'format' lists /config/lib/format with a highlight, from the English index", async () => {
      const {page} = group.tracked;
      await search(page, 'format');
      const hit = page.locator('.rslib-search-hit[href="/config/lib/format"]');
      await expect(hit.count()).resolves.toBeGreaterThan(0);
      await expect(
        hit.first().locator('mark').first().textContent(),
      ).resolves.toMatch(/^format$/i);
      const groups = await page.locator('.rslib-search-group').count();
      expect(groups).toBeGreaterThan(1);
      const perGroup = await page
        .locator('.rslib-search-group')
        .evaluateAll((nodes) =>
          nodes.map(
            (node) => node.querySelectorAll('.rslib-search-hit').length,
          ),
        );
      expect(Math.max(...perGroup)).toBeLessThanOrEqual(7);
      // The titles half first (the first results), then the body text.
      expect(indexPaths()).toEqual([
        '/search-index-titles.json',
        '/search-index-content.json',
      ]);
      await close(page);
    });

    it('shows the "Search Docs" button with the Ctrl K hint', async () => {
      const {page} = group.tracked;
      const button = page.locator('.rslib-search-button');
      await expect(
        button.locator('.rslib-search-button-text').textContent(),
      ).resolves.toBe('Search Docs');
      await expect(button.getAttribute('title')).resolves.toBe(
        'Press Ctrl+K to search',
      );
      await expect(button.locator('kbd').allTextContents()).resolves.toEqual([
        'Ctrl',
        'K',
      ]);
    });

    it('Cmd+K (Meta) opens and closes it too on a non-Mac platform, and either modifier closes what the other opened', async () => {
      const {page} = group.tracked;
      await page.keyboard.press('Meta+k');
      await modal(page).waitFor();
      await page.keyboard.press('Meta+k');
      await modal(page).waitFor({state: 'detached'});
      await page.keyboard.press('Meta+k');
      await modal(page).waitFor();
      await page.keyboard.press('Control+k');
      await modal(page).waitFor({state: 'detached'});
      // The key hint keeps the platform's usual modifier.
      await expect(
        page.locator('.rslib-search-button kbd').first().textContent(),
      ).resolves.toBe('Ctrl');
    });

    it('ArrowDown past the last hit wraps to the first, ArrowUp from the first to the last', async () => {
      const {page} = group.tracked;
      await search(page, 'umdName');
      const count = await hits(page).count();
      expect(count).toBeGreaterThan(1);
      expect(await selectedIndex(page)).toBe(0);
      for (let step = 1; step < count; step += 1)
        await page.keyboard.press('ArrowDown');
      expect(await selectedIndex(page)).toBe(count - 1);
      await page.keyboard.press('ArrowDown');
      expect(await selectedIndex(page)).toBe(0);
      await page.keyboard.press('ArrowUp');
      expect(await selectedIndex(page)).toBe(count - 1);
      await close(page);
    });

    it('Escape closes, and reopening starts with an empty query', async () => {
      const {page} = group.tracked;
      await search(page, 'bundle');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await modal(page).waitFor({state: 'detached'});
      await expect(
        page
          .locator('.rslib-search-button')
          .evaluate((node) => node === document.activeElement),
      ).resolves.toBe(true);
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('combobox').inputValue()).resolves.toBe('');
      await expect(hits(page).count()).resolves.toBe(0);
      await close(page);
    });

    it('Tab and Shift+Tab stay inside the dialog, which makes the page behind inert', async () => {
      const {page} = group.tracked;
      await search(page, 'format');
      const inDialog = () =>
        page.evaluate(() =>
          Boolean(
            document.activeElement?.closest('dialog.rslib-search-overlay'),
          ),
        );
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let step = 0; step < 8; step += 1) {
          await page.keyboard.press(key);
          expect(await inDialog()).toBe(true);
        }
      }
      await expect(
        page.evaluate(() => {
          const dialog = document.querySelector('dialog.rslib-search-overlay');
          return (
            dialog instanceof HTMLDialogElement && dialog.matches(':modal')
          );
        }),
      ).resolves.toBe(true);
      await close(page);
    });

    it('a nonsense query shows both no-result lines', async () => {
      const {page} = group.tracked;
      await search(page, 'qzxwvjkyy');
      await expect(
        page.locator('.rslib-search-empty p').allTextContents(),
      ).resolves.toEqual([
        'No results for qzxwvjkyy',
        'Please try again with a different keyword',
      ]);
      await close(page);
    });

    it('renders an XSS query as text and runs nothing', async () => {
      const {page} = group.tracked;
      const dialogs: string[] = [];
      const onDialog = async (dialog: Dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      };
      page.on('dialog', onDialog);
      try {
        const query = '<img src=x onerror=alert(1)>';
        await search(page, query);
        await expect(
          page.locator('.rslib-search-empty-query').textContent(),
        ).resolves.toBe(query);
        await expect(
          page.locator('.rslib-search-modal img').count(),
        ).resolves.toBe(0);
        expect(dialogs).toEqual([]);
        await close(page);
      } finally {
        page.off('dialog', onDialog);
      }
    });

    it('a 2,000-character query, regex metacharacters and emoji work without errors', async () => {
      const {page} = group.tracked;
      await search(page, `format ${'a'.repeat(2000)}`);
      const input = page.getByRole('combobox');
      const answers: [string, number][] = [];
      for (const query of [
        '.*+?^${}()|[]\\',
        'format (esm|cjs)',
        '😀 format 🚀',
      ]) {
        await input.fill(query);
        await waitForAnswer(page, query);
        answers.push([query, await hits(page).count()]);
      }
      expect(answers[0]).toEqual(['.*+?^${}()|[]\\', 0]);
      expect(answers[1][1]).toBeGreaterThan(0);
      expect(answers[2][1]).toBeGreaterThan(0);
      await expect(
        page.locator('.rslib-search-empty-query').count(),
      ).resolves.toBe(0);
      await close(page);
    });
    it.each(['сборка', '설정', '設定ファイル'])(
      '%s (Cyrillic, Korean, Japanese) is searched without errors',
      async (query) => {
        const {page} = group.tracked;
        await search(page, query);
        // The worker fetched the two halves of the index; the scan of words
        // its tokenizer drops fetched the same hashed files (the page's
        // requests so far, this query's included).
        expect(indexRequests.length).toBeGreaterThanOrEqual(2);
        expect(
          indexRequests.every((url) =>
            /\/search-index-(titles|content)\.json\?_=\w+$/.test(url),
          ),
        ).toBe(true);
        await expect(
          page.locator('.rslib-search-body').getAttribute('data-query'),
        ).resolves.toBe(query);
        await close(page);
      },
    );
  }

  if (locale === 'zh') {
    // First of the group: the page's first searches, so every index request
    // of the page is one of theirs.
    it.each(['配置', '产物格式', '输出格式'])(
      'on /zh/, %s finds Chinese pages from the Chinese index',
      async (query) => {
        const {page} = group.tracked;
        await expect(
          page.locator('.rslib-search-button-text').textContent(),
        ).resolves.toBe('搜索文档');
        await search(page, query);
        const links = await hits(page).evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('href') ?? ''),
        );
        expect(links.length).toBeGreaterThan(0);
        expect(links.every((link) => link.startsWith('/zh/'))).toBe(true);
        const marks = await page
          .locator('.rslib-search-hit mark')
          .allTextContents();
        expect(
          marks.some((mark) => query.includes(mark) || mark.includes(query)),
        ).toBe(true);
        // The page has loaded the Chinese index only, once, titles first.
        expect(indexPaths()).toEqual([
          '/zh/search-index-titles.json',
          '/zh/search-index-content.json',
        ]);
        await close(page);
      },
    );
  }

  it.each(NEW_PAGES.map((row) => [row[0], row[column]]))(
    'finds the page added for Rslib 1.x %s by "%s"',
    async (route, query) => {
      const {page} = group.tracked;
      await search(page, query);
      const links = await hits(page).evaluateAll((nodes) =>
        nodes.map((node) => (node.getAttribute('href') ?? '').split('#')[0]),
      );
      expect(links).toContain(`${prefix}${route}`);
      await close(page);
    },
  );

  it.each(SYNONYM_QUERIES[locale].map((row) => [...row]))(
    'finds the page in the docs words for the reader phrase "%s": %s first',
    async (query, route) => {
      const {page} = group.tracked;
      await search(page, query);
      const first = await hits(page).first().getAttribute('href');
      expect((first ?? '').split('#')[0]).toBe(route);
      await close(page);
    },
  );

  const [misspelt, suggestion, line] = MISSPELT[locale];
  it(`on ${prefix}/, the misspelt ${misspelt} offers ${suggestion}; clicking it searches it`, async () => {
    const {page} = group.tracked;
    await search(page, misspelt);
    const offer = page.locator('.rslib-search-suggestion');
    await offer.waitFor();
    await expect(offer.textContent()).resolves.toBe(line);
    await offer.getByRole('button', {name: suggestion}).click();
    await waitForAnswer(page, suggestion);
    await expect(page.getByRole('combobox').inputValue()).resolves.toBe(
      suggestion,
    );
    await expect(hits(page).count()).resolves.toBeGreaterThan(0);
    await expect(
      page.locator('.rslib-search-suggestion').count(),
    ).resolves.toBe(0);
    await close(page);
  });

  const nothing = NOTHING_FOUND[locale];
  it(`on ${prefix}/, nothing found for ${nothing} links a prefilled issue, opened in a new tab only on click`, async () => {
    const {page} = group.tracked;
    const github: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('github.com')) github.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await search(page, nothing);
      const link = page.locator('.rslib-search-report');
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe(
        'noopener noreferrer',
      );
      const url = new URL((await link.getAttribute('href')) ?? '');
      expect(url.origin + url.pathname).toBe(
        'https://github.com/web-infra-dev/rslib/issues/new',
      );
      expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
      expect(url.searchParams.get('title')).toBe(
        `Search found nothing for "${nothing}"`,
      );
      expect(url.searchParams.get('body')).toBe(
        'The documentation search found nothing for this query.\n\n' +
          `Query: ${nothing}\n` +
          `Locale: ${locale}\n` +
          `Page: ${BASE_URL}${prefix}/guide/start/\n\n` +
          'What I was looking for:\n',
      );
      await expect(
        page.locator('.rslib-search-modal img').count(),
      ).resolves.toBe(0);
      expect(github).toEqual([]);
      await close(page);
    } finally {
      page.off('request', onRequest);
    }
  });

  // Last of the group: it leaves the page.
  const [otherQuery, otherRoute, heading] = OTHER_LOCALE[locale];
  it(`on ${prefix}/, ${otherQuery} finds nothing here and lists the pages of the other language, which open there`, async () => {
    const {page} = group.tracked;
    await search(page, otherQuery);
    const other = page.locator('.rslib-search-other-locale');
    await other.waitFor();
    await expect(other.locator('p').textContent()).resolves.toBe(heading);
    const links = await other
      .locator('a')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(links.map((link) => (link ?? '').split('#')[0])).toContain(
      otherRoute,
    );
    // The whole no-result panel: lines, other-language pages, issue link.
    expect(await searchDialogViolations(page)).toEqual([]);
    await other.locator(`a[href^="${otherRoute}"]`).first().click();
    await page.waitForURL((url) => url.pathname === otherRoute);
    await page.waitForSelector('html[data-has-hydrated="true"]');
  });
});

/** Links of the recent searches, in order. */
const recentLinks = (page: Page) =>
  page
    .locator('.rslib-search-recent .rslib-search-hit')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));

describe.each([
  ['en', '', 'umdName', 'format', 'Recent searches', 'Clear all'],
  ['zh', '/zh', 'umdName', '产物格式', '最近搜索', '全部清除'],
] as const)(
  'recent searches (%s)',
  (locale, prefix, first, second, title, clear) => {
    it('lists the pages opened from search, survives a reload, opens with arrows and Enter, removes and clears', async () => {
      const {page} = await pages.page();
      await visit(page, `${prefix}/guide/start/`);
      const opened: string[] = [];
      for (const query of [first, second]) {
        await search(page, query);
        const href = await hits(page).first().getAttribute('href');
        opened.unshift(href ?? '');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname + url.hash === href);
        await modal(page).waitFor({state: 'detached'});
      }
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      await page.locator('.rslib-search-recent').waitFor();
      await expect(
        page
          .locator('.rslib-search-recent')
          .getByText(title, {exact: true})
          .count(),
      ).resolves.toBe(1);
      expect(await recentLinks(page)).toEqual(opened);
      expect(await searchDialogViolations(page)).toEqual([]);
      await expect(
        page.evaluate(
          (key) => JSON.parse(localStorage.getItem(key) ?? '[]').length,
          `rslib-search-recent-${locale}`,
        ),
      ).resolves.toBe(2);
      // Arrows move through them (wrapping), Enter opens the highlighted one.
      await page.keyboard.press('ArrowUp');
      await expect(
        page
          .locator('.rslib-search-recent [aria-selected="true"] a')
          .getAttribute('href'),
      ).resolves.toBe(opened[1]);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname + url.hash === opened[1]);
      await modal(page).waitFor({state: 'detached'});
      // Opening it again put it first.
      await page.keyboard.press('Control+k');
      await page.locator('.rslib-search-recent').waitFor();
      expect(await recentLinks(page)).toEqual([opened[1], opened[0]]);
      await page.locator('.rslib-search-recent-remove').first().click();
      expect(await recentLinks(page)).toEqual([opened[0]]);
      await expect(
        page
          .getByRole('combobox')
          .evaluate((node) => node === document.activeElement),
      ).resolves.toBe(true);
      await page.getByRole('button', {name: clear}).click();
      await expect(page.locator('.rslib-search-recent').count()).resolves.toBe(
        0,
      );
      await expect(
        page.evaluate(
          (key) => localStorage.getItem(key),
          `rslib-search-recent-${locale}`,
        ),
      ).resolves.toBeNull();
    });
  },
);
