/**
 * The doc page (query parameters, title, hash handling, outline, code
 * copy/wrap, image zoom, invalid anchor, failed copy, failed page data) on a
 * real doc with headings, code blocks and an image: /guide/advanced/assets and
 * its Chinese twin.
 *
 * Tests that need an empty storage or a page of their own get the spec's
 * reused tab, or a new one when they add an init script (`tab()`: storage
 * emptied, HTTP cache warm); the groups of tests
 * that read or exercise one loaded page share it (`useGroupPage`), each test
 * leaving the page as the next one expects it, the last one navigating away.
 */
import {execFileSync} from 'node:child_process';
import type {Page} from 'playwright-core';
import {
  arriveAt,
  switchColorScheme,
  type TrackedPage,
  useGroupPage,
  useTrackedPages,
  visit,
} from './helpers/browser';
import {BASE_URL, ROOT} from './helpers/server';

const DOC = '/guide/advanced/assets';
/** The page before and the page after DOC in the Guide sidebar. */
const PREV = {route: '/guide/advanced/css', title: 'Styling'};
const NEXT = {
  route: '/guide/advanced/json-files',
  title: 'JSON, YAML and TOML Files',
};
const DOC_TITLE = 'Static Assets';
const DOC_FILE = 'docs/guide/advanced/assets.mdx';
const EDIT_URL =
  'https://github.com/web-infra-dev/rslib/edit/main/website/docs/en/guide/advanced/assets.mdx';
const IMAGE = '.theme-doc-markdown img[alt^="Output of src/Avatar.tsx"]';

const pages = useTrackedPages();
/** Console warnings of the current test's tab (`tab()`). */
let warnings: string[] = [];

function trackWarnings(page: Page): string[] {
  const list: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') list.push(message.text());
  });
  return list;
}

/** Pages whose console warnings go to `warnings` (the current test's list). */
const warned = new WeakSet<Page>();

/**
 * A page with an empty storage whose console warnings go to `warnings`: the
 * spec's reused tab (`pages.page()`), or with `newTab` a new tab, for a test
 * that adds an init script to its page.
 */
async function tab({newTab = false} = {}): Promise<TrackedPage> {
  const tracked = newTab ? await pages.tab() : await pages.page();
  warnings = [];
  if (!warned.has(tracked.page)) {
    warned.add(tracked.page);
    tracked.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
  }
  return tracked;
}

/**
 * Polls a condition checked in Node (e.g. on collected console messages)
 * until it holds; gives up after 20 s (only a failing test waits that long).
 */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The code of a block as the reader sees it: the text of its `<code>` element. */
function codeOf(page: Page, blockSelector: string): Promise<string> {
  return page
    .locator(blockSelector)
    .locator('pre code')
    .evaluate((code) => code.textContent ?? '');
}

/** Top of an element relative to the viewport, px. */
function topOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((node) => node.getBoundingClientRect().top);
}

/** Waits until the element's top is 72 px (±2) below the viewport top, then returns it. */
async function landedTop(page: Page, selector: string): Promise<number> {
  await page.waitForFunction(
    (sel) => {
      const node = document.querySelector(sel);
      return (
        node !== null && Math.abs(node.getBoundingClientRect().top - 72) <= 2
      );
    },
    selector,
    {timeout: 10_000},
  );
  return topOf(page, selector);
}

/**
 * Follows a pagination link (client-side navigation) and waits until the new
 * page is on screen: its URL, its `<h1>` and its document title (not only the
 * URL, which changes before the new page renders).
 */
async function followPagination(
  page: Page,
  direction: 'prev' | 'next',
  to: {route: string; title: string},
): Promise<void> {
  await page.locator(`.pagination-nav__link--${direction}`).click();
  await page.waitForURL(`${BASE_URL}${to.route}`);
  await page
    .locator('.theme-doc-markdown h1', {hasText: to.title})
    .waitFor({timeout: 15_000});
  await page.waitForFunction(
    (title) => document.title === `${title} - Rslib`,
    to.title,
  );
}

