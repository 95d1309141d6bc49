/**
 * Chromium for browser tests: Debian's /usr/bin/chromium driven by
 * playwright-core (never a downloaded browser). Pages opened with `openPage`
 * record console errors and uncaught exceptions so a test can assert none.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import {BASE_URL} from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Options of the Chromium every spec uses (`chromium.launch` / `launchServer`). */
export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: LAUNCH_ARGS,
};

/**
 * A Chromium for a spec file. During a jest run, `globalSetup` starts one
 * Chromium for the whole run (its address in `E2E_BROWSER_WS`) and this
 * connects to it: about a second less per spec file than launching one, and
 * every spec still gets its own contexts. `close()` on the result closes the
 * contexts this connection made and disconnects; the shared Chromium stays up.
 * Outside jest (or if the shared Chromium cannot be reached, with a warning on
 * stderr) a private Chromium is launched and `close()` ends it.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  if (endpoint) {
    try {
      return await chromium.connect(endpoint, {timeout: 15_000});
    } catch (error) {
      process.stderr.write(
        `launchBrowser: the shared Chromium at ${endpoint} did not answer (${String(error)}); launching a private one.\n`,
      );
    }
  }
  return chromium.launch(LAUNCH_OPTIONS);
}

/** A page plus the problems it reported. */
export type TrackedPage = {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[];
};

/** What a tab of an existing context can emulate on its own (page-level settings). */
export type TabOptions = {
  /** Default 1280×800. */
  readonly viewport?: {readonly width: number; readonly height: number};
  readonly colorScheme?: 'light' | 'dark';
  readonly reducedMotion?: 'reduce' | 'no-preference';
};

const DEFAULT_VIEWPORT = {width: 1280, height: 800};

/**
 * `E2E_STRESS_CPU=<rate>`: every tracked page runs its CPU `rate` times
 * slower (Chromium's CPU throttling), to find tests that depend on how fast
 * the machine is: run a spec with it (e.g. 6) and fix what fails.
 */
const STRESS_CPU_RATE = Number(process.env.E2E_STRESS_CPU ?? 1);

/**
 * Opens a tracked page in `context`: console errors and uncaught exceptions
 * are collected in `errors`; `options` are applied to this page only.
 */
export async function openTab(
  context: BrowserContext,
  options: TabOptions = {},
): Promise<TrackedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/Failed to load resource: net::ERR_FAILED/.test(message.text())
    ) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  if (STRESS_CPU_RATE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: STRESS_CPU_RATE});
  }
  if (options.viewport) await page.setViewportSize(options.viewport);
  if (options.colorScheme || options.reducedMotion) {
    await page.emulateMedia({
      ...(options.colorScheme ? {colorScheme: options.colorScheme} : {}),
      ...(options.reducedMotion ? {reducedMotion: options.reducedMotion} : {}),
    });
  }
  return {page, context, errors};
}

/**
 * A new browser context (empty storage, cold HTTP cache) for browser tests:
 * 1280×800 unless `options` say otherwise; requests to hosts other than
 * 127.0.0.1 are aborted (the machine has no network), and those aborts are
 * not counted as errors.
 */
export async function newSiteContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: DEFAULT_VIEWPORT,
    ...options,
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return context;
}

/**
 * Opens a fresh context and page that collects console errors and page errors
 * (see `newSiteContext` and `openTab`).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  return openTab(await newSiteContext(browser, options));
}

/**
 * Empties what the site stored in `context` (cookies, local and session
 * storage, IndexedDB, Cache Storage, service workers) and revokes granted
 * permissions; the HTTP cache stays, so the next page loads as a returning
 * reader's would, with an empty storage. Goes through `page` (a tab of that
 * context that has not loaded the site yet, e.g. a new one) with Chromium's
 * `Storage.clearDataForOrigin`.
 */
export async function clearSiteData(
  context: BrowserContext,
  page: Page,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: BASE_URL,
    storageTypes:
      'cookies,local_storage,session_storage,indexeddb,cache_storage,service_workers',
  });
  await cdp.detach();
  await context.clearCookies();
  await context.clearPermissions();
}

/**
 * Navigates to a site path and waits until React has hydrated
 * (`html[data-has-hydrated="true"]`).
 * @returns the HTTP status of the document
 */
export async function visit(page: Page, pathname: string): Promise<number> {
  const response = await page.goto(`${BASE_URL}${pathname}`, {
    waitUntil: 'load',
  });
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    timeout: 15_000,
  });
  return response?.status() ?? 0;
}

