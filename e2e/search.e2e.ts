/**
 * Local search finds English and Chinese words (SPEC §7 Local search; the
 * stock search box of @easyops-cn/docusaurus-search-local).
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage, visit, type TrackedPage} from './helpers/browser';

let browser: Browser;
let tracked: TrackedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  tracked = await openPage(browser);
});
afterAll(async () => {
  await browser.close();
});
afterEach(() => {
  expect(tracked.errors).toEqual([]);
});

async function search(query: string): Promise<string[]> {
  const {page} = tracked;
  const input = page.locator('input.navbar__search-input');
  await input.click();
  await input.fill(query);
  const options = page.locator('.navbar__search [role="listbox"] [role="option"]');
  await options.first().waitFor({timeout: 15_000});
  return options.evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
}

it('finds an English word on the English site', async () => {
  await visit(tracked.page, '/guide/start/');
  const hits = await search('bundleless');
  expect(hits.length).toBeGreaterThan(0);
  expect(hits.join(' ').toLowerCase()).toContain('bundleless');
});

it('finds a Chinese word on the Chinese site', async () => {
  await visit(tracked.page, '/zh/guide/start/');
  const hits = await search('快速上手');
  expect(hits.length).toBeGreaterThan(0);
  expect(hits.join(' ')).toContain('快速上手');
});
