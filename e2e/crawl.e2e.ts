/**
 * The crawl, in two passes.
 *
 * Without a browser, every page of the build: each page the sitemap lists
 * (both locales) and each page of the older docs versions (`/0.x/`,
 * `/zh/0.x/`, `noindex`, hence not in the sitemap), fetched from the server
 * and read with an HTML parser, as a crawler or a reader without JavaScript
 * gets it:
 * - it answers 200 (no redirect) with the host's Content-Security-Policy
 *   header;
 * - `<html lang>` is the locale's; a current documentation route has its own
 *   title ("<front matter title> - Rslib"); an older version's page is
 *   `noindex`;
 * - it already holds its main text (static generation);
 * - every link inside the article to another page of the site names a page
 *   the build has (or a file it wrote);
 * - a Chinese doc page is mostly Chinese prose, holds none of the site's
 *   English UI labels and its article links stay under `/zh/`.
 *
 * In Chromium, a sample of the pages of each locale, each visited ONCE with
 * every check above made again after hydration, and those only a browser
 * can make: the page hydrates without console errors, uncaught exceptions,
 * failed requests to the site's own origin or a single violation of the
 * policy (inline code is allowed by hash only: an inline script or style the
 * build emits without its hash, or a dependency that evaluates strings, shows
 * up here), and axe-core finds no serious or critical violation (in the whole
 * document on the first page of each section, in the article elsewhere).
 * The sample is the first page of each section plus the fewest pages that
 * together use every element and class name any page of the locale uses
 * (`coveringSample`): every component, code-token colour and piece of markup
 * a page can show is rendered, hydrated and checked by axe at least once,
 * without visiting the hundreds of other pages built from the same parts
 * (what differs from page to page is the text, which the first pass reads on
 * every page).
 *
 * Each test reports every failing page with its problems, so one run shows
 * them all.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {DOC_ROUTES} from '@site/test/docRoutes';
import {launchBrowser, openPage, type TrackedPage} from './helpers/browser';
import {BASE_URL, ROOT} from './helpers/server';
import {AXE_SOURCE, seriousViolations} from './helpers/axe';
import {HTML_LANG, LOCALES, docTitle, type Locale} from './helpers/docs';
import {
  coveringSample,
  readBuiltPage,
  type BuiltPage,
} from './helpers/builtPage';
import {parseVersionsJson} from '@site/src/features/versions/build/versions';

const SITE = 'https://rslib.rs';
const BUILD = path.join(ROOT, 'build');
const paths = Array.from(
  readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(
    /<loc>([^<]+)<\/loc>/g,
  ),
  (match) => match[1].replace(SITE, '') || '/',
);
const known = new Set(paths.map((p) => p.replace(/\/$/, '') || '/'));

/** Whether the build has a page at `pathname` (`<path>/index.html` or `<path>.html`). */
const built = (pathname: string): boolean =>
  existsSync(path.join(BUILD, pathname, 'index.html')) ||
  existsSync(path.join(BUILD, `${pathname.replace(/\/$/, '')}.html`));

/** Names of the older docs versions (versions.json). */
const OLD_VERSIONS = parseVersionsJson(
  readFileSync(path.join(ROOT, 'versions.json'), 'utf8'),
);
/** Every page of the older versions, both locales: the doc routes each version has. */
const oldVersionPaths = OLD_VERSIONS.flatMap((version) =>
  DOC_ROUTES.flatMap(({route}) => [
    `/${version}${route}`,
    `/zh/${version}${route}`,
  ]),
).filter(built);
const isOldVersion = (pathname: string): boolean =>
  OLD_VERSIONS.some(
    (version) =>
      pathname.startsWith(`/${version}/`) ||
      pathname.startsWith(`/zh/${version}/`),
  );
/** The doc route of a page of an older version (`/0.x/guide/…` → `/guide/…`), or the route itself. */
const currentRouteOf = (route: string): string => {
  const version = OLD_VERSIONS.find((name) => route.startsWith(`/${name}/`));
  return version ? route.slice(version.length + 1) : route;
};

/** A page's section: its first path segment, after the locale's (`/guide`, `/zh/config`, `/0.x`, `/blog`). */
const sectionOf = (pathname: string): string =>
  pathname
    .split('/')
    .slice(0, pathname.startsWith('/zh/') ? 3 : 2)
    .join('/');

