/**
 * "Added in 0.x" badges of the reference pages, in both locales: the badge
 * follows the heading of an option added after 0.1 (and opens the content of
 * a page whose option is new), is rendered in the server HTML, and leaves
 * the heading's text, its anchor link and its table-of-contents entry as
 * written; options from the first release show none, and the Markdown copy
 * has no badge text. The read-only tests of /config/lib/dts in a locale share
 * one loaded page (`useGroupPage`).
 */
import {BASE_URL} from './helpers/server';
import {useGroupPage, useTrackedPages, visit} from './helpers/browser';

const pages = useTrackedPages();

const LABELS = {'': 'Added in', '/zh': '新增于'} as const;

describe.each(['', '/zh'] as const)('%s/config/lib/dts', (prefix) => {
  const label = LABELS[prefix];
  const group = useGroupPage((page) => visit(page, `${prefix}/config/lib/dts`));

  it('shows the version under the heading of a newer option, in the server HTML', async () => {
    const html = await (
      await fetch(`${BASE_URL}${prefix}/config/lib/dts`)
    ).text();
    expect(html).toContain(`${label} 0.13</span>`);

    const {page} = group.tracked;
    const badge = page.locator('h2#lib-dts-tsgo + p.rslib-since');
    await expect(badge.textContent()).resolves.toBe(`${label} 0.13`);
    // Options of the first release have none.
    await expect(
      page.locator('h2#lib-dts-bundle + p.rslib-since').count(),
    ).resolves.toBe(0);
  });

  it('keeps the heading, its anchor link and its TOC entry as written', async () => {
    const {page} = group.tracked;
    const heading = page.locator('h2#lib-dts-tsgo');
    // The anchor link after the text is a zero-width space.
    await expect(
      heading.evaluate((node) => node.textContent?.replace(/\u200b/g, '')),
    ).resolves.toBe('lib.dts.tsgo');
    await expect(
      heading.locator('a.hash-link').getAttribute('aria-label'),
    ).resolves.toContain('lib.dts.tsgo');
    await expect(
      page
        .locator('.table-of-contents a[href="#lib-dts-tsgo"]')
        .first()
        .textContent(),
    ).resolves.toBe('lib.dts.tsgo');
  });

  it('leaves the Markdown copy without badges', async () => {
    const markdown = await (
      await fetch(`${BASE_URL}${prefix}/config/lib/dts.md`)
    ).text();
    expect(markdown).toContain('## lib.dts.tsgo');
    expect(markdown).not.toContain(label);
  });
});

describe.each(['', '/zh'] as const)('%s/config/lib/wasm', (prefix) => {
  it('opens the page of a newer option with its badge, right under the title', async () => {
    const {page} = await pages.tab();
    await visit(page, `${prefix}/config/lib/wasm`);
    const first = page.locator('.theme-doc-markdown header + p.rslib-since');
    await expect(first.textContent()).resolves.toBe(`${LABELS[prefix]} 1.0`);
  });
});
