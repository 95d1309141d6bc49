/**
 * What a doc page does not do while it starts: it loads none of the
 * browser's locale data. The first `String#localeCompare` of a page loads
 * collation data and the first `Intl.DateTimeFormat` date-formatting data,
 * each several milliseconds of main-thread work (four times that on a phone);
 * on this site they were the sidebar drawer's and the code blocks' props
 * memoization (theme-common sorts keys with `localeCompare`) and the footer's
 * "Last updated" date, which is printed at build time already. Checked at
 * phone and desktop widths until a second after hydration, and the footer
 * line is the server's own element before and after hydration, rendered anew
 * after client-side navigation.
 */
import type {Page} from 'playwright-core';
import {useTrackedPages} from './helpers/browser';
import {BASE_URL} from './helpers/server';

const pages = useTrackedPages();

/**
 * Records each use of locale data in `window.__localeDataUses` (what was
 * called and from where), from before the page's own scripts run.
 */
function recordLocaleDataUses(): void {
  const uses: string[] = [];
  (window as unknown as {__localeDataUses: string[]}).__localeDataUses = uses;
  const note = (what: string) =>
    uses.push(`${what} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
  const localeCompare = String.prototype.localeCompare;
  String.prototype.localeCompare = function (
    this: string,
    ...args: Parameters<typeof localeCompare>
  ) {
    note('String#localeCompare');
    return localeCompare.apply(this, args);
  };
  for (const name of [
    'Collator',
    'DateTimeFormat',
    'NumberFormat',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'Segmenter',
  ] as const) {
    const original = (Intl as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    (Intl as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args: unknown[]) {
        note(`Intl.${name}`);
        return Reflect.construct(target as new () => object, args);
      },
      apply(target, self, args: unknown[]) {
        note(`Intl.${name}`);
        return Reflect.apply(target as () => unknown, self, args);
      },
    });
  }
  for (const name of [
    'toLocaleString',
    'toLocaleDateString',
    'toLocaleTimeString',
  ] as const) {
    const original = Date.prototype[name];
    Date.prototype[name] = function (this: Date, ...args: never[]) {
      note(`Date#${name}`);
      return (original as (...a: never[]) => string).apply(this, args);
    };
  }
}

/** Opens `pathname` at `width` px with the recorder in place and waits until a second after hydration. */
async function openHydrated(pathname: string, width: number): Promise<Page> {
  const {page} = await pages.open({viewport: {width, height: 800}});
  await page.addInitScript(recordLocaleDataUses);
  await page.goto(`${BASE_URL}${pathname}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForTimeout(1000);
  return page;
}

const localeDataUses = (page: Page) =>
  page.evaluate(
    () => (window as unknown as {__localeDataUses: string[]}).__localeDataUses,
  );

describe('a doc page starting up', () => {
  it.each([
    ['/guide/basic/cli', 412],
    ['/guide/basic/cli', 1280],
    ['/zh/guide/start/quick-start', 412],
    ['/config/lib/dts', 1280],
  ])(
    '%s at %i px loads no collation or date-formatting data',
    async (pathname, width) => {
      const page = await openHydrated(pathname, width);
      // The page has what used them: code blocks, tabs, the footer date.
      expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(
        3,
      );
      await expect(
        page.locator('.theme-last-updated time').getAttribute('datetime'),
      ).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await localeDataUses(page)).toEqual([]);
    },
  );

  it('keeps the server\'s "Last updated" line through hydration and renders it after client-side navigation', async () => {
    const {page} = await pages.open({viewport: {width: 1280, height: 800}});
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {__serverLine: Element | null}).__serverLine =
          document.querySelector('.theme-last-updated');
      });
    });
    await page.goto(`${BASE_URL}/guide/basic/cli`, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const before = await page.evaluate(() => {
      const line = document.querySelector('.theme-last-updated');
      return {
        same:
          line ===
          (window as unknown as {__serverLine: Element | null}).__serverLine,
        text: line?.textContent,
      };
    });
    expect(before.same).toBe(true);
    expect(before.text).toMatch(/^Last Updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // Next page through the paginator: rendered in the browser, same format.
    await page.evaluate(() => {
      (window as unknown as {__samePage: boolean}).__samePage = true;
    });
    await page.getByRole('link', {name: /Next Page/}).click();
    await page.waitForURL(`${BASE_URL}/guide/basic/configure-rslib`);
    await expect(
      page.locator('.theme-last-updated').textContent({timeout: 10_000}),
    ).resolves.toMatch(/^Last Updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // The same document: the navigation was client-side.
    expect(
      await page.evaluate(
        () => (window as unknown as {__samePage?: boolean}).__samePage,
      ),
    ).toBe(true);
  });
});