/** Every page of the build, in the sitemap's order, the older versions last. */
const allPaths = [...paths, ...oldVersionPaths];

/**
 * The first page of each section. axe checks these pages' whole document,
 * and the article only on the other pages of the sample: the navbar,
 * sidebar, TOC and footer around it are the same components as on their
 * section's first page, and contrast is computed for every sidebar link.
 */
const WHOLE_PAGE_AXE = new Set(
  allPaths.filter(
    (pathname, index, all) =>
      all.findIndex((other) => sectionOf(other) === sectionOf(pathname)) ===
      index,
  ),
);

/** Tabs crawling side by side (`E2E_CRAWL_TABS`, default 2: this machine has 2 cores). */
const TABS = Number(process.env.E2E_CRAWL_TABS ?? 2);

const localeOf = (pathname: string): Locale =>
  pathname === '/zh' || pathname.startsWith('/zh/') ? 'zh' : 'en';
const routeOf = (pathname: string): string =>
  localeOf(pathname) === 'zh' ? pathname.slice(3) || '/' : pathname;
const DOC_ROUTE_SET = new Set(DOC_ROUTES.map(({route}) => route));

/** The site's English UI labels, none of which a Chinese page may hold. */
const ENGLISH_LABELS = [
  'ON THIS PAGE',
  'Previous Page',
  'Next Page',
  'Edit this page on GitHub',
  'Last Updated',
  'Search Docs',
];

/** Whether a site link names a page of the build or a file it wrote. */
function linkResolves(href: string): boolean {
  let target: string;
  try {
    target = decodeURIComponent(href.split('#')[0].split('?')[0]);
  } catch {
    return false; // a malformed escape (`%zz`) is reported as a broken link
  }
  const clean = target.replace(/\/$/, '') || '/';
  return (
    known.has(clean) || built(clean) || existsSync(path.join(BUILD, target))
  );
}

/**
 * The problems of a page's markup (as served, or as hydrated): language,
 * title, robots, main text, article links, and for a Chinese doc page its
 * prose and labels. Empty when it passes.
 */
function markupProblems(pathname: string, page: BuiltPage): string[] {
  const problems: string[] = [];
  const locale = localeOf(pathname);
  const route = routeOf(pathname);
  const docRoute = currentRouteOf(route);
  if (page.lang !== HTML_LANG[locale])
    problems.push(`<html lang="${page.lang}">`);
  // Titles are compared for the current docs (an older version may have renamed a page).
  if (DOC_ROUTE_SET.has(route)) {
    const expected = `${docTitle(route, locale)} - Rslib`;
    if (page.title !== expected)
      problems.push(`title "${page.title}", expected "${expected}"`);
  }
  if (isOldVersion(pathname) !== /\bnoindex\b/.test(page.robots ?? ''))
    problems.push(`robots "${page.robots}"`);
  // The search page fills itself in; the home pages and the blog's
  // archive/author/tag lists are short by nature (the tag list holds one tag).
  const short =
    route === '/' || /\/blog\/(archive|authors|tags)\/?$/.test(route);
  if (!/\/search$/.test(route) && page.mainText.length <= (short ? 0 : 200))
    problems.push(`main text of ${page.mainText.length} characters`);
  problems.push(
    ...page.articleLinks
      .filter((href) => !linkResolves(href))
      .map((href) => `broken link ${href}`),
  );
  if (locale === 'zh' && DOC_ROUTE_SET.has(docRoute)) {
    const cjkChars = (page.prose.match(/[\u4e00-\u9fff]/g) ?? []).length;
    const latinWords = (page.prose.match(/[A-Za-z]{2,}/g) ?? []).length;
    if (cjkChars <= latinWords)
      problems.push(
        `mostly Latin prose (${cjkChars} CJK characters, ${latinWords} Latin words)`,
      );
    problems.push(
      ...ENGLISH_LABELS.filter((label) =>
        page.labelText.includes(label.toLowerCase()),
      ).map((label) => `English label "${label}"`),
      ...page.articleLinks
        .filter((href) => !href.startsWith('/zh/') && !href.startsWith('/img/'))
        .map((href) => `link outside /zh/: ${href}`),
    );
  }
  return problems;
}

