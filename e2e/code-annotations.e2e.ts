/**
 * Line annotations in code blocks, in both locales: lines marked
 * `// [!code ++]` / `// [!code --]` show as added/removed lines (tint and a
 * +/− sign, with the block's own language highlighting), Docusaurus's
 * highlight comments and `[!code highlight]` as highlighted lines, and the
 * copy button copies the code without any annotation. The two tests of the
 * upgrade guide in a locale share one loaded page (`useGroupPage`).
 */
import type {Page} from 'playwright-core';
import {useGroupPage, useTrackedPages, visit} from './helpers/browser';

const pages = useTrackedPages();

/** The `::after` content of the first element matching `selector`. */
const signOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => getComputedStyle(node, '::after').content);

describe.each(['', '/zh'])('%s/guide/upgrade/v0-to-v1', (prefix) => {
  const group = useGroupPage(
    (page) => visit(page, `${prefix}/guide/upgrade/v0-to-v1`),
    {permissions: ['clipboard-read', 'clipboard-write']},
  );

  it('marks added and removed lines with a sign, keeping TypeScript highlighting', async () => {
    const {page} = group.tracked;
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('.code-line-removed')})
      .filter({hasText: 'worker.js'})
      .first();
    await expect(block.getAttribute('class')).resolves.toContain('language-ts');
    await expect(
      block.locator('.code-line-removed').textContent(),
    ).resolves.toContain("new URL('./worker.js'");
    await expect(
      block.locator('.code-line-added').textContent(),
    ).resolves.toContain("new URL('./worker.ts'");
    await expect(
      block.locator('.code-line-added .token').count(),
    ).resolves.toBeGreaterThan(0);
    await expect(signOf(page, '.code-line-added')).resolves.toBe('"+"');
    await expect(signOf(page, '.code-line-removed')).resolves.toBe('"−"');
    await expect(block.textContent()).resolves.not.toContain('[!code');
  });

  it('copies the code without annotations', async () => {
    const {page} = group.tracked;
    const block = page
      .locator('.theme-code-block')
      .filter({hasText: 'worker.js'})
      .first();
    await block.hover();
    await block.locator('button[title]').first().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("new URL('./worker.ts', import.meta.url)");
    expect(copied).not.toMatch(/\[!code|code-add|code-remove/);
  });
});

it('highlights the option a config page is about', async () => {
  const {page} = await pages.tab();
  await visit(page, '/config/lib/dts');
  const highlighted = page.locator('.theme-code-block-highlighted-line');
  await expect(highlighted.count()).resolves.toBeGreaterThan(3);
  await expect(highlighted.first().textContent()).resolves.toContain('dts');
  await expect(
    page.locator('.theme-doc-markdown pre').first().textContent(),
  ).resolves.not.toContain('highlight-');
});
