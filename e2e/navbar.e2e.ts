/**
 * Navbar and global layout in the built site (top navigation, vendor tools
 * menu, announcement bar, mobile menu, scroll-to-top, theme switch, scroll
 * surface, sidebar drawer), at 1280 px (desktop) and 800 px (mobile layout,
 * ≤ 1024 px); the logo and favicon images at 412 px, Lighthouse's phone. Every test starts with an empty storage (the spec's reused
 * tab or a new tab of one context whose site data is cleared before each
 * test); the tests that only open and close things on a freshly loaded page
 * share one visit per width.
 */
import type {Page} from 'playwright-core';
import {
  arriveAt,
  useGroupPage,
  useTrackedPages,
  visit,
  type TabOptions,
  type TrackedPage,
} from './helpers/browser';

const THEME_KEY = 'rspress-theme-appearance';
const ANNOUNCEMENT_KEY = 'rslib-announcement-quick-start';
const DOC = '/guide/start/quick-start';
const WHITE = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(11, 12, 14)'; // #0b0c0e
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

const pages = useTrackedPages();

/**
 * A page with an empty storage, `width` px wide, light system theme unless
 * `options` say otherwise: the spec's reused tab (`pages.page()`), or with
 * `newTab` a new tab (a second tab, or a test that adds an init script).
 */
async function open(
  width: number,
  {newTab = false, ...options}: TabOptions & {newTab?: boolean} = {},
): Promise<TrackedPage> {
  const tabOptions = {
    viewport: {width, height: 800},
    colorScheme: 'light' as const,
    ...options,
  };
  return newTab ? pages.tab(tabOptions) : pages.page(tabOptions);
}

const htmlState = (page: Page) =>
  page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** Waits until the navbar's background colour is `colour` (it may be in a transition). */
const navBackgroundBecomes = (page: Page, colour: string) =>
  page.waitForFunction(
    (expected) =>
      getComputedStyle(document.querySelector('nav.navbar')!)
        .backgroundColor === expected,
    colour,
  );

/** Scrolls to the top and waits until the page is there and the navbar says so. */
async function scrolledToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  await page.waitForSelector('nav.navbar.rslib-navbar--transparent');
}

/** The theme switch: in the navbar on desktop, in the full-screen menu on mobile (opened here). */
async function themeSwitch(page: Page, width: number) {
  if (width > 1024) {
    return page.locator('.navbar__items--right > .rslib-theme-switch');
  }
  if (!(await page.locator('.rslib-mobile-menu').isVisible())) {
    await page.locator('.rslib-navbar__hamburger').click();
  }
  return page.locator('.rslib-mobile-menu .rslib-theme-switch');
}