/** The problems of a response's status and headers. */
function responseProblems(
  pathname: string,
  status: number | undefined,
  headers: Record<string, string>,
  finalUrl: string,
): string[] {
  const problems: string[] = [];
  if (status !== 200) problems.push(`status ${status}`);
  if (new URL(finalUrl).pathname !== pathname)
    problems.push(`redirected to ${finalUrl}`);
  if (
    !/script-src 'self' 'sha256-/.test(headers['content-security-policy'] ?? '')
  )
    problems.push('no Content-Security-Policy header with script hashes');
  return problems;
}

/** A page as the server sends it: its problems without a browser, and what it is made of. */
type Served = {readonly problems: string[]; readonly page: BuiltPage};

/** Fetches and reads every page of `list`, a few at a time. */
async function fetchAll(list: readonly string[]): Promise<Map<string, Served>> {
  const served = new Map<string, Served>();
  const queue = [...list];
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await fetch(`${BASE_URL}${next}`, {
          redirect: 'manual',
        });
        const page = readBuiltPage(await response.text());
        served.set(next, {
          page,
          problems: [
            ...responseProblems(
              next,
              response.status,
              {
                'content-security-policy':
                  response.headers.get('content-security-policy') ?? '',
              },
              `${BASE_URL}${next}`,
            ),
            ...markupProblems(next, page),
          ],
        });
      }
    }),
  );
  return served;
}

/** A crawling tab: a tracked page whose failed own-origin requests are collected. */
type Tab = TrackedPage & {readonly failed: string[]};

async function openTab(browser: Browser): Promise<Tab> {
  const tracked = await openPage(browser);
  const failed: string[] = [];
  await tracked.context.addInitScript({content: AXE_SOURCE});
  await tracked.context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations =
      violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
  tracked.page.on('requestfailed', (request) => {
    // ERR_ABORTED is a prefetch cancelled by the next navigation, not a failure of the site.
    const error = request.failure()?.errorText ?? '';
    if (request.url().startsWith(BASE_URL) && !error.includes('ERR_ABORTED'))
      failed.push(`request failed: ${request.url()} ${error}`);
  });
  tracked.page.on('response', (response) => {
    if (response.url().startsWith(BASE_URL) && response.status() >= 400)
      failed.push(`request failed: ${response.url()} ${response.status()}`);
  });
  return {...tracked, failed};
}

/** Every browser check of one page; returns its problems (empty when it passes). */
async function checkPage(tab: Tab, pathname: string): Promise<string[]> {
  const response = await tab.page.goto(`${BASE_URL}${pathname}`, {
    waitUntil: 'load',
  });
  const problems = responseProblems(
    pathname,
    response?.status(),
    response?.headers() ?? {},
    tab.page.url(),
  );
  await tab.page.waitForSelector('html[data-has-hydrated="true"]', {
    timeout: 15_000,
  });
  const [html, violations] = await tab.page.evaluate(
    () =>
      [
        document.documentElement.outerHTML,
        (window as unknown as {__cspViolations: string[]}).__cspViolations,
      ] as const,
  );
  problems.push(
    ...violations.map((v) => `CSP violation: ${v}`),
    ...markupProblems(pathname, readBuiltPage(`<!DOCTYPE html>${html}`)),
    ...(
      await seriousViolations(
        tab.page,
        WHOLE_PAGE_AXE.has(pathname) ||
          (await tab.page.locator('article').count()) === 0
          ? undefined
          : 'article',
      )
    ).map((line) => `axe ${line}`),
    ...tab.errors.splice(0),
    ...tab.failed.splice(0),
  );
  return problems;
}

/**
 * Visits `list` with `TABS` tabs side by side.
 * @returns the problems of each failing page, by path
 */
async function crawl(
  browser: Browser,
  list: readonly string[],
): Promise<Record<string, string[]>> {
  const queue = [...list];
  const failures: Record<string, string[]> = {};
  await Promise.all(
    Array.from({length: Math.min(TABS, list.length)}, async () => {
      const tab = await openTab(browser);
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          const problems = await checkPage(tab, next);
          if (problems.length > 0) failures[next] = problems;
        } catch (error) {
          failures[next] = [String(error)];
        }
      }
      // Requests still in flight when the tab's last page was checked.
      await tab.page.waitForLoadState('networkidle');
      const late = [...tab.errors.splice(0), ...tab.failed.splice(0)];
      if (late.length > 0) failures['(after the last page)'] = late;
      await tab.context.close();
    }),
  );
  return failures;
}

