/**
 * Landing page in both locales: hero, feature cards, Tool Stack cards, the
 * approved English and Chinese texts, and the star dots.
 */
import type {Page} from 'playwright-core';
import table from '@site/test/fixtures/landingStrings.json';
import enCode from '@site/i18n/en/code.json';
import zhCode from '@site/i18n/zh/code.json';
import {arriveAt, openPage, visit, useTrackedPage} from './helpers/browser';
import {measureLayoutShift, twoFrames} from './helpers/layoutShift';
import {LOCALES, localized, type Locale} from './helpers/docs';

const CODE: Record<Locale, Record<string, {message: string}>> = {
  en: enCode,
  zh: zhCode,
};
const FEATURES = [
  'formats',
  'bundleless',
  'dts',
  'rsbuild',
  'mf',
  'speed',
] as const;
const TOOL_URLS: Record<Locale, string[]> = {
  en: [
    'https://rspack.rs/',
    'https://rsbuild.rs/',
    'https://rspress.rs/',
    'https://rsdoctor.rs/',
    'https://rslib.rs/',
  ],
  zh: [
    'https://rspack.rs/zh/',
    'https://rsbuild.rs/zh/',
    'https://rspress.rs/zh/',
    'https://rsdoctor.rs/zh/',
    'https://rslib.rs/zh/',
  ],
};

const spec = useTrackedPage();

/** Centre of star `index` in viewport px. */
async function starCentre(
  page: Page,
  index: number,
): Promise<{x: number; y: number}> {
  const box = await page.locator('.rslib-star').nth(index).boundingBox();
  if (!box) throw new Error(`star ${index} has no box`);
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

describe.each(LOCALES)('home in %s', (locale) => {
  it('shows the hero texts, 35 dots, the features, the tool stack and a footer at 1280 px', async () => {
    const {page} = spec.tracked;
    await visit(page, localized('/', locale));
    expect(page.viewportSize()?.width).toBe(1280);
    await expect(
      page.locator('.rslib-hero__title').textContent(),
    ).resolves.toBe('Rslib');
    await expect(
      page.locator('.rslib-hero__subtitle').textContent(),
    ).resolves.toBe(table.subtitle[locale]);
    await expect(
      page.locator('.rslib-hero__slogan').textContent(),
    ).resolves.toBe(table.slogan[locale]);
    await expect(
      page.locator('.rslib-hero__action').allTextContents(),
    ).resolves.toEqual([table.introduction[locale], table.quickStart[locale]]);

    // star field: 35 dots, 3 + index / 20 px, inside the hero, hidden from assistive technology
    await expect(
      page.locator('.rslib-hero .rslib-star-field').getAttribute('aria-hidden'),
    ).resolves.toBe('true');
    const sizes = await page
      .locator('.rslib-star')
      .evaluateAll((stars) =>
        stars.map((star) => star.getBoundingClientRect().width),
      );
    expect(sizes).toHaveLength(35);
    sizes.forEach((size, index) => expect(size).toBeCloseTo(3 + index / 20, 1));

    // feature cards: 4 of 12 columns → three a row at 1280 px
    const features = page.locator('.rslib-feature');
    await expect(features.locator('h3').allTextContents()).resolves.toEqual(
      FEATURES.map((key) => CODE[locale][`home.features.${key}.title`].message),
    );
    const featureClasses = await features.evaluateAll((items) =>
      items.map((item) => item.className),
    );
    for (const className of featureClasses)
      expect(className).toMatch(/\brslib-feature--span-4\b/);
    const tops = await features.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]);
    await expect(
      features.first().locator('a').getAttribute('href'),
    ).resolves.toBe(localized('/guide/basic/output-format', locale));

    // tool stack: five cards opening in a new tab, language chosen from the path
    await expect(
      page.locator('.rslib-tool-stack h2').textContent(),
    ).resolves.toBe(table.toolStackTitle[locale]);
    await expect(
      page.locator('.rslib-tool-stack p').first().textContent(),
    ).resolves.toBe(table.toolStackDesc[locale]);
    const cards = await page.locator('.rslib-tool-card').evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
      })),
    );
    expect(cards).toEqual(
      TOOL_URLS[locale].map((href) => ({href, target: '_blank'})),
    );

    expect(
      await page.locator('img[src$="/img/logo.svg"]').count(),
    ).toBeGreaterThan(0);
    await expect(page.locator('footer').textContent()).resolves.toMatch(/MIT/);
  });

  // The first button test uses the home page the test above loaded.
  it.each([
    ['introduction', '/guide/start/'],
    ['quickStart', '/guide/start/quick-start'],
  ] as const)('the %s button opens %s', async (key, route) => {
    const {page} = spec.tracked;
    await arriveAt(page, localized('/', locale));
    await page
      .getByRole('link', {name: table[key][locale], exact: true})
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === localized(route, locale));
    await expect(
      page.locator('article h1').first().textContent(),
    ).resolves.toMatch(/\S/);
  });
});