describe.each([1280, 800])('at %p px', (width) => {
  describe('one visit of the quick start', () => {
    const group = useGroupPage((page) => visit(page, DOC), {
      viewport: {width, height: 800},
      colorScheme: 'light',
    });

    it('the tools menu opens below the grid icon with every link in a new tab', async () => {
      const {page} = group.tracked;
      await arriveAt(page, DOC);
      await scrolledToTop(page);
      const panel = page.locator('.rslib-tools-menu__panel');
      await expect(panel.isVisible()).resolves.toBe(false);
      await page.getByRole('button', {name: 'Related tools'}).hover();
      await panel.waitFor({state: 'visible'});

      const header = page.locator('.rslib-tools-menu__header');
      await expect(header.getAttribute('href')).resolves.toBe(
        'https://github.com/web-infra-dev',
      );
      const links = await panel.locator('a').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      );
      expect(links).toHaveLength(7);
      for (const link of links) {
        expect(link.target).toBe('_blank');
        expect(link.rel).toBe('noopener noreferrer');
      }
      await expect(
        panel.locator('.rslib-tools-menu__link').allTextContents(),
      ).resolves.toEqual([
        'RspackA fast Rust-based JavaScript bundler(opens in a new tab)',
        'RsbuildThe Rspack-powered build tool(opens in a new tab)',
        'RspressStatic site generator based on Rsbuild(opens in a new tab)',
        'RslibLibrary development tool based on Rsbuild(opens in a new tab)',
        'RsdoctorA one-stop build analyzer(opens in a new tab)',
        'awesome-rspackA curated list of Rspack resources(opens in a new tab)',
      ]);
      expect(links[1].href).toBe('https://rspack.rs/');

      // Below-left of the icon.
      const icon = await page
        .getByRole('button', {name: 'Related tools'})
        .boundingBox();
      const box = await panel.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(icon!.y + icon!.height);
      expect(Math.abs(box!.x - icon!.x)).toBeLessThanOrEqual(1);

      await page.keyboard.press('Escape');
      await panel.waitFor({state: 'hidden'});
    });

    it('the navbar is transparent at 0 px and solid from 100 px (checked at 150 px)', async () => {
      const {page} = group.tracked;
      await arriveAt(page, DOC);
      await scrolledToTop(page);
      const nav = page.locator('nav.navbar');
      await expect(nav.getAttribute('class')).resolves.toContain(
        'rslib-navbar--transparent',
      );
      // A background transition may still run after the previous test scrolled back up.
      await navBackgroundBecomes(page, TRANSPARENT);

      await page.evaluate(() => window.scrollTo(0, 150));
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(150);
      await page.waitForSelector('nav.navbar.rslib-navbar--solid');
      await navBackgroundBecomes(page, WHITE);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector('nav.navbar.rslib-navbar--transparent');
      await navBackgroundBecomes(page, TRANSPARENT);
    });

    it('the scroll-to-top button appears once scrolled and brings the page back to the top', async () => {
      const {page} = group.tracked;
      await arriveAt(page, DOC);
      await scrolledToTop(page);
      const button = page.locator('.rslib-scroll-to-top');
      await expect(button.getAttribute('class')).resolves.not.toContain(
        'rslib-scroll-to-top--visible',
      );
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForSelector('.rslib-scroll-to-top--visible');
      await button.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await page.waitForSelector(
        '.rslib-scroll-to-top:not(.rslib-scroll-to-top--visible)',
        {state: 'attached'},
      );
    });

    // The mobile layout's menus, on the same page (each closes what it
    // opened; the drawer test, which leaves the page, comes last).
    if (width === 800) {
      it('hides the bar items behind the hamburger; the full-screen menu holds them and closes on navigation', async () => {
        const {page} = group.tracked;
        await arriveAt(page, DOC);
        await scrolledToTop(page);
        await expect(
          page
            .locator('.navbar__items--right > a.navbar__link')
            .first()
            .isVisible(),
        ).resolves.toBe(false);
        await expect(
          page
            .locator('.navbar__items--right > .rslib-theme-switch')
            .isVisible(),
        ).resolves.toBe(false);
        const hamburger = page.locator('.rslib-navbar__hamburger');
        await expect(hamburger.getAttribute('aria-label')).resolves.toBe(
          'Open menu',
        );
        await hamburger.click();

        const menu = page.locator('.rslib-mobile-menu');
        await menu.waitFor({state: 'visible'});
        await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe(
          'true',
        );
        await expect(hamburger.getAttribute('aria-label')).resolves.toBe(
          'Close menu',
        );
        await expect(
          menu.locator('> ul > li > a.menu__link').allTextContents(),
        ).resolves.toEqual(['Guide', 'Config', 'API', 'Blog']);
        await menu.getByText('Languages', {exact: true}).click();
        await expect(
          menu.locator('a[lang]').allTextContents(),
        ).resolves.toEqual(['English', '简体中文']);
        await expect(
          menu.locator('.rslib-theme-switch').isVisible(),
        ).resolves.toBe(true);
        await expect(menu.locator('.rslib-social-link').count()).resolves.toBe(
          3,
        );
        // Full screen: from the navbar's bottom edge to the bottom of the window, full width.
        const box = await menu.boundingBox();
        const nav = await page.locator('nav.navbar').boundingBox();
        expect(box).toMatchObject({x: 0, width: 800});
        expect(Math.round(box!.y)).toBe(Math.round(nav!.y + nav!.height));
        expect(Math.round(box!.y + box!.height)).toBe(800);

        await menu.locator('a.menu__link', {hasText: 'Config'}).click();
        await page.waitForURL((url) => url.pathname === '/config/');
        await menu.waitFor({state: 'detached'});
        await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe(
          'false',
        );

        // Also closes on a route change it did not start (browser back).
        await hamburger.click();
        await menu.waitFor({state: 'visible'});
        await page.goBack();
        await page.waitForURL((url) => url.pathname === DOC);
        await menu.waitFor({state: 'detached'});
      });

      it('the full-screen menu closes when the window grows to 768 px or more', async () => {
        const {page} = group.tracked;
        await arriveAt(page, DOC);
        // From 700 px (the group's page is 800 px wide, where it ends again).
        await page.setViewportSize({width: 700, height: 800});
        await page.locator('.rslib-navbar__hamburger').click();
        const menu = page.locator('.rslib-mobile-menu');
        await menu.waitFor({state: 'visible'});
        await page.setViewportSize({width: 760, height: 800});
        await expect(menu.isVisible()).resolves.toBe(true);
        await page.setViewportSize({width: 800, height: 800});
        await menu.waitFor({state: 'detached'});
      });

      // Last of the group: it leaves the page.
      it('the docs sidebar drawer opens, closes on backdrop click and on navigation', async () => {
        const {page} = group.tracked;
        await arriveAt(page, DOC);
        const toggle = page.locator('.rslib-navbar__sidebar-toggle');
        await expect(toggle.getAttribute('aria-label')).resolves.toBe(
          'Open sidebar',
        );
        await toggle.click();
        await page.waitForSelector('nav.navbar-sidebar--show');
        const drawer = page.locator('.navbar-sidebar');
        await expect(
          drawer.getByRole('link', {name: 'Glossary', exact: true}).isVisible(),
        ).resolves.toBe(true);

        await page.mouse.click(780, 400); // the backdrop, right of the 83vw drawer
        await page.waitForSelector('nav.navbar:not(.navbar-sidebar--show)');

        await toggle.click();
        await page.waitForSelector('nav.navbar-sidebar--show');
        await drawer.getByRole('link', {name: 'Glossary', exact: true}).click();
        await page.waitForURL(
          (url) => url.pathname === '/guide/start/glossary',
        );
        await page.waitForSelector('nav.navbar:not(.navbar-sidebar--show)');
      });
    }
  });

  // One visit and one reload for both the announcement bar and the theme:
  // each has its own storage key and leaves the other alone.
  it('the announcement bar starts visible and stays closed after a reload; the theme switch sets html.dark and the storage key, survives reload and client navigation', async () => {
    const {page} = await open(width);
    await visit(page, DOC);
    const bar = page.locator('.rslib-announcement');
    await expect(bar.isVisible()).resolves.toBe(true);
    await expect(
      page.locator('.rslib-announcement__link').textContent(),
    ).resolves.toBe(
      'New to Rslib? Build your first library with the Quick Start guide',
    );
    await expect(
      page.locator('.rslib-announcement__link').getAttribute('href'),
    ).resolves.toBe('/guide/start/quick-start');
    await expect(htmlState(page)).resolves.toEqual({
      dark: false,
      theme: 'light',
      background: WHITE,
    });
    await expect(stored(page, THEME_KEY)).resolves.toBeNull();

    await page.getByRole('button', {name: 'Close announcement'}).click();
    await bar.waitFor({state: 'detached'});
    await expect(stored(page, ANNOUNCEMENT_KEY)).resolves.toBe('true');

    const toggle = await themeSwitch(page, width);
    await expect(toggle.getAttribute('aria-label')).resolves.toBe(
      'Switch to dark mode',
    );
    await toggle.click();
    await page.waitForFunction(() =>
      document.documentElement.classList.contains('dark'),
    );
    await expect(htmlState(page)).resolves.toEqual({
      dark: true,
      theme: 'dark',
      background: DARK_BG,
    });
    await expect(stored(page, THEME_KEY)).resolves.toBe('dark');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe(
      'Switch to light mode',
    );

    await page.reload({waitUntil: 'load'});
    await expect(
      page.getAttribute('html', 'data-rslib-announcement-dismissed'),
    ).resolves.toBe('true');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(bar.count()).resolves.toBe(0);
    await expect(htmlState(page)).resolves.toEqual({
      dark: true,
      theme: 'dark',
      background: DARK_BG,
    });

    // Docusaurus rewrites <html class> on navigation; the dark class must stay.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.navbar__inner a.navbar__brand').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(htmlState(page)).resolves.toMatchObject({
      dark: true,
      theme: 'dark',
    });

    const again = await themeSwitch(page, width);
    await again.click();
    await page.waitForFunction(
      () => !document.documentElement.classList.contains('dark'),
    );
    await expect(htmlState(page)).resolves.toEqual({
      dark: false,
      theme: 'light',
      background: WHITE,
    });
    await expect(stored(page, THEME_KEY)).resolves.toBe('light');
  });

  it('a second tab follows the theme switch', async () => {
    const first = await open(width);
    // A second tab of the same browser profile (context), errors checked as the first's.
    const {page: second} = await open(width, {newTab: true});
    await visit(first.page, DOC);
    await visit(second, '/config/');

    // The second page stays a background tab: poll on a timer there, requestAnimationFrame is paused.
    await first.page.bringToFront();
    await (await themeSwitch(first.page, width)).click();
    await second.waitForFunction(
      () => document.documentElement.classList.contains('dark'),
      undefined,
      {polling: 50},
    );
    await expect(htmlState(second)).resolves.toEqual({
      dark: true,
      theme: 'dark',
      background: DARK_BG,
    });
    // Reading its switch may open its menu (mobile layout): a click, made in the front tab.
    await second.bringToFront();
    await expect(
      (await themeSwitch(second, width)).getAttribute('aria-label'),
    ).resolves.toBe('Switch to light mode');

    await first.page.bringToFront();
    await (await themeSwitch(first.page, width)).click();
    await second.waitForFunction(
      () => !document.documentElement.classList.contains('dark'),
      undefined,
      {polling: 50},
    );
  });

  it('garbage in storage falls back to auto, following the system theme', async () => {
    const {page} = await open(width, {colorScheme: 'dark', newTab: true});
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, '{"not":"a theme"}'),
      THEME_KEY,
    );
    await visit(page, DOC);
    await expect(htmlState(page)).resolves.toEqual({
      dark: true,
      theme: 'dark',
      background: DARK_BG,
    });
    await expect(page.getAttribute('html', 'data-theme-choice')).resolves.toBe(
      'system',
    );
    await page.emulateMedia({colorScheme: 'light'});
    await page.waitForFunction(
      () => !document.documentElement.classList.contains('dark'),
    );
    await expect(htmlState(page)).resolves.toEqual({
      dark: false,
      theme: 'light',
      background: WHITE,
    });
  });

  it('blocked localStorage: the page renders, the theme is auto and switching still works', async () => {
    const tracked = await open(width, {colorScheme: 'dark', newTab: true});
    const {page} = tracked;
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(page, DOC);
    await expect(
      page.locator('article h1').first().textContent(),
    ).resolves.toBe('Quick Start');
    await expect(htmlState(page)).resolves.toMatchObject({
      dark: true,
      theme: 'dark',
    });
    await (await themeSwitch(page, width)).click();
    await page.waitForFunction(
      () => !document.documentElement.classList.contains('dark'),
    );
    // Docusaurus itself reports unavailable storage once (console.error); that message is expected.
    tracked.errors.splice(
      0,
      tracked.errors.length,
      ...tracked.errors.filter(
        (error) => !/browser storage is not available/i.test(error),
      ),
    );
  });
});