/** The problems of each failing page of `list`, by path. */
const failing = (
  served: ReadonlyMap<string, Served>,
  list: readonly string[],
): Record<string, string[]> =>
  Object.fromEntries(
    list
      .map(
        (pathname) =>
          [
            pathname,
            served.get(pathname)?.problems ?? ['not fetched'],
          ] as const,
      )
      .filter(([, problems]) => problems.length > 0),
  );

/** The pages of a locale the browser visits (see the header). */
const browserSample = (
  served: ReadonlyMap<string, Served>,
  locale: Locale,
): string[] => {
  const mine = allPaths.filter((pathname) => localeOf(pathname) === locale);
  return coveringSample(
    new Map(
      mine.map((pathname) => [pathname, served.get(pathname)!.page.features]),
    ),
    mine.filter((pathname) => WHOLE_PAGE_AXE.has(pathname)),
  );
};

let browser: Browser;
let served: Map<string, Served>;
beforeAll(async () => {
  [browser, served] = await Promise.all([launchBrowser(), fetchAll(allPaths)]);
}, 5 * 60_000);
afterAll(async () => {
  await browser.close();
});

it('covers both locales and every documentation route', () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths.filter((p) => p.startsWith('/zh/')).length).toBeGreaterThan(50);
  const missing = DOC_ROUTES.flatMap(({route}) => [route, `/zh${route}`])
    .map((p) => p.replace(/\/$/, '') || '/')
    .filter((p) => !known.has(p));
  expect(missing).toEqual([]);
});

it('covers the older docs versions, both locales, none of them in the sitemap', () => {
  expect(OLD_VERSIONS.length).toBeGreaterThan(0);
  for (const version of OLD_VERSIONS) {
    const mine = oldVersionPaths.filter((p) => p.includes(`/${version}/`));
    expect(mine.filter((p) => p.startsWith('/zh/')).length).toBeGreaterThan(50);
    expect(mine.filter((p) => !p.startsWith('/zh/')).length).toBeGreaterThan(
      50,
    );
  }
  expect(paths.filter(isOldVersion)).toEqual([]);
});

it.each([
  ['English', paths.filter((p) => localeOf(p) === 'en')],
  ['Chinese', paths.filter((p) => localeOf(p) === 'zh')],
  ['older-version', oldVersionPaths],
])('every %s page passes every check without a browser', (_group, list) => {
  expect(failing(served, list)).toEqual({});
});

it('chooses the browser sample by greedy set cover (known answer)', () => {
  const features = new Map([
    ['/a', new Set(['x', 'y'])],
    ['/b', new Set(['y', 'z'])],
    ['/c', new Set(['z'])],
    ['/d', new Set(['x', 'y', 'z'])],
  ]);
  expect(coveringSample(features)).toEqual(['/d']);
  // After `/c`, `/a` and `/d` each add x and y: the earlier page wins.
  expect(coveringSample(features, ['/c'])).toEqual(['/c', '/a']);
});

it.each(LOCALES)(
  'the browser sample of the %s pages covers every section and every element and class name, in far fewer pages',
  (locale) => {
    const sample = browserSample(served, locale);
    const mine = allPaths.filter((pathname) => localeOf(pathname) === locale);
    const used = new Set(
      mine.flatMap((p) => [...served.get(p)!.page.features]),
    );
    const covered = new Set(
      sample.flatMap((p) => [...served.get(p)!.page.features]),
    );
    expect([...used].filter((feature) => !covered.has(feature))).toEqual([]);
    expect(sample.filter(isOldVersion).length).toBeGreaterThan(0);
    expect(sample.length).toBeLessThan(mine.length / 3);
  },
);

it.each(LOCALES)(
  'every page of the %s browser sample passes every per-page check',
  async (locale) => {
    expect(await crawl(browser, browserSample(served, locale))).toEqual({});
  },
  20 * 60_000,
);

it.each(['/this/page/does-not-exist', '/zh/this/page/does-not-exist'])(
  'the unknown path %s answers 404 with the not-found page',
  async (pathname) => {
    const response = await fetch(`${BASE_URL}${pathname}`);
    expect(response.status).toBe(404);
    expect(readBuiltPage(await response.text()).features).toContain('.navbar');
  },
);