/**
 * Switches the page's emulated system colour scheme and waits until the site
 * shows that theme (`data-theme`) and no CSS transition is still running, so
 * that what is read next (colours, axe's contrast) is the final state.
 */
export async function switchColorScheme(
  page: Page,
  scheme: 'light' | 'dark',
): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await page.waitForFunction(
    (expected) =>
      document.documentElement.getAttribute('data-theme') === expected &&
      document
        .getAnimations()
        .every(
          (animation) =>
            !(animation instanceof CSSTransition) ||
            animation.playState !== 'running',
        ),
    scheme,
  );
}

/**
 * `visit`, unless the page already shows `pathname` (same path and query, the
 * hash aside, hydrated): for tests that only read a page another test of the
 * same group has loaded, so the group loads it once.
 */
export async function arriveAt(page: Page, pathname: string): Promise<void> {
  const here = new URL(page.url());
  const there = new URL(`${BASE_URL}${pathname}`);
  const same =
    here.origin === there.origin &&
    here.pathname === there.pathname &&
    here.search === there.search;
  const hydrated =
    same &&
    (await page
      .evaluate(() => document.documentElement.dataset.hasHydrated === 'true')
      .catch(() => false));
  if (!hydrated) await visit(page, pathname);
}

/** Options of `useTrackedPage`. */
export type TrackedPageOptions = {
  /**
   * Every test starts with an empty storage on a new page instead of sharing
   * one page for the whole file: `true`, a new context per test (cold HTTP
   * cache); `'tab'`, a new tab of one context kept for the file, whose site
   * data is cleared before each test (`clearSiteData`; the HTTP cache stays
   * warm, about half a second less per test). With `'tab'`, context-wide
   * changes a test makes (`context.addInitScript`, `context.route`) would
   * reach the next tests: make them on the page instead.
   */
  readonly fresh?: boolean | 'tab';
  /** Errors that are expected in this spec (e.g. the 404 status of a not-found page). */
  readonly ignore?: RegExp;
};

/** Errors of a tracked page minus the expected ones; the list is emptied. */
function takeErrors(tracked: TrackedPage, ignore?: RegExp): string[] {
  return tracked.errors.splice(0).filter((error) => !ignore?.test(error));
}

/**
 * Registers the usual lifecycle of a browser spec: one Chromium for the whole
 * file and one tracked page (for the file, or for each test with `fresh`),
 * closed afterwards, and after each test an assertion that the page logged no
 * console error or uncaught exception (the list is emptied first, so one
 * failure does not cascade into the next tests).
 *
 * @returns a holder whose `browser` and `tracked` are set once the hooks ran
 */
