/**
 * Benchmark (`npm run bench`; never part of `npm test`: timings are noisy on 2 cores).
 *
 * Measures, on the production build served by `scripts/serve.ts` with gzip
 * (as hosts serve it; Lighthouse also without compression, for reference):
 * - cold production build of both locales (median of 3 runs, caches cleared),
 *   an incremental rebuild after editing one doc, pages built per second;
 * - first-visit JS+CSS bytes (raw and gzip) of the home page and doc pages;
 * - Lighthouse 12 (simulated throttling; median of 5, 3 uncompressed) on the
 *   home page and four doc pages, mobile and desktop: category scores, FCP,
 *   LCP, TBT, CLS, main-thread work and DOM size; Chinese pages with a
 *   Chinese browser language (no first-visit redirect);
 * - with a 4× slower CPU and a 150 ms / 1.6 Mbps network: Ctrl+K to a focused
 *   search input (pressed at load, and once idle), and the first search of a
 *   visit ('format', '产物格式'): time to the first hit and bytes transferred;
 * - search index bytes per locale and file;
 * - search quality: hit@1 / hit@3 of the query table of
 *   `e2e/helpers/searchQuality.ts` (misses listed).
 * Writes `bench/results.json` and prints a table with the targets.
 * `--quick`: one cold build and one Lighthouse run per page and profile.
 * `--skip-build`: measure the build already in `build/`.
 * `--compare <label>=<dir>` (repeatable): the build folder of another site
 *   (e.g. the original Rspress site or today's rslib.rs, rebuilt outside this
 *   repository), served the same way and measured in the same run, in turns
 *   (`scripts/lib/compareRounds.ts`): first-visit bytes and Lighthouse mobile
 *   (main-thread work by category, the five costliest scripts, TBT, LCP) of
 *   the same pages, with the ratio this site / that site (median of the
 *   per-round ratios), and how much content each site's page holds (text
 *   characters and elements, `scripts/lib/contentSize.ts`): main-thread work
 *   grows with it. `--rounds N`: runs per page and site (default 5).
 *   `--pages-only` measures only that comparison. `--pages /a,/b`: compare
 *   these pages instead. `--variants`: the compared folders are builds of this
 *   site (each with one workaround removed), so their first visit is counted
 *   up to hydration as this site's is. `--runs-log <file>`: every comparison
 *   run appended to `<file>` as it finishes (JSON lines).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchBrowser, CHROMIUM_PATH} from '../e2e/helpers/browser';
import type {Browser} from 'playwright-core';
import {measureFirstVisit, type PageBytes} from '../e2e/helpers/bytes';
import {startServer, stopServer} from '../e2e/helpers/server';
import {measureCtrlK, measureFirstSearch} from './lib/benchInteractions';
import {askSearchModal} from '../e2e/helpers/searchQuality';
import {printSearchQuality} from './bench-search';
import {scoreSearchQuality} from './lib/searchQuality';
import {
  compareSchedule,
  medianOf,
  pairedRatio,
  rangeText,
} from './lib/compareRounds';
import {USAGE_EXIT_CODE, parseScriptArgs} from './lib/cliArgs';
import {measureContent, type ContentSize} from './lib/contentSize';
import {filesUnder} from '../src/common/build/files';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const DOCUSAURUS = path.join(
  ROOT,
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
);
const PORT = 3190;
/** The same build without compression, for the uncompressed Lighthouse figures. */
const PLAIN_PORT = 3191;

const HOME = '/';
/** Doc pages measured: a guide, the heaviest reference pages, and a Chinese page. */
const DOC_PAGES = [
  '/guide/start/quick-start',
  '/config/lib/dts',
  '/api/javascript-api/core',
  '/zh/guide/start/quick-start',
];
/**
 * Pages compared with other sites (`--compare`): routes every site has. The
 * table gives each page's content size, since the same route can hold far
 * more here than on another site; module federation is the guide whose
 * content is closest to the original site's (text characters counted by
 * `measureContent`).
 */
const COMPARED_PAGES = [
  '/guide/start/quick-start',
  '/config/lib/dts',
  '/guide/basic/cli',
  '/guide/advanced/module-federation',
  '/zh/guide/start/quick-start',
];
const langOf = (pathname: string) =>
  pathname.startsWith('/zh/') ? 'zh-CN' : undefined;