/**
 * medium-zoom attaches once an image nears the viewport (size budget). Brings
 * the image into view until the zoom has attached to it: scrolling again on
 * each poll, since the page may still move on its own at first (a route
 * change scrolls to the top, images above load).
 */
async function waitForZoomable(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const image = document.querySelector(selector);
      if (!image) return false;
      if (image.classList.contains('medium-zoom-image')) return true;
      image.scrollIntoView({block: 'center'});
      return false;
    },
    IMAGE,
    {polling: 100, timeout: 20_000},
  );
}

/**
 * Opens the zoom by a click and waits until its opening transition has
 * ended (medium-zoom ignores Escape and clicks until then): the transitions
 * of the zoomed image and of the overlay only, so an unrelated one elsewhere
 * on the page (the navbar turning solid) does not matter.
 */
async function openZoom(page: Page): Promise<void> {
  await waitForZoomable(page);
  await page.locator(IMAGE).click();
  await page.locator('.medium-zoom-image--opened').waitFor();
  await page.waitForFunction(
    () =>
      ['.medium-zoom-image--opened', '.medium-zoom-overlay'].every(
        (selector) =>
          document
            .querySelector(selector)
            ?.getAnimations()
            .every((animation) => animation.playState !== 'running') ?? true,
      ),
    undefined,
    {timeout: 10_000},
  );
}

/** Counts the page's script requests in flight (workers' included); returns the count's reader. */
function trackScriptRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  const settle = (request: unknown) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => pending.size;
}

/** Closes an open zoom with Escape and waits until it is gone. */
async function closeZoomWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('.medium-zoom-image--opened').waitFor({state: 'detached'});
  await page.waitForFunction(
    () => !document.body.classList.contains('medium-zoom--opened'),
  );
}

describe(`one visit of ${DOC} (outline, footer, anchors, zoom, client navigation)`, () => {
  let groupWarnings: string[] = [];
  const group = useGroupPage(async (page) => {
    groupWarnings = trackWarnings(page);
    await visit(page, DOC);
  });

  it('has the page title, "ON THIS PAGE", previous/next links, edit link and last-updated date', async () => {
    const {page} = group.tracked;
    await arriveAt(page, DOC);
    expect(await page.title()).toBe(`${DOC_TITLE} - Rslib`);
    await expect(
      page
        .locator('.theme-doc-toc-desktop .rslib-outline__title')
        .textContent(),
    ).resolves.toBe('ON THIS PAGE');
    await expect(
      page
        .locator('.theme-doc-toc-desktop a[href="#bundle-mode"]')
        .textContent(),
    ).resolves.toBe('Bundle mode');

    const prev = page.locator('.pagination-nav__link--prev');
    await expect(
      prev.locator('.pagination-nav__sublabel').textContent(),
    ).resolves.toBe('Previous Page');
    await expect(
      prev.locator('.pagination-nav__label').textContent(),
    ).resolves.toBe(PREV.title);
    await expect(prev.getAttribute('href')).resolves.toBe(PREV.route);
    const next = page.locator('.pagination-nav__link--next');
    await expect(
      next.locator('.pagination-nav__sublabel').textContent(),
    ).resolves.toBe('Next Page');
    await expect(
      next.locator('.pagination-nav__label').textContent(),
    ).resolves.toBe(NEXT.title);
    await expect(next.getAttribute('href')).resolves.toBe(NEXT.route);

    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit.textContent()).resolves.toBe('Edit this page on GitHub');
    await expect(edit.getAttribute('href')).resolves.toBe(EDIT_URL);

    // The git date of the file's last commit (what `docusaurus build` read), shown as 'Last Updated: <date>'.
    const seconds = Number(
      execFileSync('git', ['log', '-1', '--format=%ct', '--', DOC_FILE], {
        cwd: ROOT,
      })
        .toString()
        .trim(),
    );
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated.textContent()).resolves.toMatch(
      /^Last Updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await expect(
      lastUpdated.locator('time').getAttribute('datetime'),
    ).resolves.toBe(new Date(seconds * 1000).toISOString());
  });

  it('zooms an image on click over the theme background, and Escape closes it', async () => {
    const {page} = group.tracked;
    await arriveAt(page, DOC);
    await openZoom(page);
    const background = await page
      .locator('.medium-zoom-overlay')
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await closeZoomWithEscape(page);
  });

  it('closes the zoom when the page scrolls more than 40 px', async () => {
    const {page} = group.tracked;
    await arriveAt(page, DOC);
    await openZoom(page);
    await page.mouse.wheel(0, 300);
    await page
      .locator('.medium-zoom-image--opened')
      .waitFor({state: 'detached'});
  });

  it('lands the heading 72 px below the top on in-page navigation', async () => {
    const {page} = group.tracked;
    await arriveAt(page, DOC);
    groupWarnings.splice(0);
    await page.locator('.theme-doc-toc-desktop a[href="#new-url"]').click();
    await page.waitForURL(`${BASE_URL}${DOC}#new-url`);
    const top = await landedTop(page, 'h2#new-url');
    expect(Math.abs(top - 72)).toBeLessThanOrEqual(2);
    expect(groupWarnings).toEqual([]);
  });

  it('re-attaches the zoom after client navigation', async () => {
    const {page} = group.tracked;
    await arriveAt(page, DOC);
    await waitForZoomable(page);
    await followPagination(page, 'next', NEXT);
    await followPagination(page, 'prev', {route: DOC, title: DOC_TITLE});
    await openZoom(page);
    await closeZoomWithEscape(page);
  });

  // Last of the group: it leaves the page.
  it('updates title, outline and edit link on client navigation', async () => {
    const {page} = group.tracked;
    await arriveAt(page, DOC);
    await followPagination(page, 'next', NEXT);
    // The outline is the new page's: an anchor only the previous page has is gone.
    await expect(
      page
        .locator('.theme-doc-toc-desktop a[href="#supported-asset-types"]')
        .count(),
    ).resolves.toBe(0);
    await expect(
      page.locator('.theme-doc-toc-desktop a[href="#importing-json"]').count(),
    ).resolves.toBe(1);
    await expect(
      page.locator('.theme-doc-toc-desktop a.toc-highlight').count(),
    ).resolves.toBeGreaterThan(0);
    await expect(
      page.locator('a.theme-edit-this-page').getAttribute('href'),
    ).resolves.toBe(EDIT_URL.replace('assets.mdx', 'json-files.mdx'));
  });
});