describe('at 1280 px (desktop)', () => {
  it('shows Guide, Config, API, Blog (active one highlighted), the language menu, no version menu, three social links', async () => {
    const {page} = await open(1280);
    await visit(page, '/config/lib/format');
    const right = page.locator('.navbar__items--right');
    await expect(
      right.locator('> a.navbar__link').allTextContents(),
    ).resolves.toEqual(['Guide', 'Config', 'API', 'Blog']);
    await expect(
      right.locator('> a.navbar__link--active').allTextContents(),
    ).resolves.toEqual(['Config']);
    // Two locales → a language menu; one docs version → no version menu.
    await expect(right.locator('.dropdown a[lang]').count()).resolves.toBe(2);
    await expect(
      page
        .locator('nav .navbar__item')
        .filter({hasText: /^Next$|^current$/i})
        .count(),
    ).resolves.toBe(0);
    await expect(
      right
        .locator('.rslib-social-link')
        .evaluateAll((links) =>
          links.map((a) => [
            a.getAttribute('aria-label'),
            a.getAttribute('href'),
            a.getAttribute('target'),
          ]),
        ),
    ).resolves.toEqual([
      [
        'GitHub (opens in a new tab)',
        'https://github.com/web-infra-dev/rslib',
        '_blank',
      ],
      ['X (opens in a new tab)', 'https://twitter.com/rspack_dev', '_blank'],
      [
        'Discord (opens in a new tab)',
        'https://discord.gg/XsaKEEk4mW',
        '_blank',
      ],
    ]);
    await expect(page.locator('.rslib-social-more').count()).resolves.toBe(0);
    await expect(
      page.locator('.rslib-navbar__hamburger').isVisible(),
    ).resolves.toBe(false);
    await expect(
      page.locator('.rslib-navbar__sidebar-toggle').isVisible(),
    ).resolves.toBe(false);
  });
});