/** The command line; each option is described in this file's docstring. */
const USAGE = `Usage: npm run bench [-- [--quick] [--skip-build] [--compare <label>=<dir>]... [--rounds N]
  [--pages-only] [--pages /a,/b] [--variants] [--runs-log <file>]]`;
const {values: options} = parseScriptArgs(
  {
    args: process.argv.slice(2),
    options: {
      quick: {type: 'boolean', default: false},
      'skip-build': {type: 'boolean', default: false},
      'pages-only': {type: 'boolean', default: false},
      rounds: {type: 'string'},
      variants: {type: 'boolean', default: false},
      pages: {type: 'string', default: ''},
      'runs-log': {type: 'string', default: ''},
      compare: {type: 'string', multiple: true, default: []},
    },
  },
  USAGE,
);
const quick = options.quick;
const skipBuild = options['skip-build'];
const pagesOnly = options['pages-only'];
/** `--rounds N`: Lighthouse runs per page and site in the comparison (default 5; 1 with `--quick`). */
const compareRounds = Number(options.rounds ?? (quick ? 1 : 5));
if (!Number.isInteger(compareRounds) || compareRounds < 1) {
  console.error(
    `--rounds takes a whole number of runs, not "${options.rounds}".\n\n${USAGE}`,
  );
  process.exit(USAGE_EXIT_CODE);
}
/**
 * `--variants`: the `--compare` folders are builds of this site (variants of
 * it, e.g. with one workaround removed), measured as Docusaurus pages (first
 * visit up to hydration).
 */
const variants = options.variants;
/** `--pages /a,/b`: the compared pages instead of the home page and `COMPARED_PAGES`. */
const comparedPages = options.pages
  ? options.pages.split(',')
  : [HOME, ...COMPARED_PAGES];
/** `--runs-log <file>`: each comparison run appended to `<file>` as a JSON line. */
const runsLog = options['runs-log'];
/** `--compare label=dir` pairs (a bare dir is labelled with its parent folder's name). */
const compared = options.compare.map((value) => {
  const [label, dir] = value.includes('=')
    ? (value.split('=', 2) as [string, string])
    : [path.basename(path.dirname(path.resolve(value))), value];
  return {label, dir: path.resolve(dir)};
});

/** The median of runs that all exist (`medianOf`, which says which middle value). */
const median = (values: number[]) => medianOf(values) as number;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function timedBuild(): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('docusaurus build failed');
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function clearCaches(): void {
  execFileSync(process.execPath, [DOCUSAURUS, 'clear'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  rmSync(path.join(ROOT, 'node_modules', '.cache'), {
    recursive: true,
    force: true,
  });
}

function countPages(dir: string): number {
  return filesUnder(dir, (file) => file.endsWith('.html')).length;
}

/** Bytes of each search index file per locale: `{en: {'search-index-titles.json': {raw, gzip}}}`. */
function searchIndexBytes(): Record<
  string,
  Record<string, {raw: number; gzip: number}>
> {
  const result: Record<
    string,
    Record<string, {raw: number; gzip: number}>
  > = {};
  for (const [locale, dir] of [
    ['en', BUILD],
    ['zh', path.join(BUILD, 'zh')],
  ] as const) {
    result[locale] = Object.fromEntries(
      readdirSync(dir)
        .filter((file) => /^search-index.*\.json$/.test(file))
        .sort()
        .map((file) => {
          const body = readFileSync(path.join(dir, file));
          return [
            file,
            {raw: body.length, gzip: gzipSync(body, {level: 9}).length},
          ];
        }),
    );
  }
  return result;
}

type LighthouseResult = Record<string, number | string | string[]>;

/** A Lighthouse summary: per-metric medians, plus the breakdown of the median run. */
type LighthouseMedian = Record<string, number> & {
  /** Main-thread work by category of the run with the median main-thread time, ms. */
  readonly breakdown?: Record<string, number>;
  /** Its five costliest scripts. */
  readonly topScripts?: {url: string; totalMs: number}[];
};

/** Per-metric median of several Lighthouse runs; null when every run failed. */
function medianRun(
  runs: readonly (LighthouseResult | null)[],
): LighthouseMedian | null {
  const ok = runs.filter((run): run is LighthouseResult => run !== null);
  if (ok.length === 0) return null;
  const keys = Object.keys(ok[0]).filter(
    (key) => typeof ok[0][key] === 'number',
  );
  const medians = Object.fromEntries(
    keys.map((key) => [key, median(ok.map((run) => run[key] as number))]),
  );
  const typical = [...ok].sort(
    (a, b) => (a.mainThreadMs as number) - (b.mainThreadMs as number),
  )[Math.floor(ok.length / 2)] as unknown as {
    mainThreadByCategory?: Record<string, number>;
    topScripts?: {url: string; totalMs: number}[];
  };
  return Object.assign(medians, {
    breakdown: typical.mainThreadByCategory,
    topScripts: typical.topScripts,
  });
}

/** `runs` Lighthouse runs of one page and profile, summarized by `medianRun`. */
function lighthouseMedian(
  url: string,
  formFactor: 'mobile' | 'desktop',
  runs: number,
  lang?: string,
): LighthouseMedian | null {
  const results: (LighthouseResult | null)[] = [];
  for (let i = 0; i < runs; i++)
    results.push(runLighthouse(url, formFactor, lang));
  return medianRun(results);
}

/** One Lighthouse run in a plain Node child process (see scripts/lighthouse-run.mjs); null when it fails. */
function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  lang?: string,
): LighthouseResult | null {
  const result = spawnSync(
    process.execPath,
    [
      path.join(__dirname, 'lighthouse-run.mjs'),
      url,
      formFactor,
      ...(lang ? [lang] : []),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, CHROMIUM_PATH},
    },
  );
  if (result.status !== 0) {
    console.warn(
      `lighthouse ${url} ${formFactor} failed: ${result.stderr.split('\n')[0]}`,
    );
    return null;
  }
  return JSON.parse(
    result.stdout.trim().split('\n').pop() ?? 'null',
  ) as LighthouseResult;
}

