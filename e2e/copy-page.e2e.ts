/**
 * "Copy page" beside the title of doc pages and blog posts, in both locales:
 * the button copies the page's Markdown (starting with its title) with the
 * 2000 ms "Copied" feedback; its menu (menu button pattern) links the `.md`
 * copy and AI chats carrying the absolute `.md` URL, and copies the llms.txt
 * address; keyboard opens, moves through and closes the menu. The three tests
 * of a page share one visit (each closes what it opened; the keyboard test,
 * whose last copy starts a new 2 s feedback, comes last).
 */
import type {Page} from 'playwright-core';
import {BASE_URL} from './helpers/server';
import {useGroupPage, useTrackedPages, visit} from './helpers/browser';

const pages = useTrackedPages();
const SITE = 'https://rslib.rs';

const CASES = [
  {
    route: '/guide/start/quick-start',
    title: 'Quick Start',
    copy: 'Copy page',
    copied: 'Copied',
    more: 'More page actions',
  },
  {
    route: '/zh/guide/start/quick-start',
    title: '快速上手',
    copy: '复制页面',
    copied: '已复制',
    more: '更多页面操作',
  },
  {
    route: '/blog/rslib-1-0',
    title: 'Rslib 1.0',
    copy: 'Copy page',
    copied: 'Copied',
    more: 'More page actions',
  },
];

const actions = (page: Page) => page.locator('.rslib-page-actions');

/**
 * Records, by the page's clock, when the page actions' text starts saying
 * `copied` and when it says `copy` again (`window.__copyFeedback`).
 */
function watchCopyFeedback(
  page: Page,
  labels: {copy: string; copied: string},
): Promise<void> {
  return page.evaluate(({copy, copied}) => {
    const root = document.querySelector('.rslib-page-actions')!;
    const times: {copied?: number; back?: number} = {};
    (window as unknown as {__copyFeedback: typeof times}).__copyFeedback =
      times;
    new MutationObserver(() => {
      const text = root.textContent ?? '';
      if (times.copied === undefined && text.includes(copied))
        times.copied = performance.now();
      else if (times.copied !== undefined && text.includes(copy))
        times.back ??= performance.now();
    }).observe(root, {subtree: true, childList: true, characterData: true});
  }, labels);
}

describe.each(CASES)('$route', ({route, title, copy, copied, more}) => {
  const shared = useGroupPage((page) => visit(page, route), {
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  it('copies the Markdown copy of the page, then shows Copied for 2 s', async () => {
    const {page} = shared.tracked;
    const button = actions(page).getByRole('button', {name: copy});
    // Beside the title: the group is on the same line as the h1.
    const [group, heading] = await Promise.all([
      actions(page).boundingBox(),
      page.locator('article h1').first().boundingBox(),
    ]);
    expect(Math.abs(group!.y - heading!.y)).toBeLessThan(heading!.height);
    await watchCopyFeedback(page, {copy, copied});
    await button.click();
    await page.getByRole('button', {name: copied}).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith(`# ${title}\n`)).toBe(true);
    const served = await (await fetch(`${BASE_URL}${route}.md`)).text();
    expect(text).toBe(served);
    expect(text).not.toMatch(
      /<(PackageManagerTabs|Steps|FileTree)\b|^import \w+ from '@site/m,
    );
    await page.getByRole('button', {name: copy}).waitFor();
    // 2 s by the page's clock (a busy machine delays the test, not the page's timer).
    const shown = await page.evaluate(() => {
      const {copied: from, back: to} = (
        window as unknown as {__copyFeedback: {copied?: number; back?: number}}
      ).__copyFeedback;
      return from !== undefined && to !== undefined ? to - from : null;
    });
    expect(shown).toBeGreaterThanOrEqual(1900);
    expect(shown).toBeLessThan(3000);
  });

  it('offers the .md copy, ChatGPT and Claude with the absolute .md URL', async () => {
    const {page} = shared.tracked;
    const menuButton = actions(page).getByRole('button', {name: more});
    await expect(menuButton.getAttribute('aria-haspopup')).resolves.toBe(
      'menu',
    );
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    const hrefs = await menu
      .locator('a[role="menuitem"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const mdUrl = `${SITE}${route}.md`;
    expect(hrefs[0]).toBe(`${route}.md`);
    expect(hrefs[1]).toMatch(/^https:\/\/chatgpt\.com\/\?hints=search&q=/);
    expect(hrefs[2]).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
    for (const href of hrefs.slice(1)) {
      expect(
        decodeURIComponent(new URL(href!).searchParams.get('q')!),
      ).toContain(mdUrl);
    }
    await expect(
      menu.locator('a[role="menuitem"]').first().getAttribute('target'),
    ).resolves.toBe('_blank');
    // A click outside closes the menu.
    await page.mouse.click(5, 400);
    await menu.waitFor({state: 'detached'});
  });

  it('works from the keyboard: arrows, Escape back to the button, llms.txt link copied', async () => {
    const {page} = shared.tracked;
    const menuButton = actions(page).getByRole('button', {name: more});
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await page.getByRole('menu').waitFor();
    const focused = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await expect(
      items.first().evaluate((node) => node === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect(focused()).resolves.toBe(
      ((await items.last().textContent()) ?? '').trim(),
    );
    await page.keyboard.press('ArrowDown');
    await expect(
      items.first().evaluate((node) => node === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu').count()).resolves.toBe(0);
    await expect(
      menuButton.evaluate((node) => node === document.activeElement),
    ).resolves.toBe(true);
    // ArrowUp on the button opens the menu on its last item: Copy llms.txt link.
    await page.keyboard.press('ArrowUp');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Enter');
    const prefix = route.startsWith('/zh/') ? '/zh' : '';
    await page.waitForFunction(
      (expected) =>
        navigator.clipboard.readText().then((text) => text === expected),
      `${SITE}${prefix}/llms.txt`,
    );
  });
});

it('renders no page actions on the home page or the blog list', async () => {
  const {page} = await pages.tab();
  await visit(page, '/');
  await expect(actions(page).count()).resolves.toBe(0);
  await visit(page, '/blog');
  await expect(actions(page).count()).resolves.toBe(0);
});