describe(`one visit of ${DOC}#bundle-mode`, () => {
  let groupWarnings: string[] = [];
  const group = useGroupPage(async (page) => {
    groupWarnings = trackWarnings(page);
    await visit(page, `${DOC}#bundle-mode`);
  });

  it('lands the heading 72 px below the top on first load', async () => {
    const {page} = group.tracked;
    const top = await landedTop(page, 'h3#bundle-mode');
    expect(Math.abs(top - 72)).toBeLessThanOrEqual(2);
    expect(groupWarnings).toEqual([]);
  });

  it('marks the heading being read in the outline, and the last one at the page bottom', async () => {
    const {page} = group.tracked;
    const active = page.locator(
      '.theme-doc-toc-desktop .table-of-contents__link--active',
    );
    await page.waitForFunction(
      () =>
        document
          .querySelector(
            '.theme-doc-toc-desktop .table-of-contents__link--active',
          )
          ?.getAttribute('href') === '#bundle-mode',
    );
    await expect(active.count()).resolves.toBe(1);

    const lastHref = await page
      .locator('.theme-doc-toc-desktop a.toc-highlight')
      .last()
      .getAttribute('href');
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight),
    );
    await page.waitForFunction(
      (href) =>
        document
          .querySelector(
            '.theme-doc-toc-desktop .table-of-contents__link--active',
          )
          ?.getAttribute('href') === href,
      lastHref,
    );
    await expect(active.count()).resolves.toBe(1);
  });
});

describe('outline on a narrow screen', () => {
  it('opens the local outline dropdown on a narrow screen and closes it on an outside click', async () => {
    const {page} = await tab();
    await page.setViewportSize({width: 800, height: 900});
    await visit(page, DOC);
    await page.locator('.theme-doc-toc-desktop').waitFor({state: 'detached'});
    const button = page.locator('.theme-doc-toc-mobile button');
    await expect(button.textContent()).resolves.toBe('ON THIS PAGE');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page
      .locator('.theme-doc-toc-mobile a[href="#bundle-mode"]')
      .waitFor({state: 'visible'});
    await page.locator('article h1').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('.theme-doc-toc-mobile button')
          ?.getAttribute('aria-expanded') === 'false',
    );
  });
});