describe('star field', () => {
  it('pushes a dot away from the mouse within 100 px and lets it rest again', async () => {
    const {page} = spec.tracked;
    await visit(page, '/');
    await page.waitForSelector('.rslib-star-field[data-active="true"]');
    const dot = await starCentre(page, 0);
    await page.mouse.move(dot.x - 40, dot.y);
    await page.waitForFunction(
      () =>
        document.querySelectorAll<HTMLElement>('.rslib-star')[0].style
          .transform !== '',
    );
    const transform = await page
      .locator('.rslib-star')
      .first()
      .evaluate((star) => (star as HTMLElement).style.transform);
    const [x, y] = (transform.match(/-?[\d.]+/g) ?? []).map(Number);
    expect(x).toBeGreaterThan(0); // away from a pointer on its left
    expect(Math.abs(y)).toBeLessThan(0.5);

    // 150 px away: back to rest
    await page.mouse.move(dot.x - 150, dot.y);
    await page.waitForFunction(
      () =>
        document.querySelectorAll<HTMLElement>('.rslib-star')[0].style
          .transform === '',
    );
  });

  it('does no work while the hero is scrolled out of view', async () => {
    const {page} = spec.tracked;
    // The page of the test above, the pointer moved away from the dots.
    await arriveAt(page, '/');
    await page.waitForSelector('.rslib-star-field[data-active="true"]');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForSelector('.rslib-star-field[data-active="false"]');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector('.rslib-star-field[data-active="true"]');
  });

  it('stays still when reduced motion is requested', async () => {
    const {page} = spec.tracked;
    await page.emulateMedia({reducedMotion: 'reduce'});
    try {
      await visit(page, '/');
      await expect(
        page.locator('.rslib-star-field').getAttribute('data-active'),
      ).resolves.toBe('false');
      const dot = await starCentre(page, 0);
      await page.mouse.move(dot.x - 40, dot.y);
      await page.mouse.move(dot.x - 20, dot.y);
      await twoFrames(page);
      const transforms = await page
        .locator('.rslib-star')
        .evaluateAll((stars) =>
          stars.map((star) => getComputedStyle(star).transform),
        );
      expect(new Set(transforms)).toEqual(new Set(['none']));
    } finally {
      await page.emulateMedia({reducedMotion: null});
    }
  });
});

/**
 * Cumulative Layout Shift of a cold load (`measureLayoutShift`: CPU slowed 4×
 * as Lighthouse's mobile preset does). The figure is printed.
 */
describe('layout stability', () => {
  it.each([
    ['/', 1280],
    ['/zh/', 1280],
    ['/', 390],
  ] as const)('CLS of %s at %i px is below 0.05', async (route, width) => {
    const measured = await openPage(spec.browser, {
      viewport: {width, height: 800},
    });
    try {
      const {page, context} = measured;
      const cls = await measureLayoutShift(context, page, route);
      console.log(`CLS ${route} @ ${width}px: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(0.05);
      expect(measured.errors).toEqual([]);
    } finally {
      await measured.context.close();
    }
  });
});
