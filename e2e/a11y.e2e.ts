/**
 * Accessibility beyond the crawl (which runs axe on every page of both
 * locales in light mode, `crawl.e2e.ts`): axe-core finds no serious or
 * critical violation on every route type in dark mode and on the 404 page in
 * both modes, with the search modal open and with the mobile menu open, in
 * both locales; keyboard users reach every visible interactive element by
 * Tab, with a visible focus. axe runs inside the page (`helpers/axe.ts`).
 * Pages are tabs of one context (HTTP cache warm, storage emptied before
 * each test) and must log no error (the 404 status aside).
 */
import type {Browser} from 'playwright-core';
import {
  launchBrowser,
  openPage,
  useTrackedPages,
  visit,
} from './helpers/browser';
import {seriousViolations} from './helpers/axe';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const pages = useTrackedPages({ignore: /status of 404/});

const ROUTE_TYPES: [string, string][] = [
  ['home', '/'],
  ['doc', '/guide/start/quick-start'],
  ['config overview', '/config/'],
  ['404', '/this/page/does-not-exist'],
];

describe.each([
  ['dark', ROUTE_TYPES],
  // Light-mode pages are checked by the crawl; the 404 page is not in the sitemap.
  ['light', ROUTE_TYPES.filter(([type]) => type === '404')],
] as const)('%s mode', (colorScheme, routeTypes) => {
  describe.each(['', '/zh'])('locale prefix "%s"', (prefix) => {
    it.each(routeTypes)(
      '%s page has no serious axe violation',
      async (_type, route) => {
        const {page} = await pages.tab({colorScheme});
        await visit(page, `${prefix}${route}`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(colorScheme);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  });
});

describe.each(['light', 'dark'] as const)(
  'search modal in %s mode',
  (colorScheme) => {
    it.each(['', '/zh'])(
      'has no serious axe violation when open (prefix "%s"), traps focus and returns it on close',
      async (prefix) => {
        const tracked = await openPage(browser, {colorScheme});
        const {page} = tracked;
        await visit(page, `${prefix}/guide/start/`);
        await page.keyboard.press('Control+k');
        const input = page.getByRole('combobox');
        await input.waitFor();
        await input.fill('rslib');
        await page
          .locator('.rslib-search-hit')
          .first()
          .waitFor({timeout: 15_000});
        expect(await seriousViolations(page)).toEqual([]);
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
        await tracked.context.close();
      },
    );
  },
);

describe.each(['light', 'dark'] as const)(
  'mobile menu in %s mode',
  (colorScheme) => {
    it.each(['', '/zh'])(
      'has no serious axe violation when open at 800 px (prefix "%s") and is reachable from the keyboard',
      async (prefix) => {
        const {page} = await pages.tab({
          colorScheme,
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
        expect(await seriousViolations(page)).toEqual([]);
        // The menu's links come next in the tab order.
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() =>
            Boolean(document.activeElement?.closest('.rslib-mobile-menu')),
          ),
        ).toBe(true);
      },
    );
  },
);

it.each(['/guide/start/quick-start', '/zh/'])(
  'lets a keyboard user reach every visible interactive element of %s, each with a visible focus indicator',
  async (route) => {
    const {page} = await pages.tab();
    await visit(page, route);
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
    const missed = expected.filter(
      (entry) => !reached.has(entry.split(':')[0]),
    );
    expect(missed).toEqual([]);
  },
);