describe('query switches', () => {
  const PARTS = {
    navbar: 'nav.navbar',
    sidebar: '.theme-doc-sidebar-container',
    outline: '.theme-doc-toc-desktop',
    footer: 'footer.footer',
  } as const;
  const ALWAYS = ['.theme-doc-markdown h1', '.theme-doc-breadcrumbs'];

  async function visibleParts(page: Page): Promise<Record<string, boolean>> {
    const entries = await Promise.all(
      Object.entries(PARTS).map(
        async ([part, selector]) =>
          [part, await page.locator(selector).first().isVisible()] as const,
      ),
    );
    return Object.fromEntries(entries);
  }

  it('?navbar=0&sidebar=0&outline=0&footer=0 hides exactly those, with the content widened', async () => {
    const {page} = await tab();
    await visit(page, `${DOC}?navbar=0&sidebar=0&outline=0&footer=0`);
    expect(await visibleParts(page)).toEqual({
      navbar: false,
      sidebar: false,
      outline: false,
      footer: false,
    });
    for (const selector of ALWAYS)
      expect(await page.locator(selector).isVisible()).toBe(true);
    expect(await page.locator('.pagination-nav').isVisible()).toBe(false);
    expect(await page.locator('.theme-doc-footer').isVisible()).toBe(false);
    const {content, viewport} = await page.evaluate(() => ({
      content: document.querySelector('.rslib-doc-col')!.getBoundingClientRect()
        .width,
      viewport: window.innerWidth,
    }));
    expect(content).toBeGreaterThan(viewport * 0.8);
  });

  it.each(Object.keys(PARTS))('?%s=0 hides only that part', async (part) => {
    const {page} = await tab();
    await visit(page, `${DOC}?${part}=0`);
    const expected = Object.fromEntries(
      Object.keys(PARTS).map((name) => [name, name !== part]),
    );
    expect(await visibleParts(page)).toEqual(expected);
  });

  it('applies before the app starts (inline script) and is dropped by a link without the query', async () => {
    const {page} = await tab();
    // Without the JavaScript bundles nothing hydrates: only the inline head script can hide the navbar.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(`${BASE_URL}${DOC}?navbar=0&outline=0`, {
      waitUntil: 'load',
    });
    expect(await page.getAttribute('html', 'data-rslib-hide')).toBe(
      'navbar outline',
    );
    expect(await page.locator('nav.navbar').isVisible()).toBe(false);
    expect(await page.locator('.theme-doc-toc-desktop').isVisible()).toBe(
      false,
    );
    await page.unroute('**/assets/js/**');

    await visit(page, `${DOC}?navbar=0`);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${BASE_URL}${NEXT.route}`);
    await page.locator('nav.navbar').waitFor({state: 'visible'});
    expect(await page.getAttribute('html', 'data-rslib-hide')).toBeNull();
  });
});

describe('hash anchors', () => {
  it('logs one warning and stays put for an unknown anchor, on load and on navigation', async () => {
    const {page} = await tab();
    await visit(page, `${DOC}#nope`);
    await until(() => warnings.length > 0);
    expect(warnings).toEqual([
      '[rslib] No element matches the anchor "#nope" in this page; the position is left unchanged.',
    ]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 300));
    await page.evaluate(() => {
      window.location.hash = 'still-nope';
    });
    await until(() => warnings.length > 1);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('"#still-nope"');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    // Not even valid percent-encoding: escaped, warned about, and the page keeps working.
    await page.evaluate(() => {
      window.location.hash = '%zy';
    });
    await until(() => warnings.length > 2);
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toContain('"#%25zy"');
    await expect(
      page.locator('.theme-doc-markdown h1').textContent(),
    ).resolves.toBe('Static Assets');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });
});

