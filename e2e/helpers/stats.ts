/**
 * Cost counters of a browser spec, for finding where the suite's time goes:
 * with `E2E_STATS=<file>` set, every spec file appends one JSON line to
 * `<file>`: its name, wall time (ms), Chromium launches and connections,
 * browser contexts, pages, `goto`/`reload`/`goBack` calls and full document
 * loads (every navigation request of a frame's top document, redirects and
 * full loads started by a click included). Without the variable nothing is
 * patched. Loaded by jest.e2e.config.ts (`setupFilesAfterEnv`), so it patches
 * the playwright-core instance of the spec's own module registry.
 */
import {appendFileSync} from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';

const file = process.env.E2E_STATS;

if (file) {
  const counts = {
    launches: 0,
    connects: 0,
    contexts: 0,
    pages: 0,
    gotos: 0,
    documentLoads: 0,
  };
  const started = Date.now();
  const patched = new WeakSet<object>();

  const watchPage = (page: Page): void => {
    const proto = Object.getPrototypeOf(page) as Record<string, unknown>;
    if (patched.has(proto)) return;
    patched.add(proto);
    for (const name of ['goto', 'reload', 'goBack', 'goForward']) {
      const original = proto[name] as (...args: unknown[]) => unknown;
      proto[name] = function (this: Page, ...args: unknown[]) {
        counts.gotos += 1;
        return original.apply(this, args);
      };
    }
  };
  const watchContext = (context: BrowserContext): void => {
    counts.contexts += 1;
    context.on('page', (page) => {
      counts.pages += 1;
      watchPage(page);
    });
    context.on('request', (request) => {
      if (!request.isNavigationRequest()) return;
      let topLevel = true;
      try {
        topLevel = request.frame().parentFrame() === null;
      } catch {
        // A popup's first request comes before its frame exists: a top document.
      }
      if (topLevel) counts.documentLoads += 1;
    });
  };
  const watchBrowser = (browser: Browser): Browser => {
    const proto = Object.getPrototypeOf(browser) as Record<string, unknown>;
    if (!patched.has(proto)) {
      patched.add(proto);
      const original = proto.newContext as (
        ...args: unknown[]
      ) => Promise<BrowserContext>;
      proto.newContext = async function (this: Browser, ...args: unknown[]) {
        const context = await original.apply(this, args);
        watchContext(context);
        return context;
      };
    }
    return browser;
  };

  const launch = chromium.launch.bind(chromium);
  chromium.launch = async (...args) => {
    counts.launches += 1;
    return watchBrowser(await launch(...args));
  };
  const connect = chromium.connect.bind(chromium) as (
    ...args: unknown[]
  ) => Promise<Browser>;
  (chromium as unknown as {connect: typeof connect}).connect = async (
    ...args
  ) => {
    counts.connects += 1;
    return watchBrowser(await connect(...args));
  };

  afterAll(() => {
    const spec = path.basename(expect.getState().testPath ?? 'unknown');
    appendFileSync(
      file,
      `${JSON.stringify({spec, ms: Date.now() - started, ...counts})}\n`,
    );
  });
}
