/** The navbar's language menu switches a page between locales. */
import {visit, useTrackedPage} from './helpers/browser';

const spec = useTrackedPage();

async function switchTo(label: string): Promise<void> {
  const {page} = spec.tracked;
  await page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a.navbar__link')})
    .first()
    .hover();
  await page.locator('.dropdown__menu a', {hasText: label}).first().click();
}

it('switches /guide/start/quick-start to Chinese and back', async () => {
  const {page} = spec.tracked;
  await visit(page, '/guide/start/quick-start');
  await switchTo('简体中文');
  await page.waitForURL(
    (url) => url.pathname === '/zh/guide/start/quick-start',
  );
  await page.waitForSelector('html[lang="zh-CN"]');
  await expect(page.locator('article h1').first().textContent()).resolves.toBe(
    '快速上手',
  );
  await switchTo('English');
  await page.waitForURL((url) => url.pathname === '/guide/start/quick-start');
  await expect(page.locator('article h1').first().textContent()).resolves.toBe(
    'Quick Start',
  );
});
