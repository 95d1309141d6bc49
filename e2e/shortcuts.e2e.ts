/**
 * Keyboard shortcuts on the production build, both locales: `?` opens the
 * native modal dialog listing the site's shortcuts with the right labels
 * (its code loads on that first press, which is not lost); Escape closes it
 * and focus returns; the footer button opens it too; `/` opens the search
 * with its input focused and nothing typed; neither key acts while typing
 * in the search input, with Ctrl held, or while a dialog is open; axe finds
 * no serious violation in the dialog. The tests of a locale share one loaded
 * quick start (`useGroupPage`), the first `?` press first; each closes what
 * it opened.
 */
import type {Page} from 'playwright-core';
import {seriousViolations} from './helpers/axe';
import {useGroupPage, useTrackedPages, visit} from './helpers/browser';

// A tab with an empty storage (HTTP cache warm) for the test that asks one.
const pages = useTrackedPages();

const LOCALES = [
  {
    prefix: '',
    locale: 'en',
    title: 'Keyboard shortcuts',
    close: 'Close keyboard shortcuts',
    rows: {
      'On every page': [
        '? | Show this list',
        '/ | Open the search',
        'Ctrl+K | Open or close the search',
      ],
      'In the search': [
        '↑Up arrow or ↓Down arrow | Move to the previous or next result',
        'Enter | Open the highlighted result',
        'Esc | Close the search',
      ],
      'Menus and popups': [
        '↑Up arrow or ↓Down arrow | On the arrow beside "Copy page": open the page menu and move through its items',
        'Esc | Close an open menu, a zoomed image or a type popup',
      ],
    },
  },
  {
    prefix: '/zh',
    locale: 'zh',
    title: '键盘快捷键',
    close: '关闭键盘快捷键',
    rows: {
      所有页面: ['? | 显示此列表', '/ | 打开搜索', 'Ctrl+K | 打开或关闭搜索'],
      搜索中: [
        '↑上方向键 或 ↓下方向键 | 移到上一个或下一个结果',
        'Enter | 打开选中的结果',
        'Esc | 关闭搜索',
      ],
      菜单和弹出层: [
        '↑上方向键 或 ↓下方向键 | 在“复制页面”旁的箭头按钮上：打开页面菜单，并在菜单项之间移动',
        'Esc | 关闭打开的菜单、放大的图片或类型提示',
      ],
    },
  },
] as const;

type Locale = (typeof LOCALES)[number];

const dialog = (page: Page, l: Locale) =>
  page.getByRole('dialog', {name: l.title});

/** The dialog's list as `keys | action` rows per group heading. */
function rows(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(
        document.querySelectorAll('dialog.rslib-shortcuts section'),
      ).map((section) => [
        section.querySelector('h3')!.textContent,
        Array.from(section.querySelectorAll('dl > div')).map(
          (row) =>
            `${row.querySelector('dt')!.textContent} | ${row.querySelector('dd')!.textContent}`,
        ),
      ]),
    ),
  );
}

/** Description of the focused element: tag and class or accessible text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}.${element.className}`;
  });
}

describe.each(LOCALES)('shortcuts ($locale)', (l) => {
  const path = `${l.prefix}/guide/start/quick-start`;
  const group = useGroupPage((page) => visit(page, path));

  // First of the group: the first press of the page, while the code loads.
  it('? opens the shortcuts dialog (first press, code loading); Escape closes it and focus returns', async () => {
    const {page} = group.tracked;
    const opener = page.locator('.rslib-search-button');
    await opener.focus();
    const before = await focused(page);
    await page.keyboard.press('Shift+?');
    const box = dialog(page, l);
    await box.waitFor();
    expect(
      await box.evaluate(
        (node) => node.tagName === 'DIALOG' && node.matches(':modal'),
      ),
    ).toBe(true);
    expect(await rows(page)).toEqual(l.rows);
    // Focus moved into the dialog (its close button).
    expect(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? '',
      ),
    ).toBe(l.close);
    // axe (run in the page) on the dialog only.
    expect(await seriousViolations(page, 'dialog.rslib-shortcuts')).toEqual([]);
    // While it is open, / does not open the search behind it.
    await page.keyboard.press('/');
    expect(await page.locator('.rslib-search-modal').count()).toBe(0);

    await page.keyboard.press('Escape');
    await box.waitFor({state: 'detached'});
    expect(await focused(page)).toBe(before);
    // And it opens again.
    await page.keyboard.press('Shift+?');
    await box.waitFor();
    await page.getByRole('button', {name: l.close}).click();
    await box.waitFor({state: 'detached'});
  });

  if (l.locale === 'en') {
    it('leaves / and ? alone with Ctrl held', async () => {
      const {page} = group.tracked;
      await page.keyboard.press('Control+/');
      await page.keyboard.press('Control+Shift+?');
      // Give a lazy load time to show anything it would (the dialog's code
      // has loaded already: it would show sooner).
      await page.waitForTimeout(500);
      expect(await page.locator('.rslib-search-modal').count()).toBe(0);
      expect(await page.locator('dialog.rslib-shortcuts').count()).toBe(0);
    });
  }

  it('the footer button opens the list too, and gets the focus back', async () => {
    const {page} = group.tracked;
    const button = page.getByRole('button', {name: l.title, exact: true});
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('?');
    await button.click();
    const box = dialog(page, l);
    await box.waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({state: 'detached'});
    expect(
      await button.evaluate((node) => node === document.activeElement),
    ).toBe(true);
  });

  it('/ opens the search with its input focused and types nothing', async () => {
    const {page} = group.tracked;
    await page.keyboard.press('/');
    await page.locator('.rslib-search-modal').waitFor();
    const input = page.getByRole('combobox');
    await input.waitFor();
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('role') === 'combobox' &&
        document.activeElement.closest('.rslib-search-modal') !== null,
    );
    expect(await input.inputValue()).toBe('');

    // Typing in the search: / and ? are text, not shortcuts.
    await page.keyboard.type('a/b?');
    expect(await input.inputValue()).toBe('a/b?');
    expect(await page.locator('dialog.rslib-shortcuts').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.locator('.rslib-search-modal').waitFor({state: 'detached'});
  });
});

it('works on the home page and on a blog post as well', async () => {
  const {page} = await pages.tab();
  for (const path of ['/', '/zh/blog/rslib-1-0']) {
    await visit(page, path);
    await page.keyboard.press('Shift+?');
    await page.locator('dialog.rslib-shortcuts[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.rslib-shortcuts').waitFor({state: 'detached'});
  }
});
