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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS});
}

/** A page plus the problems it reported. */
export type TrackedPage = {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[];
};

/**
 * Opens a fresh context and page that collects console errors and page errors.
 * Requests to hosts other than 127.0.0.1 are aborted (the machine has no
 * network); those aborts are not counted as errors.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: {width: 1280, height: 800},
    ...options,
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
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
  return {page, context, errors};
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

/** Options of `useTrackedPage`. */
export type TrackedPageOptions = {
  /** A new context (empty storage) for every test instead of one page for the whole file. */
  readonly fresh?: boolean;
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
  beforeAll(async () => {
    holder.browser = await launchBrowser();
    if (!options.fresh) holder.tracked = await openPage(holder.browser);
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  if (options.fresh) {
    beforeEach(async () => {
      holder.tracked = await openPage(holder.browser);
    });
  }
  afterEach(async () => {
    const errors = takeErrors(holder.tracked, options.ignore);
    if (options.fresh) await holder.tracked.context.close();
    expect(errors).toEqual([]);
  });
  return holder;
}

/**
 * Like `useTrackedPage` for specs that need several pages with their own
 * context options (viewport, color scheme, browser language): `open()` makes
 * one; after each test all of them are closed and must have logged no error.
 */
export function useTrackedPages(): {
  open: (options?: BrowserContextOptions) => Promise<TrackedPage>;
} {
  let browser: Browser | undefined;
  const opened: TrackedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const errors = opened.flatMap((tracked) => takeErrors(tracked));
    await Promise.all(
      opened.splice(0).map((tracked) => tracked.context.close()),
    );
    expect(errors).toEqual([]);
  });
  return {
    async open(options = {}) {
      if (!browser)
        throw new Error('useTrackedPages: open() called before beforeAll ran');
      const tracked = await openPage(browser, options);
      opened.push(tracked);
      return tracked;
    },
  };
}
