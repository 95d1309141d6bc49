/** Config overview page: the filter, and the line shown when nothing matches. */
import {arriveAt, useTrackedPage, visit} from './helpers/browser';

const spec = useTrackedPage();

const itemLinks = () =>
  spec.tracked.page
    .locator('.rslib-overview__item > a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

it('lists every reference page of the config sidebar, grouped, with their headings', async () => {
  await visit(spec.tracked.page, '/config/');
  const groups = await spec.tracked.page
    .locator('.rslib-overview__group h2')
    .allTextContents();
  expect(groups).toEqual(['lib', 'Rsbuild']);
  const links = await itemLinks();
  expect(links).toContain('/config/lib/dts');
  expect(links).toContain('/config/rsbuild/output');
  expect(links).not.toContain('/config/');
  expect(
    await spec.tracked.page
      .locator('a[href="/config/lib/dts#lib-dts-bundle"]')
      .count(),
  ).toBe(1);
});

it('filters with hyphens as spaces and reports no match', async () => {
  const {page} = spec.tracked;
  // The page the test above loaded and only read.
  await arriveAt(page, '/config/');
  const input = page.getByLabel('Filter');
  expect(await input.getAttribute('placeholder')).toBe('Enter keyword');
  await input.fill('auto-ext');
  const links = await itemLinks();
  expect(links.slice(0, 2)).toEqual([
    '/config/lib/auto-extension',
    '/config/lib/auto-external',
  ]);
  expect(links).not.toContain('/config/lib/format');
  // Other pages stay only through a matching heading, and show just that heading.
  const headings = await page
    .locator('.rslib-overview__item')
    .filter({hasNot: page.locator('> a[href*="/config/lib/auto-ext"]')})
    .locator('li')
    .allTextContents();
  expect(headings.length).toBeGreaterThan(0);
  for (const heading of headings)
    expect(heading.toLowerCase()).toMatch(/auto ?ext/);
  await input.fill('zzzz');
  await expect(
    page.locator('.rslib-overview__empty').textContent(),
  ).resolves.toBe('No matching API found: zzzz');
  await input.fill('');
  expect((await itemLinks()).length).toBeGreaterThan(15);
});

it('is translated on /zh/config/ and links within the locale', async () => {
  const {page} = spec.tracked;
  await visit(page, '/zh/config/');
  const input = page.getByLabel('筛选');
  expect(await input.getAttribute('placeholder')).toBe('输入关键词');
  expect(await itemLinks()).toContain('/zh/config/lib/dts');
  await input.fill('zzzz');
  await expect(
    page.locator('.rslib-overview__empty').textContent(),
  ).resolves.toBe('没有找到匹配的 API：zzzz');
});

describe('the overview shows its purpose first', () => {
  it.each([
    ['/config/', 1280, 800],
    ['/config/', 390, 844],
    ['/zh/config/', 1280, 800],
    ['/zh/config/', 390, 844],
  ])(
    '%s at %i×%i: the filter and the start of the option list are in the first viewport',
    async (pathname, width, height) => {
      const {page} = spec.tracked;
      await page.setViewportSize({width, height});
      await visit(page, pathname);
      const inView = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((node, viewportHeight) => {
            const box = node.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= viewportHeight;
          }, height);
      await expect(inView('.rslib-overview__input')).resolves.toBe(true);
      await expect(inView('.rslib-overview__group h2')).resolves.toBe(true);
    },
  );
});
