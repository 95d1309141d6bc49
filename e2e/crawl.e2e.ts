/**
 * The crawl: every page of both locales listed in `sitemap.xml`, visited ONCE
 * in Chromium, with every per-page check made on that one visit (the specs
 * that need a particular page state check it elsewhere):
 * - it answers 200 with the host's Content-Security-Policy header, hydrates
 *   without console errors, uncaught exceptions, failed requests to the
 *   site's own origin or a single violation of the policy (inline code is
 *   allowed by hash only: an inline script or style the build emits without
 *   its hash, or a dependency that evaluates strings, shows up here);
 * - `<html lang>` is the locale's; a documentation route has its own title
 *   ("<front matter title> - Rslib");
 * - a Chinese page is mostly Chinese prose, shows none of the site's English
 *   UI labels and its article links stay under `/zh/`;
 * - every link inside the article to another page of the site names a page
 *   the sitemap lists (or a file the build wrote);
 * - axe-core finds no serious or critical violation (in the whole document
 *   on the first page of each section, in the article elsewhere);
 * - fetched without JavaScript, the page already holds its main text (static
 *   generation).
 * Pages are visited by a few tabs side by side; each test reports every
 * failing page with its problems, so one run shows them all.
 *
 * Older docs versions (`/0.x/`, `/zh/0.x/`) are `noindex`, hence not in the
 * sitemap: every one of their pages is fetched without JavaScript (status,
 * `noindex`, main text, article links that resolve), and a sample of them
 * gets every browser check above (their components are the current docs'
 * own, so what the browser adds is the same on every page).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {DOC_ROUTES} from '@site/test/docRoutes';
import {launchBrowser, openPage, type TrackedPage} from './helpers/browser';
import {BASE_URL, ROOT} from './helpers/server';
import {AXE_SOURCE, seriousViolations} from './helpers/axe';
import {HTML_LANG, docTitle, type Locale} from './helpers/docs';
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
/** Pages of each older version given every browser check, in both locales. */
const OLD_VERSION_SAMPLE = [
  '/guide/start/quick-start',
  '/guide/basic/cli',
  '/config/lib/dts',
  '/config/lib/experiments',
  '/api/javascript-api/core',
];
const oldVersionSample = OLD_VERSIONS.flatMap((version) =>
  OLD_VERSION_SAMPLE.flatMap((route) => [
    `/${version}${route}`,
    `/zh/${version}${route}`,
  ]),
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

/**
 * Pages whose whole document axe checks: the first page crawled of each
 * section (and, in `checkPage`, every page without an article: home, lists).
 * On the other pages it checks the article only: the navbar, sidebar, TOC
 * and footer around it are the same components as on their section's first
 * page, and checking them again on every page made axe the largest part of
 * the crawl's time (contrast is computed for every sidebar link).
 */
const WHOLE_PAGE_AXE = new Set(
  [...paths, ...oldVersionSample].filter(
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

/** What a page reports about itself, read in the page after hydration. */
type PageReport = {
  title: string;
  lang: string | null;
  violations: string[];
  internalLinks: string[];
  cjkChars: number;
  latinWords: number;
  englishLabels: string[];
  linksOutsideLocale: string[];
};

/**
 * Runs in the page (serialized: everything it needs is inside): the CSP
 * violations recorded by the init script, the article's site links, and the
 * language measures of its prose (code excluded).
 */
function readReport(): PageReport {
  const article = document.querySelector('article');
  const clone = article?.cloneNode(true) as HTMLElement | undefined;
  clone?.querySelectorAll('pre, code, .tabs').forEach((node) => node.remove());
  const prose = clone?.textContent ?? '';
  // The site's English UI labels, none of which a Chinese page may show.
  const labels = [
    'ON THIS PAGE',
    'Previous Page',
    'Next Page',
    'Edit this page on GitHub',
    'Last Updated',
    'Search Docs',
  ];
  const visible = `${document.body.innerText}\n${Array.from(
    document.querySelectorAll('[placeholder],[aria-label]'),
  )
    .map(
      (node) =>
        `${node.getAttribute('placeholder') ?? ''} ${node.getAttribute('aria-label') ?? ''}`,
    )
    .join('\n')}`.toLowerCase();
  const siteLinks = Array.from(
    article?.querySelectorAll<HTMLAnchorElement>('a[href^="/"]') ?? [],
  ).map((link) => link.getAttribute('href') ?? '');
  return {
    title: document.title,
    lang: document.documentElement.getAttribute('lang'),
    violations: (window as unknown as {__cspViolations: string[]})
      .__cspViolations,
    internalLinks: siteLinks,
    cjkChars: (prose.match(/[\u4e00-\u9fff]/g) ?? []).length,
    latinWords: (prose.match(/[A-Za-z]{2,}/g) ?? []).length,
    englishLabels: labels.filter((label) =>
      visible.includes(label.toLowerCase()),
    ),
    linksOutsideLocale: siteLinks.filter(
      (href) => !href.startsWith('/zh/') && !href.startsWith('/img/'),
    ),
  };
}

/** Whether a site link names a page of the sitemap or a file of the build. */
function linkResolves(href: string): boolean {
  const target = href.split('#')[0].split('?')[0];
  const clean = target.replace(/\/$/, '') || '/';
  return (
    known.has(clean) ||
    existsSync(path.join(BUILD, decodeURIComponent(target))) ||
    existsSync(path.join(BUILD, `${decodeURIComponent(clean)}.html`))
  );
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

/** Every check of one page; returns its problems (empty when it passes). */
async function checkPage(tab: Tab, pathname: string): Promise<string[]> {
  const problems: string[] = [];
  const response = await tab.page.goto(`${BASE_URL}${pathname}`, {
    waitUntil: 'load',
  });
  if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
  if (new URL(tab.page.url()).pathname !== pathname)
    problems.push(`redirected to ${tab.page.url()}`);
  if (
    !/script-src 'self' 'sha256-/.test(
      response?.headers()['content-security-policy'] ?? '',
    )
  )
    problems.push('no Content-Security-Policy header with script hashes');
  await tab.page.waitForSelector('html[data-has-hydrated="true"]', {
    timeout: 15_000,
  });
  const report = await tab.page.evaluate(readReport);
  const locale = localeOf(pathname);
  const route = routeOf(pathname);
  problems.push(...report.violations.map((v) => `CSP violation: ${v}`));
  if (report.lang !== HTML_LANG[locale])
    problems.push(`<html lang="${report.lang}">`);
  const docRoute = currentRouteOf(route);
  // Titles are compared for the current docs (an older version may have renamed a page).
  if (DOC_ROUTE_SET.has(route)) {
    const expected = `${docTitle(route, locale)} - Rslib`;
    if (report.title !== expected)
      problems.push(`title "${report.title}", expected "${expected}"`);
  }
  problems.push(
    ...report.internalLinks
      .filter((href) => !linkResolves(href))
      .map((href) => `broken link ${href}`),
  );
  if (locale === 'zh' && DOC_ROUTE_SET.has(docRoute)) {
    if (report.cjkChars <= report.latinWords)
      problems.push(
        `mostly Latin prose (${report.cjkChars} CJK characters, ${report.latinWords} Latin words)`,
      );
    problems.push(
      ...report.englishLabels.map((label) => `English label "${label}"`),
      ...report.linksOutsideLocale.map((href) => `link outside /zh/: ${href}`),
    );
  }
  problems.push(
    ...(
      await seriousViolations(
        tab.page,
        WHOLE_PAGE_AXE.has(pathname) ||
          (await tab.page.locator('article').count()) === 0
          ? undefined
          : 'article',
      )
    ).map((line) => `axe ${line}`),
  );
  problems.push(...tab.errors.splice(0), ...tab.failed.splice(0));
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
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

it('covers the older docs versions, both locales', () => {
  expect(OLD_VERSIONS.length).toBeGreaterThan(0);
  for (const version of OLD_VERSIONS) {
    const mine = oldVersionPaths.filter((p) => p.includes(`/${version}/`));
    expect(mine.filter((p) => p.startsWith('/zh/')).length).toBeGreaterThan(50);
    expect(mine.filter((p) => !p.startsWith('/zh/')).length).toBeGreaterThan(
      50,
    );
  }
  expect(oldVersionSample.filter((p) => !built(p))).toEqual([]);
  expect(
    paths.filter((p) => OLD_VERSIONS.some((v) => p.includes(`/${v}/`))),
  ).toEqual([]);
});

it.each([
  ['English', paths.filter((p) => localeOf(p) === 'en')],
  ['Chinese', paths.filter((p) => localeOf(p) === 'zh')],
  ['older-version sample', oldVersionSample],
])(
  'every %s page passes every per-page check',
  async (_locale, list) => {
    expect(await crawl(browser, list)).toEqual({});
  },
  20 * 60_000,
);

it.each(paths.filter((p) => !/^(\/zh)?\/search$/.test(p)))(
  '%s has its main text without JavaScript',
  async (pathname) => {
    const response = await fetch(`${BASE_URL}${pathname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = html.match(/<(article|main)[\s\S]*<\/\1>/)?.[0] ?? '';
    const text = main
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    // The home pages and the blog's archive/author/tag lists are short by nature.
    const short =
      pathname === '/' ||
      pathname === '/zh/' ||
      /\/blog\/(archive|authors|tags)\/?$/.test(pathname);
    expect(text.length).toBeGreaterThan(short ? 20 : 200);
  },
);

it.each(oldVersionPaths)(
  '%s (older version) answers noindex, with its main text and working article links',
  async (pathname) => {
    const response = await fetch(`${BASE_URL}${pathname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?noindex/);
    const article = html.match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
    const text = article
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text.length).toBeGreaterThan(200);
    const links = Array.from(
      article.matchAll(/<a [^>]*href="(\/[^"]*)"/g),
      (match) => match[1].replace(/&amp;/g, '&'),
    );
    expect(links.filter((href) => !linkResolves(href))).toEqual([]);
  },
);

it.each(['/this/page/does-not-exist', '/zh/this/page/does-not-exist'])(
  'the unknown path %s answers 404 with the not-found page',
  async (pathname) => {
    const response = await fetch(`${BASE_URL}${pathname}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<nav[^>]*class="[^"]*navbar/);
  },
);
