/**
 * Accessibility beyond the crawl (which runs axe on every page of both
 * locales in light mode at 1280 px, `crawl.e2e.ts`): axe-core finds no
 * serious or critical violation on every route type in dark mode and on the
 * 404 page (not in the sitemap) in both modes, with the search modal open
 * and with the mobile menu open, in both modes and both locales; keyboard
 * users reach every visible interactive element by Tab, with a visible focus.
 * axe runs inside the page (`helpers/axe.ts`).
 *
 * Every test gets the file's reused tab (`pages.page()`: HTTP cache warm,
 * storage emptied before each test) and must log no error (the 404 status
 * aside). With nothing
 * stored, the site follows the system colour scheme, so a test that checks a
 * page in both modes loads it once and switches the emulated scheme
 * (`switchColorScheme`) instead of loading it again.
 */
import type {Page} from 'playwright-core';
import {switchColorScheme, useTrackedPages, visit} from './helpers/browser';
import {seriousViolations} from './helpers/axe';

const pages = useTrackedPages({ignore: /status of 404/});

type Scheme = 'light' | 'dark';

/** Asserts the theme the page shows, then that axe finds nothing serious. */
async function expectNoSeriousViolation(
  page: Page,
  scheme: Scheme,
): Promise<void> {
  expect(await page.getAttribute('html', 'data-theme')).toBe(scheme);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Tabs through the loaded page: every visible element a keyboard user should
 * be able to reach is reached, and each focused element shows a focus
 * indicator (outline or box shadow).
 */
async function expectKeyboardReachable(
  page: Page,
  route: string,
): Promise<void> {
  // Every visible element a keyboard user should be able to reach, tagged with an index.
  const expected = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[hidden], [inert], [aria-hidden="true"]')
      );
    };
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => element.tabIndex >= 0 && visible(element))
      .map((element, index) => {
        element.dataset.a11yIndex = String(index);
        return `${index}: ${element.tagName.toLowerCase()} ${(element.getAttribute('href') ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`;
      });
  });
  expect(expected.length).toBeGreaterThan(20);
  const reached = new Set<string>();
  for (let i = 0; i < expected.length + 20; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        index: element.dataset.a11yIndex ?? null,
        visible:
          (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
          style.boxShadow !== 'none',
        label: (
          element.getAttribute('href') ??
          element.getAttribute('aria-label') ??
          element.textContent ??
          ''
        )
          .trim()
          .slice(0, 40),
      };
    });
    if (!focused) continue;
    expect({label: focused.label, visibleFocus: focused.visible}).toEqual({
      label: focused.label,
      visibleFocus: true,
    });
    if (focused.index !== null) reached.add(focused.index);
  }
  console.log(
    `${route}: ${reached.size} of ${expected.length} interactive elements reached by Tab`,
  );
  const missed = expected.filter((entry) => !reached.has(entry.split(':')[0]));
  expect(missed).toEqual([]);
}

// Light mode at 1280 px is the crawl's: here every route type in dark mode.
describe('dark mode', () => {
  it.each([
    ['home', '/'],
    ['config overview', '/config/'],
    ['doc', '/zh/guide/start/quick-start'],
    ['config overview', '/zh/config/'],
  ])('%s page %s has no serious axe violation', async (_type, route) => {
    const {page} = await pages.page({colorScheme: 'dark'});
    await visit(page, route);
    await expectNoSeriousViolation(page, 'dark');
  });

  // The two pages whose keyboard walk is checked (light mode, as a first
  // visit shows them by default) are loaded once for both checks.
  it.each([
    ['doc', '/guide/start/quick-start'],
    ['home', '/zh/'],
  ])(
    '%s page %s has no serious axe violation; switched to light mode, a keyboard user reaches every visible interactive element, each with a visible focus indicator',
    async (_type, route) => {
      const {page} = await pages.page({colorScheme: 'dark'});
      await visit(page, route);
      await expectNoSeriousViolation(page, 'dark');
      await switchColorScheme(page, 'light');
      await expectKeyboardReachable(page, route);
    },
  );
});

// The 404 page is not in the sitemap: the crawl does not see it in either mode.
it.each(['', '/zh'])(
  '404 page (prefix "%s") has no serious axe violation in dark mode and in light mode',
  async (prefix) => {
    const {page} = await pages.page({colorScheme: 'dark'});
    await visit(page, `${prefix}/this/page/does-not-exist`);
    await expectNoSeriousViolation(page, 'dark');
    await switchColorScheme(page, 'light');
    await expectNoSeriousViolation(page, 'light');
  },
);

it.each(['', '/zh'])(
  'search modal (prefix "%s") has no serious axe violation when open in light and dark mode, traps focus and returns it on close',
  async (prefix) => {
    const {page} = await pages.page({colorScheme: 'light'});
    await visit(page, `${prefix}/guide/start/`);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    await input.fill('rslib');
    await page.locator('.rslib-search-hit').first().waitFor({timeout: 15_000});
    await expectNoSeriousViolation(page, 'light');
    await switchColorScheme(page, 'dark');
    await expectNoSeriousViolation(page, 'dark');
    // Focus stays inside the dialog while tabbing.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[role="dialog"]')),
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"]') === null,
    );
    expect(
      await page.evaluate(() =>
        document.activeElement?.classList.contains('rslib-search-button'),
      ),
    ).toBe(true);
  },
);

it.each(['', '/zh'])(
  'mobile menu at 800 px (prefix "%s") has no serious axe violation when open in light and dark mode, and is reachable from the keyboard',
  async (prefix) => {
    const {page} = await pages.page({
      colorScheme: 'light',
      viewport: {width: 800, height: 800},
    });
    await visit(page, `${prefix}/guide/start/quick-start`);
    const hamburger = page.locator('.rslib-navbar__hamburger');
    // Keyboard only: focus the hamburger and open the menu with Enter.
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.rslib-mobile-menu');
    await menu.waitFor({state: 'visible'});
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    // Open the language group too, so its links are checked as well.
    await menu
      .getByText(prefix ? '选择语言' : 'Languages', {exact: true})
      .click();
    await menu.locator('a[lang]').first().waitFor({state: 'visible'});
    await expectNoSeriousViolation(page, 'light');
    await switchColorScheme(page, 'dark');
    await menu.locator('a[lang]').first().waitFor({state: 'visible'});
    await expectNoSeriousViolation(page, 'dark');
    // The menu's links come next in the tab order.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.rslib-mobile-menu')),
      ),
    ).toBe(true);
  },
);
