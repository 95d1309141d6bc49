/**
 * Type hovers on ```ts twoslash blocks, in both locales: hovering or focusing
 * an identifier shows its type from the installed @rslib/core in a popup that
 * the code block's scroll box does not clip; Escape hides it; the copy button
 * copies the code only; both colour modes draw the popup. The tests of a
 * locale share one loaded page (`useGroupPage`): each leaves it as it found
 * it (pointer moved away, popup hidden), and the one that switches the
 * colour mode comes last.
 */
import type {Locator, Page} from 'playwright-core';
import {useGroupPage, visit} from './helpers/browser';

const ROUTE = '/guide/start/quick-start';

/** The `defineConfig` identifier of the page's first twoslash block. */
const defineConfig = (page: Page): Locator =>
  page.locator('.twoslash-target', {hasText: /^defineConfig/}).first();

/** Whether the popup's centre is on top (not hidden by a clipping ancestor). */
const isOnTop = (popup: Locator) =>
  popup.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    return hit !== null && node.contains(hit);
  });

describe.each(['', '/zh'])(`%s${ROUTE}`, (prefix) => {
  const group = useGroupPage((page) => visit(page, `${prefix}${ROUTE}`), {
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  it('shows the type of defineConfig on hover, unclipped', async () => {
    const {page, errors} = group.tracked;
    const target = defineConfig(page);
    const popup = target.locator('.twoslash-popup');
    await expect(popup.isVisible()).resolves.toBe(false);
    await target.scrollIntoViewIfNeeded();
    await target.hover();
    await expect(popup.isVisible()).resolves.toBe(true);
    await expect(
      popup.locator('.twoslash-type').textContent(),
    ).resolves.toMatch(
      // The signature @rslib/core 1.0.1 declares (generic, with overloads).
      /^function defineConfig<const Config extends RslibConfig,[^]*\(\+4 overloads\)$/,
    );
    await expect(target.getAttribute('aria-describedby')).resolves.toBe(
      await popup.getAttribute('id'),
    );
    await expect(popup.getAttribute('role')).resolves.toBe('tooltip');
    await expect(isOnTop(popup)).resolves.toBe(true);
    await page.screenshot({
      path: `/tmp/twoslash${prefix.replace('/', '-')}.png`,
    });
    await page.mouse.move(5, 5);
    await expect(popup.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  it('reaches identifiers by keyboard; Escape hides the popup', async () => {
    const {page} = group.tracked;
    const target = defineConfig(page);
    // Tab from the scrollable code block into its first identifier.
    await target.evaluate((node) =>
      (node.closest('pre') as HTMLElement).focus(),
    );
    await page.keyboard.press('Tab');
    await expect(
      target.evaluate((node) => node === document.activeElement),
    ).resolves.toBe(true);
    const popup = target.locator('.twoslash-popup');
    await expect(popup.isVisible()).resolves.toBe(true);
    await expect(isOnTop(popup)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup.isVisible()).resolves.toBe(false);
    await target.blur();
  });

  it('copies the code without type text', async () => {
    const {page} = group.tracked;
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('.twoslash-target')})
      .first();
    await block.hover();
    await block.locator('button[title]').first().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  dts: true,\n});",
    );
  });

  // Last of the group: it leaves the page in dark mode.
  it('draws the popup in both colour modes', async () => {
    const {page} = group.tracked;
    const target = defineConfig(page);
    const popup = target.locator('.twoslash-popup');
    const colours = async () => {
      await target.focus();
      const value = await popup.evaluate((node) => {
        const style = getComputedStyle(node);
        return [style.backgroundColor, style.color];
      });
      await target.blur();
      return value;
    };
    const light = await colours();
    await page.evaluate(() =>
      document.documentElement.setAttribute('data-theme', 'dark'),
    );
    const dark = await colours();
    expect(light).not.toEqual(dark);
    expect(light[0]).not.toBe(light[1]);
    expect(dark[0]).not.toBe(dark[1]);
  });
});