describe('code blocks', () => {
  const FIRST_BLOCK = '.theme-doc-markdown .theme-code-block >> nth=0';

  it('copies the code to the clipboard and shows the copied state', async () => {
    const {page, context} = await tab();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: BASE_URL,
    });
    await visit(page, DOC);
    const block = page.locator(FIRST_BLOCK);
    const code = await codeOf(page, FIRST_BLOCK);
    expect(code).toContain(
      "import fallbackAvatar from './images/fallback-avatar.png';",
    );
    await block.hover();
    // Located by its title: the accessible name changes to 'Copied'.
    const button = block.locator('button[title="Copy"]');
    await expect(button.getAttribute('aria-label')).resolves.toBe(
      'Copy code to clipboard',
    );
    await button.click();
    await expect(
      page.evaluate(() => navigator.clipboard.readText()),
    ).resolves.toBe(code);
    await expect(button.getAttribute('aria-label')).resolves.toBe('Copied');
    await expect(button.getAttribute('class')).resolves.toContain(
      'rslib-copied',
    );
  });

  it('prompts "Copy to clipboard: Ctrl+C, Enter" when the Clipboard API fails', async () => {
    const {page} = await tab({newTab: true});
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: () =>
            Promise.reject(new DOMException('denied', 'NotAllowedError')),
        },
      });
      (window as unknown as {prompts: unknown[]}).prompts = [];
      window.prompt = (message?: string, value?: string) => {
        (window as unknown as {prompts: unknown[]}).prompts.push([
          message,
          value,
        ]);
        return null;
      };
    });
    await visit(page, DOC);
    const block = page.locator(FIRST_BLOCK);
    const code = await codeOf(page, FIRST_BLOCK);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await page.waitForFunction(
      () => (window as unknown as {prompts: unknown[]}).prompts.length > 0,
    );
    const prompts = await page.evaluate(
      () => (window as unknown as {prompts: unknown[]}).prompts,
    );
    expect(prompts).toEqual([['Copy to clipboard: Ctrl+C, Enter', code]]);
    await expect(
      block.getByRole('button', {name: 'Copy code to clipboard'}).count(),
    ).resolves.toBe(1);
  });

  it('does not wrap by default; the wrap toggle wraps one block and back', async () => {
    const {page} = await tab();
    await page.setViewportSize({width: 420, height: 800});
    await visit(page, DOC);
    const wrapped = () =>
      page
        .locator('.theme-doc-markdown pre code')
        .evaluateAll(
          (codes) =>
            codes.filter(
              (code) => getComputedStyle(code).whiteSpace === 'pre-wrap',
            ).length,
        );
    expect(await wrapped()).toBe(0);
    const toggle = page.getByRole('button', {name: 'Toggle word wrap'}).first();
    await toggle.click();
    expect(await wrapped()).toBe(1);
    await toggle.click();
    expect(await wrapped()).toBe(0);
  });

  // One load per page: with nothing stored the site follows the system
  // colour scheme, so switching the emulated scheme shows the same blocks in
  // the dark theme without loading the page again.
  it.each<[string, string[]]>([
    ['/config/lib/format', ['bash']],
    ['/config/lib/auto-external', ['diff', 'json', 'ts']],
    ['/guide/migration/rollup', ['js']],
    ['/guide/solution/react', ['tsx']],
    ['/config/lib/umd-name', ['html']],
    ['/guide/advanced/css', ['css']],
  ])(
    'on %s, highlights %j with Prism, coloured differently in light and dark themes',
    async (route, languages) => {
      const {page} = await tab();
      const tokens = async (theme: 'light' | 'dark') => {
        await switchColorScheme(page, theme);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        return Promise.all(
          languages.map((language) =>
            page
              .locator(`.theme-doc-markdown pre.language-${language} .token`)
              .evaluateAll((spans) => ({
                // Prism token types other than plain text: proof the language grammar ran.
                types: [
                  ...new Set(
                    spans
                      .flatMap((span) => Array.from(span.classList))
                      .filter((name) => !['token', 'plain'].includes(name)),
                  ),
                ],
                colours: spans
                  .map((span) => getComputedStyle(span).color)
                  .join(','),
              })),
          ),
        );
      };
      await page.emulateMedia({colorScheme: 'light'});
      await visit(page, route);
      const light = await tokens('light');
      const dark = await tokens('dark');
      languages.forEach((language, index) => {
        expect({language, types: light[index].types.length > 0}).toEqual({
          language,
          types: true,
        });
        expect({language, types: dark[index].types}).toEqual({
          language,
          types: light[index].types,
        });
        expect({language, colours: dark[index].colours}).not.toEqual({
          language,
          colours: light[index].colours,
        });
      });
    },
  );
});