describe("Docusaurus's ?docusaurus-theme query", () => {
  it('forces the theme for that page view without storing it', async () => {
    const {page} = await open(1280);
    await visit(page, `${DOC}?docusaurus-theme=dark`);
    await expect(htmlState(page)).resolves.toEqual({
      dark: true,
      theme: 'dark',
      background: DARK_BG,
    });
    await expect(stored(page, THEME_KEY)).resolves.toBeNull();
    await visit(page, DOC);
    await expect(htmlState(page)).resolves.toMatchObject({
      dark: false,
      theme: 'light',
    });
  });
});

describe('Chinese pages at 1280 px', () => {
  it('localize the announcement, the labels and the tools menu entries', async () => {
    const {page} = await open(1280);
    await visit(page, '/zh/guide/start/');
    await expect(
      page.locator('.rslib-announcement__link').textContent(),
    ).resolves.toBe('初次使用 Rslib？跟随快速上手指南构建你的第一个库');
    await expect(
      page.locator('.rslib-announcement__link').getAttribute('href'),
    ).resolves.toBe('/zh/guide/start/quick-start');
    await expect(
      page
        .locator('.navbar__items--right > .rslib-theme-switch')
        .getAttribute('aria-label'),
    ).resolves.toBe('切换到深色模式');
    await expect(
      page.locator('.navbar__items--right > a.navbar__link').allTextContents(),
    ).resolves.toEqual(['指南', '配置', 'API', '博客']);
    await expect(
      page
        .locator('.navbar__items--right > a.navbar__link--active')
        .allTextContents(),
    ).resolves.toEqual(['指南']);

    await page.getByRole('button', {name: '相关工具'}).hover();
    const panel = page.locator('.rslib-tools-menu__panel');
    await panel.waitFor({state: 'visible'});
    const first = panel.locator('.rslib-tools-menu__link').first();
    await expect(first.getAttribute('href')).resolves.toBe(
      'https://rspack.rs/zh/',
    );
    await expect(first.textContent()).resolves.toContain(
      '基于 Rust 编写的高性能 JavaScript 打包工具',
    );
  });
});

describe('at 412 px (a phone, as Lighthouse measures)', () => {
  it('a doc page draws the navbar logo and the favicon from one PNG and requests no SVG image', async () => {
    // A new context: nothing cached from earlier tests hides a request.
    const {page} = await pages.open({viewport: {width: 412, height: 823}});
    const svgRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.pathname.endsWith('.svg'))
        svgRequests.push(`${request.resourceType()} ${url.pathname}`);
    });
    await visit(page, DOC);
    await page.waitForLoadState('networkidle');
    await expect(
      page.locator('link[rel="icon"]').getAttribute('href'),
    ).resolves.toBe('/img/logo.png');
    // The themed logo: after hydration, the current theme's variant only.
    await expect(
      page
        .locator('.navbar__brand img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.map((image) => [
            image.getAttribute('src'),
            image.naturalWidth,
          ]),
        ),
    ).resolves.toEqual([['/img/logo.png', 96]]);
    expect(svgRequests).toEqual([]);
  });
});