/**
 * HTTP status of `url`. Tried twice: a kept-alive connection the server closed
 * while Lighthouse ran (minutes) fails the first request with "other side
 * closed".
 */
async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return (await fetch(url)).status;
  }
}

/** One site's figures for one page: first-visit bytes and Lighthouse mobile. */
type PageFigures = {
  readonly bytes: PageBytes | null;
  readonly mobile: LighthouseMedian | null;
  /** In a comparison: main-thread ms of each round, null where the run failed. */
  readonly mainThreadRunsMs?: (number | null)[];
  /** In a comparison: the content the served page holds (`measureContent`). */
  readonly content?: ContentSize | null;
};

/** Content size of the page at `url` as served (JavaScript off), null without a title. */
async function contentOf(
  browser: Browser,
  url: string,
): Promise<ContentSize | null> {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await page.evaluate(
      measureContent,
      await page.evaluateHandle(() => document),
    );
  } finally {
    await context.close();
  }
}

/**
 * First-visit bytes of one compared page (`measureFirstVisit`), or null when
 * the measurement saw no script or stylesheet at all: every compared site
 * loads some, so an empty list means the visit went wrong (it happens now
 * and then for a peer's page), and reporting it as 0 KB would give a ratio of
 * Infinity. Tries twice, then logs the page and gives null ("—" in the table).
 */
async function firstVisitOf(
  browser: Browser,
  label: string,
  pathname: string,
  base: string,
  docusaurus: boolean,
): Promise<PageBytes | null> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const measured = await measureFirstVisit(
      browser,
      pathname,
      base,
      docusaurus ? undefined : null,
    );
    if (measured.assets.length > 0) return measured;
  }
  console.warn(
    `first visit of ${label} ${pathname}: no script or stylesheet seen twice; left out`,
  );
  return null;
}

/**
 * This site against each `--compare` site, page by page, in the same run.
 * All sites are served at once and measured in turns (`compareSchedule`:
 * round by round, every site once per page), so a slower stretch of this
 * machine falls on all of them alike. Prints a table per page: Lighthouse
 * mobile medians (score, TBT, LCP, main-thread work and its categories, the
 * costliest script), the range of the main-thread runs, first-visit gzip
 * bytes, the content a doc page holds (text characters / elements, measured
 * once per site and page with JavaScript off), and this site ÷ that site as
 * the median of the per-round ratios (main thread, TBT) and the ratios of
 * bytes and content text. A page a site does not have (not 200) is left out
 * for that site.
 */
