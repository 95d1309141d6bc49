/**
 * One layout breakpoint, 1024 px: at 1024 px and below the navbar is the
 * mobile one (hamburger), the sidebar is a drawer and the outline is the
 * 'ON THIS PAGE' dropdown; above 1024 px the desktop columns. Checked at 1000
 * px (between Docusaurus's own 996 px breakpoint and ours) and at 1025 px.
 */
import type {Page} from 'playwright-core';
import {arriveAt, useTrackedPage} from './helpers/browser';
import {BASE_URL} from './helpers/server';

const spec = useTrackedPage();
const DOC = '/guide/start/quick-start';

/**
 * The spec's page at `width` px showing DOC: loaded again only when the width
 * changes (the drawer test reuses the page the read-only test at the same
 * width loaded).
 */
async function openAt(width: number): Promise<Page> {
  const {page} = spec.tracked;
  if (page.viewportSize()?.width !== width) {
    await page.setViewportSize({width, height: 800});
    await page.goto('about:blank');
  }
  await arriveAt(page, DOC);
  return page;
}

describe('at 1000 px (mobile layout)', () => {
  it('shows the hamburger, no sidebar column, no outline column and the ON THIS PAGE dropdown', async () => {
    const page = await openAt(1000);
    await expect(
      page.locator('.rslib-navbar__hamburger').isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.locator('.theme-doc-sidebar-container').isVisible(),
    ).resolves.toBe(false);
    await expect(page.locator('.rslib-toc-col').count()).resolves.toBe(0);
    const dropdown = page.locator('.theme-doc-toc-mobile');
    await expect(dropdown.isVisible()).resolves.toBe(true);
    await expect(
      dropdown.locator('button').first().textContent(),
    ).resolves.toBe('ON THIS PAGE');
  });

  it('opens the docs sidebar as a drawer from the navbar', async () => {
    const page = await openAt(1000);
    const toggle = page.locator('.rslib-navbar__sidebar-toggle');
    await expect(toggle.isVisible()).resolves.toBe(true);
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.waitFor({state: 'visible'});
    await expect(
      drawer.getByRole('link', {name: 'Quick Start', exact: true}).isVisible(),
    ).resolves.toBe(true);
  });
});

it('the server HTML of a doc page already has the drawer button (no shift when it hydrates); the home page has none', async () => {
  const html = async (pathname: string) =>
    (await fetch(`${BASE_URL}${pathname}`)).text();
  expect(await html(DOC)).toContain('rslib-navbar__sidebar-toggle');
  expect(await html('/zh/guide/basic/cli')).toContain(
    'rslib-navbar__sidebar-toggle',
  );
  expect(await html('/')).not.toContain('rslib-navbar__sidebar-toggle');
});

describe('at 1025 px (desktop layout)', () => {
  it('shows the sidebar and outline columns and no hamburger, drawer button or dropdown', async () => {
    const page = await openAt(1025);
    await expect(
      page.locator('.theme-doc-sidebar-container').isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('.rslib-toc-col').isVisible()).resolves.toBe(
      true,
    );
    await expect(
      page.locator('.rslib-outline__title').textContent(),
    ).resolves.toBe('ON THIS PAGE');
    for (const selector of [
      '.rslib-navbar__hamburger',
      '.rslib-navbar__sidebar-toggle',
      '.theme-doc-toc-mobile',
    ]) {
      await expect(page.locator(selector).isVisible()).resolves.toBe(false);
    }
  });
});
