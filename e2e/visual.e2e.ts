/**
 * Visual safety net: screenshots of key views of the production build
 * compared with the PNG baselines in `e2e/visual-baselines/` (pixelmatch; the
 * tolerance and the stabilising steps are in `helpers/visual.ts`). A failure
 * names the view and writes `test-results/visual/<view>.diff.png` and
 * `.actual.png`. Run alone with `npm run test:visual` after `npm run build`;
 * re-record after an intended change with `npm run test:visual -- --update`.
 */
import type {Page} from 'playwright-core';
import {useTrackedPages, visit} from './helpers/browser';
import {waitForSearchAnswer} from './helpers/search';
import {
  injectStableStyle,
  matchBaseline,
  screenshot,
  settle,
  storeTheme,
  trackRequests,
  visualContextOptions,
  type Theme,
} from './helpers/visual';

const pages = useTrackedPages();

type View = {
  /** File name of the baseline, without `.png`: page, locale, theme. */
  readonly name: string;
  readonly path: string;
  readonly theme: Theme;
  /** 390×844 instead of 1280×800. */
  readonly mobile?: boolean;
  /** A missing page: its 404 response is logged by Chromium, as expected. */
  readonly notFound?: boolean;
  /** Brings the view into the state to capture (after the stable stylesheet). */
  readonly act?: (page: Page) => Promise<void>;
};

/** Ctrl+K, types `query`, waits for the full answer. */
const searchFor =
  (query: string) =>
  async (page: Page): Promise<void> => {
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    await input.fill(query);
    await waitForSearchAnswer(page, query);
  };

/** Clicks `toggle` and waits for `panel` to show. */
const openWith =
  (toggle: string, panel: string) =>
  async (page: Page): Promise<void> => {
    await page.locator(toggle).click();
    await page.locator(panel).waitFor({state: 'visible'});
  };

/** Waits for the 404 content in the language of the URL (labels follow it once hydrated). */
const notFoundTitle =
  (title: string) =>
  async (page: Page): Promise<void> => {
    await page
      .locator('main.rslib-not-found h2', {hasText: title})
      .waitFor({timeout: 10_000});
  };

const QUICK_START = '/guide/start/quick-start';

const VIEWS: readonly View[] = [
  {name: 'home-en-light', path: '/', theme: 'light'},
  {name: 'home-en-dark', path: '/', theme: 'dark'},
  {name: 'home-zh-light', path: '/zh/', theme: 'light'},
  {name: 'quick-start-en-light', path: QUICK_START, theme: 'light'},
  {name: 'quick-start-zh-dark', path: `/zh${QUICK_START}`, theme: 'dark'},
  {name: 'config-format-en-light', path: '/config/lib/format', theme: 'light'},
  {name: 'config-format-en-dark', path: '/config/lib/format', theme: 'dark'},
  {
    name: 'search-format-en-light',
    path: '/guide/start/',
    theme: 'light',
    act: searchFor('format'),
  },
  {
    name: 'search-output-format-zh-dark',
    path: '/zh/',
    theme: 'dark',
    act: searchFor('产物格式'),
  },
  {
    name: 'not-found-en-light',
    path: '/does-not-exist',
    theme: 'light',
    notFound: true,
    act: notFoundTitle('PAGE NOT FOUND'),
  },
  {
    name: 'not-found-zh-light',
    path: '/zh/does-not-exist',
    theme: 'light',
    notFound: true,
    act: notFoundTitle('页面未找到'),
  },
  {name: 'mobile-home-en-light', path: '/', theme: 'light', mobile: true},
  {
    name: 'mobile-docs-drawer-en-light',
    path: QUICK_START,
    theme: 'light',
    mobile: true,
    act: openWith('.rslib-navbar__sidebar-toggle', '.navbar-sidebar'),
  },
  {
    name: 'mobile-menu-en-light',
    path: QUICK_START,
    theme: 'light',
    mobile: true,
    act: openWith('.rslib-navbar__hamburger', '.rslib-mobile-menu'),
  },
];

it.each(VIEWS.map((view) => [view.name, view] as const))(
  '%s matches its baseline',
  async (_name, view) => {
    const tracked = await pages.open(
      visualContextOptions(view.theme, view.mobile),
    );
    const {page} = tracked;
    await storeTheme(page, view.theme);
    const inFlight = trackRequests(page);
    const status = await visit(page, view.path);
    expect(status).toBe(view.notFound ? 404 : 200);
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(
      view.theme,
    );
    if (view.act) {
      await injectStableStyle(page);
      await view.act(page);
    }
    await settle(page, inFlight);
    if (view.notFound) {
      // Chromium logs the page's own 404 response; nothing else may be logged.
      const rest = tracked.errors.filter(
        (error) => !/status of 404/.test(error),
      );
      tracked.errors.splice(0, tracked.errors.length, ...rest);
    }
    await matchBaseline(view.name, await screenshot(page));
  },
);