async function compareSites(
  pages: readonly string[],
  rounds: number,
): Promise<Record<string, Record<string, PageFigures | null>>> {
  const targets = [
    {label: 'this site', dir: BUILD, docusaurus: true},
    ...compared.map((site) => ({...site, docusaurus: variants})),
  ].map((site, index) => ({
    ...site,
    base: `http://127.0.0.1:${PORT + 10 + index}`,
  }));
  const servers = [];
  for (const [index, {dir}] of targets.entries())
    servers.push(await startServer(dir, PORT + 10 + index));
  const runs = new Map<string, (LighthouseResult | null)[]>();
  const bytes = new Map<string, PageBytes | null>();
  const contents = new Map<string, ContentSize | null>();
  const key = (label: string, pathname: string) => `${label} ${pathname}`;
  try {
    const browser = await launchBrowser();
    try {
      for (const {label, base, docusaurus} of targets) {
        for (const pathname of pages) {
          const found = (await statusOf(`${base}${pathname}`)) === 200;
          bytes.set(
            key(label, pathname),
            found
              ? await firstVisitOf(browser, label, pathname, base, docusaurus)
              : null,
          );
          // Landing pages have no article to measure (a hero and feature
          // cards), so the home page gets no content figure.
          contents.set(
            key(label, pathname),
            found && pathname !== HOME
              ? await contentOf(browser, `${base}${pathname}`)
              : null,
          );
          if (found) runs.set(key(label, pathname), []);
        }
      }
    } finally {
      await browser.close();
    }
    const steps = compareSchedule(
      targets.map((site) => site.label),
      pages,
      rounds,
    );
    for (const [index, {round, pathname, site}] of steps.entries()) {
      const list = runs.get(key(site, pathname));
      if (!list) continue;
      const {base} = targets.find((target) => target.label === site)!;
      list[round] = runLighthouse(
        `${base}${pathname}`,
        'mobile',
        langOf(pathname),
      );
      // Each run as it comes, so a long comparison's figures survive an interruption.
      if (runsLog)
        appendFileSync(
          runsLog,
          `${JSON.stringify({site, pathname, round, run: list[round]})}\n`,
        );
      console.log(
        `compare ${index + 1}/${steps.length}: ${site} ${pathname} round ${round + 1}`,
      );
    }
  } finally {
    for (const server of servers) stopServer(server.pid);
  }

  const sites: Record<string, Record<string, PageFigures | null>> = {};
  const figure = (label: string, pathname: string, name: string) =>
    (runs.get(key(label, pathname)) ?? []).map((run) =>
      run && typeof run[name] === 'number' ? (run[name] as number) : undefined,
    );
  console.log(
    `\n| page | site | content: text chars / elements | score | TBT ms | LCP ms | main thread ms (script eval / style+layout / parse / other) | main thread, ${rounds} runs | costliest script | first visit gzip | main thread, TBT, bytes, content text: this ÷ that (per-round median) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const pathname of pages) {
    for (const {label} of targets) {
      const list = runs.get(key(label, pathname));
      const mobile = list ? medianRun(list) : null;
      const page: PageFigures | null = list
        ? {
            bytes: bytes.get(key(label, pathname)) ?? null,
            mobile,
            mainThreadRunsMs: figure(label, pathname, 'mainThreadMs').map(
              (ms) => ms ?? null,
            ),
            content: contents.get(key(label, pathname)) ?? null,
          }
        : null;
      (sites[label] ??= {})[pathname] = page;
      if (!page || !mobile) {
        console.log(`| ${pathname} | ${label} | — | | | | | | | | |`);
        continue;
      }
      const b = mobile.breakdown ?? {};
      const top = mobile.topScripts?.[0];
      const ownBytes = bytes.get(key('this site', pathname))?.gzip;
      const ownText = contents.get(key('this site', pathname))?.textChars;
      const ratios =
        label === 'this site'
          ? ''
          : [
              pairedRatio(
                figure('this site', pathname, 'mainThreadMs'),
                figure(label, pathname, 'mainThreadMs'),
              ),
              pairedRatio(
                figure('this site', pathname, 'tbtMs'),
                figure(label, pathname, 'tbtMs'),
              ),
              ownBytes !== undefined && page.bytes
                ? ownBytes / page.bytes.gzip
                : undefined,
              ownText !== undefined && page.content?.textChars
                ? ownText / page.content.textChars
                : undefined,
            ]
              .map((value) => (value === undefined ? '—' : value.toFixed(2)))
              .join(', ');
      console.log(
        `| ${pathname} | ${label} | ${page.content ? `${page.content.textChars} / ${page.content.elements}` : '—'} | ${mobile.performance} | ${mobile.tbtMs} | ${mobile.lcpMs} | ${mobile.mainThreadMs} (${b.scriptEvaluation ?? 0} / ${(b.styleLayout ?? 0) + (b.paintCompositeRender ?? 0)} / ${(b.scriptParseCompile ?? 0) + (b.parseHTML ?? 0)} / ${b.other ?? 0}) | ${rangeText(figure(label, pathname, 'mainThreadMs'))} | ${top ? `${top.url.split('/').pop()} ${top.totalMs} ms` : '—'} | ${page.bytes ? kb(page.bytes.gzip) : '—'} | ${ratios} |`,
      );
    }
  }
  return sites;
}

async function main(): Promise<void> {
  const runs = quick ? 1 : 3;
  const lighthouseRuns = quick ? 1 : 5;
  if (pagesOnly) {
    const sites = await compareSites(comparedPages, compareRounds);
    mkdirSync(path.join(ROOT, 'bench'), {recursive: true});
    writeFileSync(
      path.join(ROOT, 'bench', 'compare.json'),
      `${JSON.stringify({date: new Date().toISOString(), sites}, null, 2)}\n`,
    );
    console.log('\nWritten to bench/compare.json');
    return;
  }
  const cold: number[] = [];
  for (let i = 0; skipBuild ? false : i < runs; i++) {
    clearCaches();
    cold.push(timedBuild());
    console.log(`cold build ${i + 1}/${runs}: ${cold[i].toFixed(1)} s`);
  }
  // Incremental rebuild: the Rspack persistent cache is warm, one doc changed.
  const edited = path.join(ROOT, 'docs', 'guide', 'start', 'features.mdx');
  const original = readFileSync(edited, 'utf8');
  let incremental = 0;
  if (!skipBuild) {
    try {
      appendFileSync(edited, '\n{/* bench edit */}\n');
      incremental = timedBuild();
    } finally {
      writeFileSync(edited, original);
    }
    console.log(`incremental rebuild: ${incremental.toFixed(1)} s`);
    timedBuild(); // leave a build of the unedited sources behind
  }
  const pages = countPages(BUILD);

  const server = await startServer(BUILD, PORT);
  const plainServer = await startServer(BUILD, PLAIN_PORT, ['--no-gzip']);
  const base = `http://127.0.0.1:${PORT}`;
  const plainBase = `http://127.0.0.1:${PLAIN_PORT}`;
  const firstVisit: PageBytes[] = [];
  const lighthouse: Record<string, LighthouseMedian | null> = {};
  let interactions: Record<string, number>;
  let searchQuality: Parameters<typeof printSearchQuality>[0];
  try {
    const browser = await launchBrowser();
    // Search quality: hit@1 / hit@3 of the query table (e2e/helpers/searchQuality.ts).
    const answers = await askSearchModal(browser, base);
    searchQuality = scoreSearchQuality(answers);
    for (const pathname of [HOME, ...DOC_PAGES]) {
      firstVisit.push(await measureFirstVisit(browser, pathname, base));
    }
    const ctrlK = [];
    const searchEn = [];
    const searchZh = [];
    for (let i = 0; i < runs; i++) {
      ctrlK.push(
        await measureCtrlK(browser, `${base}/guide/start/quick-start`),
      );
      searchEn.push(
        await measureFirstSearch(
          browser,
          `${base}/guide/start/quick-start`,
          'format',
        ),
      );
      searchZh.push(
        await measureFirstSearch(
          browser,
          `${base}/zh/guide/start/quick-start`,
          '产物格式',
          'zh-CN',
        ),
      );
    }
    await browser.close();
    interactions = {
      ctrlKAtLoadMs: median(ctrlK.map((m) => m.atLoad)),
      ctrlKAfterIdleMs: median(ctrlK.map((m) => m.afterIdle)),
      firstSearchEnMs: median(searchEn.map((m) => m.firstResultsMs)),
      firstSearchEnBytes: median(searchEn.map((m) => m.bytes)),
      firstSearchZhMs: median(searchZh.map((m) => m.firstResultsMs)),
      firstSearchZhBytes: median(searchZh.map((m) => m.bytes)),
    };
    for (const pathname of [HOME, ...DOC_PAGES]) {
      const lang = langOf(pathname);
      for (const formFactor of ['mobile', 'desktop'] as const) {
        lighthouse[`${pathname} ${formFactor}`] = lighthouseMedian(
          `${base}${pathname}`,
          formFactor,
          lighthouseRuns,
          lang,
        );
        console.log(`lighthouse ${pathname} ${formFactor} done`);
      }
      lighthouse[`${pathname} mobile, uncompressed`] = lighthouseMedian(
        `${plainBase}${pathname}`,
        'mobile',
        quick ? 1 : 3,
        lang,
      );
    }
  } finally {
    stopServer(server.pid);
    stopServer(plainServer.pid);
  }

  const comparison =
    compared.length > 0
      ? await compareSites(comparedPages, compareRounds)
      : undefined;

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: (await import('node:os')).cpus().length,
      node: process.version,
    },
    build: {
      coldSeconds: cold.map((s) => Number(s.toFixed(2))),
      coldMedianSeconds: cold.length ? Number(median(cold).toFixed(2)) : null,
      incrementalSeconds: Number(incremental.toFixed(2)),
      htmlPages: pages,
      pagesPerSecond: cold.length
        ? Number((pages / median(cold)).toFixed(2))
        : null,
    },
    firstVisit: firstVisit.map(({path: p, raw, gzip, assets}) => ({
      path: p,
      raw,
      gzip,
      files: assets.length,
    })),
    lighthouse,
    interactions,
    searchIndex: searchIndexBytes(),
    searchQuality,
    comparison,
  };
  mkdirSync(path.join(ROOT, 'bench'), {recursive: true});
  writeFileSync(
    path.join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  console.log('\n| measure | value |\n|---|---|');
  console.log(
    `| cold build, both locales (median of ${runs}) | ${results.build.coldMedianSeconds} s |`,
  );
  console.log(
    `| incremental rebuild | ${results.build.incrementalSeconds} s |`,
  );
  console.log(
    `| HTML pages / pages per second | ${pages} / ${results.build.pagesPerSecond} |`,
  );
  for (const visit of results.firstVisit) {
    console.log(
      `| first visit ${visit.path} JS+CSS | ${kb(visit.gzip)} gzip, ${kb(visit.raw)} raw (${visit.files} files) |`,
    );
  }
  for (const [key, value] of Object.entries(lighthouse)) {
    console.log(
      `| Lighthouse ${key} | ${
        value
          ? `perf ${value.performance}, a11y ${value.accessibility}, BP ${value.bestPractices}, SEO ${value.seo}; FCP ${value.fcpMs} ms, LCP ${value.lcpMs} ms, TBT ${value.tbtMs} ms, CLS ${value.cls}; main thread ${value.mainThreadMs} ms, DOM ${value.domElements}`
          : 'failed (see the warnings above)'
      } |`,
    );
  }
  console.log(
    `| Ctrl+K → focused search input (4× CPU, 150 ms / 1.6 Mbps) | at load ${interactions.ctrlKAtLoadMs} ms, once idle ${interactions.ctrlKAfterIdleMs} ms |`,
  );
  console.log(
    `| first search 'format' (en) | first hit ${interactions.firstSearchEnMs} ms after Ctrl+K, ${kb(interactions.firstSearchEnBytes)} transferred |`,
  );
  console.log(
    `| first search '产物格式' (zh) | first hit ${interactions.firstSearchZhMs} ms after Ctrl+K, ${kb(interactions.firstSearchZhBytes)} transferred |`,
  );
  for (const [locale, files] of Object.entries(results.searchIndex)) {
    for (const [file, bytes] of Object.entries(files)) {
      console.log(
        `| ${locale} ${file} | ${kb(bytes.gzip)} gzip, ${kb(bytes.raw)} raw |`,
      );
    }
  }
  printSearchQuality(searchQuality);
  console.log('\nWritten to bench/results.json');
  // Security headers: Mozilla's HTTP Observatory on the same build (adds `observatory`).
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(ROOT, 'scripts/observatory.ts'),
    ],
    {stdio: 'inherit'},
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
