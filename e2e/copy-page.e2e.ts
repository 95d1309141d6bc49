/**
 * "Copy page" beside the title of doc pages and blog posts, in both locales:
 * the button copies the page's Markdown (starting with its title) with the
 * 2000 ms "Copied" feedback; its menu (menu button pattern) links the `.md`
 * copy and AI chats carrying the absolute `.md` URL, and copies the llms.txt
 * address; keyboard opens, moves through and closes the menu.
 */
import type {Page} from 'playwright-core';
import {BASE_URL} from './helpers/server';
import {useTrackedPages, visit} from './helpers/browser';

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

describe.each(CASES)('$route', ({route, title, copy, copied, more}) => {
  it('copies the Markdown copy of the page, then shows Copied for 2 s', async () => {
    const {page, context, errors} = await pages.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: BASE_URL,
    });
    await visit(page, route);
    const button = actions(page).getByRole('button', {name: copy});
    // Beside the title: the group is on the same line as the h1.
    const [group, heading] = await Promise.all([
      actions(page).boundingBox(),
      page.locator('article h1').first().boundingBox(),
    ]);
    expect(Math.abs(group!.y - heading!.y)).toBeLessThan(heading!.height);
    await button.click();
    await page.getByRole('button', {name: copied}).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith(`# ${title}\n`)).toBe(true);
    const served = await (await fetch(`${BASE_URL}${route}.md`)).text();
    expect(text).toBe(served);
    expect(text).not.toMatch(
      /<(PackageManagerTabs|Steps|FileTree)\b|^import \w+ from '@site/m,
    );
    await page.getByRole('button', {name: copy}).waitFor({timeout: 4000});
    expect(errors).toEqual([]);
  });

  it('offers the .md copy, ChatGPT and Claude with the absolute .md URL', async () => {
    const {page} = await pages.open();
    await visit(page, route);
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
    await expect(menu.count()).resolves.toBe(0);
  });

  it('works from the keyboard: arrows, Escape back to the button, llms.txt link copied', async () => {
    const {page, context} = await pages.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: BASE_URL,
    });
    await visit(page, route);
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
  const {page} = await pages.open();
  await visit(page, '/');
  await expect(actions(page).count()).resolves.toBe(0);
  await visit(page, '/blog');
  await expect(actions(page).count()).resolves.toBe(0);
});