describe('image zoom', () => {
  it('is off with ?globalUIComponents=0', async () => {
    const {page} = await tab();
    const scriptsLoading = trackScriptRequests(page);
    await visit(page, `${DOC}?globalUIComponents=0`);
    await page.locator(IMAGE).scrollIntoViewIfNeeded();
    await page.locator(IMAGE).click();
    // Were the zoom on, it would have attached by now: its start delay (100 ms)
    // has passed by the page's own clock, timers set before ours fire first,
    // and no script (medium-zoom) is still loading.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(
            () =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve()),
              ),
            300,
          ),
        ),
    );
    await until(() => scriptsLoading() === 0);
    await expect(page.locator('.medium-zoom-image').count()).resolves.toBe(0);
    await expect(page.locator('.medium-zoom-overlay').count()).resolves.toBe(0);
  });
});

describe('page data on navigation', () => {
  it('logs a page whose data fails to load and shows it by a full load, never a blank page', async () => {
    const {page} = await tab();
    const scriptsLoading = trackScriptRequests(page);
    await visit(page, DOC);
    // Let the page finish what it starts once idle before every script chunk
    // starts failing: the search plugin's Web Worker (started when the browser
    // is idle after load) and any script still loading.
    if (page.workers().length === 0)
      await page.waitForEvent('worker', {timeout: 20_000});
    await page.workers()[0].evaluate(() => true);
    await until(() => scriptsLoading() === 0);
    // From now on every script chunk fails (routing also bypasses the HTTP cache).
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${BASE_URL}${NEXT.route}`);
    await page.locator('.theme-doc-markdown h1').waitFor();
    await expect(
      page.locator('.theme-doc-markdown h1').textContent(),
    ).resolves.toBe(NEXT.title);
    await until(() => warnings.length > 0);
    expect(warnings.join('\n')).toMatch(/chunk/i);
  });
});

describe('Chinese doc page', () => {
  // One load for both: the stand-in for a failing Clipboard API changes none of the labels.
  it('shows the Chinese labels and the Chinese edit link, and the Chinese copy prompt when the Clipboard API fails', async () => {
    const {page} = await tab({newTab: true});
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {value: undefined});
      window.prompt = (message?: string) => {
        document.documentElement.dataset.prompt = message ?? '';
        return null;
      };
    });
    await visit(page, `/zh${DOC}`);
    await expect(
      page
        .locator('.theme-doc-toc-desktop .rslib-outline__title')
        .textContent(),
    ).resolves.toBe('目录');
    await expect(
      page
        .locator('.pagination-nav__link--prev .pagination-nav__sublabel')
        .textContent(),
    ).resolves.toBe('上一页');
    await expect(
      page
        .locator('.pagination-nav__link--next .pagination-nav__sublabel')
        .textContent(),
    ).resolves.toBe('下一页');
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit.textContent()).resolves.toBe('在 GitHub 上编辑此页');
    await expect(edit.getAttribute('href')).resolves.toBe(
      EDIT_URL.replace('/docs/en/', '/docs/zh/'),
    );
    await expect(
      page.locator('.theme-last-updated').textContent(),
    ).resolves.toMatch(/^最后更新时间：\d{4}年\d{1,2}月\d{1,2}日$/);

    const block = page.locator('.theme-doc-markdown .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: '复制代码到剪贴板'}).click();
    await page.waitForFunction(
      () => document.documentElement.dataset.prompt !== undefined,
    );
    await expect(page.getAttribute('html', 'data-prompt')).resolves.toBe(
      '复制到剪贴板：Ctrl+C，回车',
    );
  });
});
