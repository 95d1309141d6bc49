/**
 * MDX components on real pages: package-manager tabs
 * whose choice is shared by every block and page (Docusaurus `<Tabs groupId>`,
 * `localStorage` key `docusaurus.tab.package-manager`), numbered steps and the
 * 'Source' link.
 */
import type {Page} from 'playwright-core';
import {useTrackedPages, visit} from './helpers/browser';

const STORAGE_KEY = 'docusaurus.tab.package-manager';

// Every test starts from an empty storage on the spec's reused tab
// (`pages.page()`), or on a new tab when it adds an init script (on the page,
// so that it does not reach the next tests' tabs).
const pages = useTrackedPages();

type Block = {
  readonly tabs: string[];
  readonly selected: string | undefined;
  readonly shown: string | undefined;
};

/** Tab labels, selected tab and shown command of every package-manager block. */
function readBlocks(page: Page): Promise<Block[]> {
  return page.locator('.rslib-package-manager').evaluateAll((blocks) =>
    blocks.map((block) => ({
      tabs: Array.from(
        block.querySelectorAll('[role="tab"]'),
        (tab) => tab.textContent ?? '',
      ),
      selected:
        block.querySelector('[role="tab"][aria-selected="true"]')
          ?.textContent ?? undefined,
      shown:
        Array.from(block.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
          .find((panel) => !panel.hidden)
          ?.querySelector('code')
          ?.textContent?.trim() ?? undefined,
    })),
  );
}

/** Waits until every block on the page shows `manager`, then returns the blocks. */
async function expectAllBlocks(page: Page, manager: string): Promise<Block[]> {
  await page.waitForFunction(
    (name) =>
      Array.from(document.querySelectorAll('.rslib-package-manager')).every(
        (block) =>
          block.querySelector('[role="tab"][aria-selected="true"]')
            ?.textContent === name,
      ),
    manager,
  );
  const blocks = await readBlocks(page);
  for (const block of blocks) {
    expect(block.selected).toBe(manager);
    expect(
      block.shown?.startsWith(`${manager} `) || block.shown === manager,
    ).toBe(true);
  }
  return blocks;
}

async function choose(
  page: Page,
  manager: string,
  blockIndex = 0,
): Promise<void> {
  await page
    .locator('.rslib-package-manager')
    .nth(blockIndex)
    .getByRole('tab', {name: manager, exact: true})
    .click();
}

describe('PackageManagerTabs', () => {
  it('choosing pnpm on quick-start switches every block, survives navigation and reload', async () => {
    const {page} = await pages.page();
    await visit(page, '/guide/start/quick-start');
    const initial = await readBlocks(page);
    expect(initial.length).toBeGreaterThanOrEqual(3);
    for (const block of initial) {
      expect(block.tabs).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
      expect(block.selected).toBe('npm');
    }
    expect(initial[0].shown).toBe('npm create rslib@latest');
    await expect(
      page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY),
    ).resolves.toBeNull();

    // choose pnpm in the last block: every block follows
    await choose(page, 'pnpm', initial.length - 1);
    const blocks = await expectAllBlocks(page, 'pnpm');
    expect(blocks.map((block) => block.shown)).toEqual(
      expect.arrayContaining([
        'pnpm create rslib@latest',
        'pnpm install',
        'pnpm run build',
        'pnpm add -D @rslib/core',
      ]),
    );
    await expect(
      page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY),
    ).resolves.toBe('pnpm');

    // client-side navigation to another page with install commands
    await page
      .locator('article a[href="/guide/migration/tsup"]')
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/guide/migration/tsup');
    const tsup = await expectAllBlocks(page, 'pnpm');
    expect(tsup.map((block) => block.shown)).toContain('pnpm remove tsup');

    // full reload
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expectAllBlocks(page, 'pnpm');

    // and a fresh load of yet another page
    await visit(page, '/guide/basic/upgrade-rslib');
    await expectAllBlocks(page, 'pnpm');
  });

  it('converts the commands per manager (yarn drops the latest tag of create)', async () => {
    const {page} = await pages.page();
    await visit(page, '/guide/start/quick-start');
    await choose(page, 'yarn');
    const yarn = await expectAllBlocks(page, 'yarn');
    expect(yarn[0].shown).toBe('yarn create rslib');
    await choose(page, 'bun');
    const bun = await expectAllBlocks(page, 'bun');
    expect(bun[0].shown).toBe('bun create rslib@latest');
  });

  it('shares the choice with the Chinese pages', async () => {
    const {page} = await pages.page();
    await visit(page, '/zh/guide/start/quick-start');
    await choose(page, 'bun');
    await expectAllBlocks(page, 'bun');
    await expect(
      page.locator('.rslib-package-manager').first().getAttribute('aria-label'),
    ).resolves.toBe('包管理器');
    await visit(page, '/guide/start/quick-start');
    await expectAllBlocks(page, 'bun');
  });

  it('ignores a garbage stored value and shows npm', async () => {
    const {page} = await pages.tab();
    await page.addInitScript(
      (key) => localStorage.setItem(key, '<img src=x onerror=alert(1)>'),
      STORAGE_KEY,
    );
    await visit(page, '/guide/start/quick-start');
    await expectAllBlocks(page, 'npm');
  });

  // Without storage Docusaurus cannot tell the other blocks (they sync through
  // storage events), but the clicked block still switches and nothing throws.
  it('still switches the clicked block when localStorage is blocked', async () => {
    const {page} = await pages.tab();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await visit(page, '/guide/start/quick-start');
    await choose(page, 'pnpm');
    await page.waitForFunction(
      () =>
        document.querySelector(
          '.rslib-package-manager [role="tab"][aria-selected="true"]',
        )?.textContent === 'pnpm',
    );
    const [first] = await readBlocks(page);
    expect(first.shown).toBe('pnpm create rslib@latest');
  });
});

describe('Steps', () => {
  it('numbers the step headings of quick-start 1, 2, 3, 4 with a CSS counter', async () => {
    const {page} = await pages.page();
    await visit(page, '/guide/start/quick-start');
    const steps = await page
      .locator('.rslib-steps')
      .first()
      .evaluate((block) =>
        Array.from(block.querySelectorAll(':scope > h3'), (heading) => ({
          text: heading.textContent?.replace(/\u200b/g, '').trim(),
          increment: getComputedStyle(heading).counterIncrement,
          before: getComputedStyle(heading, '::before').content,
        })),
      );
    expect(steps.map((step) => step.text)).toEqual([
      'Run the scaffolder',
      'Answer the prompts',
      'Install dependencies',
      'Build the library',
    ]);
    for (const step of steps) {
      expect(step.increment).toBe('rslib-step 1');
      expect(step.before).toBe('counter(rslib-step)');
    }
    expect(await page.locator('.rslib-steps').count()).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe('SourceCode', () => {
  it.each([
    ['/config/lib/format', 'Source'],
    ['/zh/config/lib/format', '源码'],
  ])(
    'on %s links the @rslib/core source as %p in a new tab',
    async (route, label) => {
      const {page} = await pages.page();
      await visit(page, route);
      const link = page.locator('.rslib-source-code a');
      await expect(link.textContent()).resolves.toBe(label);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe(
        'noopener noreferrer',
      );
      await expect(link.getAttribute('data-host')).resolves.toBe('github');
      await expect(link.getAttribute('href')).resolves.toMatch(
        /^https:\/\/github\.com\/web-infra-dev\/rslib\/blob\/main\/packages\/core\/src\//,
      );
    },
  );
});