export function useTrackedPage(options: TrackedPageOptions = {}): {
  browser: Browser;
  tracked: TrackedPage;
} {
  const holder = {} as {browser: Browser; tracked: TrackedPage};
  let shared: BrowserContext | undefined;
  let used = false;
  beforeAll(async () => {
    holder.browser = await launchBrowser();
    if (!options.fresh) holder.tracked = await openPage(holder.browser);
    if (options.fresh === 'tab') shared = await newSiteContext(holder.browser);
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  if (options.fresh) {
    beforeEach(async () => {
      if (shared) {
        holder.tracked = await openTab(shared);
        if (used) await clearSiteData(shared, holder.tracked.page);
        used = true;
      } else {
        holder.tracked = await openPage(holder.browser);
      }
    });
  }
  afterEach(async () => {
    const errors = takeErrors(holder.tracked, options.ignore);
    if (options.fresh === 'tab') await holder.tracked.page.close();
    else if (options.fresh) await holder.tracked.context.close();
    expect(errors).toEqual([]);
  });
  return holder;
}

/**
 * Like `useTrackedPage` for specs that need several pages with their own
 * settings: `open()` makes a page in a new context (any context option:
 * viewport, color scheme, browser language, user agent); `tab()` a page in a
 * context kept for the whole file (page-level settings only, see
 * `TabOptions`; site data cleared before the test's first tab, HTTP cache
 * warm, so about half a second less than `open()`; context-wide changes such
 * as `context.addInitScript` would reach later tests: make them on the page).
 * `page()` hands out the file's one reusable tab of that context instead of
 * a new one (see `page` below). After each test all of them must have logged
 * no error; tabs and contexts are closed, the reusable tab is kept.
 */
export function useTrackedPages(
  options: {
    /** Errors that are expected in this spec (e.g. the 404 status of a not-found page). */
    readonly ignore?: RegExp;
  } = {},
): {
  open: (options?: BrowserContextOptions) => Promise<TrackedPage>;
  tab: (options?: TabOptions) => Promise<TrackedPage>;
  /**
   * The file's reusable tab of the shared context, as a new tab would be:
   * moved off the site (to its logo image, a same-origin document without
   * scripts), the site data cleared as for the test's first tab, the routes
   * of earlier tests removed and `options` (or a new tab's defaults) applied. A new tab starts a new
   * renderer process, whose first page compiles every script again: on a
   * busy machine the reused tab loads the next page in a third of the time.
   * For tests that add no init script to the page (it would reach the next
   * tests: use `tab()`). The same page for every call of a test.
   */
  page: (options?: TabOptions) => Promise<TrackedPage>;
} {
  let browser: Browser | undefined;
  let shared: BrowserContext | undefined;
  let sharedDirty = false;
  /** The test asked for its first tab or page already (its site data is cleared). */
  let started = false;
  const opened: TrackedPage[] = [];
  const tabs: TrackedPage[] = [];
  let reusable: TrackedPage | undefined;
  /** Handed out in this test (`page()`). */
  let reusableInUse = false;
  /** Handed out in an earlier test: reset before the next one gets it. */
  let reusableUsed = false;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const errors = [
      ...opened,
      ...tabs,
      ...(reusable && reusableInUse ? [reusable] : []),
    ].flatMap((tracked) => takeErrors(tracked, options.ignore));
    started = false;
    reusableInUse = false;
    await Promise.all([
      ...opened.splice(0).map((tracked) => tracked.context.close()),
      ...tabs.splice(0).map((tracked) => tracked.page.close()),
    ]);
    expect(errors).toEqual([]);
  });
  const ready = (): Browser => {
    if (!browser)
      throw new Error('useTrackedPages: a page was asked before beforeAll ran');
    return browser;
  };
  return {
    async open(contextOptions = {}) {
      const tracked = await openPage(ready(), contextOptions);
      opened.push(tracked);
      return tracked;
    },
    async tab(tabOptions = {}) {
      shared ??= await newSiteContext(ready());
      const tracked = await openTab(shared, tabOptions);
      // Once per test: the first tab of a test starts from an empty storage.
      if (!started && sharedDirty) await clearSiteData(shared, tracked.page);
      started = true;
      sharedDirty = true;
      tabs.push(tracked);
      return tracked;
    },
    async page(tabOptions = {}) {
      shared ??= await newSiteContext(ready());
      if (reusableInUse && reusable) return reusable;
      if (!reusable) {
        reusable = await openTab(shared);
      } else if (reusableUsed) {
        // Leave the site (its scripts may not write the storage once it is
        // cleared) for a same-origin document without scripts: the renderer
        // process, and what it compiled, stays.
        await reusable.page.unrouteAll({behavior: 'ignoreErrors'});
        await reusable.page.goto(`${BASE_URL}/img/logo.png`);
        // What the previous test's page logged after its end, as a closed tab would.
        reusable.errors.splice(0);
      }
      await reusable.page.setViewportSize(
        tabOptions.viewport ?? DEFAULT_VIEWPORT,
      );
      await reusable.page.emulateMedia({
        colorScheme: tabOptions.colorScheme ?? 'light',
        reducedMotion: tabOptions.reducedMotion ?? 'no-preference',
      });
      if (!started && sharedDirty) await clearSiteData(shared, reusable.page);
      started = true;
      sharedDirty = true;
      reusableInUse = true;
      reusableUsed = true;
      return reusable;
    },
  };
}

/**
 * One page for a group of tests (call inside `describe`): a new context with
 * `options`, opened and prepared by `setup` (typically a `visit`) before the
 * group's first test, closed after its last; after each test of the group the
 * page must have logged no error (minus `ignore`). For tests that each read
 * or exercise a part of the same loaded page, so that the page loads once for
 * the group: each test leaves the page as it found it (closes what it opened,
 * scrolls back), or comes last.
 */
export function useGroupPage(
  setup: (page: Page) => Promise<unknown>,
  options: BrowserContextOptions & {readonly ignore?: RegExp} = {},
): {tracked: TrackedPage} {
  const {ignore, ...contextOptions} = options;
  const holder = {} as {tracked: TrackedPage};
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    holder.tracked = await openPage(browser, contextOptions);
    await setup(holder.tracked.page);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    expect(takeErrors(holder.tracked, ignore)).toEqual([]);
  });
  return holder;
}
