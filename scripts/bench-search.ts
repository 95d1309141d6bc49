/**
 * Search benchmark: how big the local search index is and how fast the modal
 * answers. Never part of `npm test` — timings are noisy on 2 shared cores.
 *
 * Measures on the production build (`npm run build` first):
 * - index bytes per locale and docs version: raw and gzip (level 9);
 * - in Chromium, for a set of English and Chinese queries typed into the
 *   modal: the time from the last keystroke (the input's last `input` event)
 *   to the DOM holding the answer to that query (`.rslib-search-body[data-query]`),
 *   median and p95 — the 150 ms debounce is included;
 * - the cold first answer: opening the modal on a fresh page and typing, index
 *   fetch and load included;
 * - quality: hit@1 and hit@3 of the search quality table
 *   (`e2e/helpers/searchQuality.ts`), the queries that miss, and whether the
 *   titles-only first answers named the same first page as the full ones.
 *
 * Run: `npx tsx scripts/bench-search.ts [--repeats 5] [--port 3191] [--out bench/search.json]`.
 * `benchSearch()` is exported for `scripts/bench.ts`.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser} from '../e2e/helpers/browser';
import {startServer, stopServer} from '../e2e/helpers/server';
import {askSearchModal} from '../e2e/helpers/searchQuality';
import {scoreSearchQuality, type QualityScore} from './lib/searchQuality';
import {parseScriptArgs} from './lib/cliArgs';
import {filesUnder} from '../src/common/build/files';

const ROOT = path.join(__dirname, '..');

/** Queries typed per locale: options, concepts, two words, and one that finds nothing. */
export const BENCH_QUERIES: Record<'en' | 'zh', readonly string[]> = {
  en: [
    'format',
    'bundle',
    'dts',
    'umdName',
    'external helpers',
    'tsconfig',
    'monorepo',
    'plugin react',
    'syntax',
    'qzxwvjkyy',
  ],
  zh: [
    '配置',
    '输出格式',
    '类型声明',
    '打包',
    '插件',
    '产物目录',
    '模块联邦',
    'umd',
    'bundleless',
    '不存在的词语',
  ],
};

const PAGES: Record<'en' | 'zh', string> = {
  en: '/guide/start/',
  zh: '/zh/guide/start/',
};

export type IndexBytes = {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
};
export type Latency = {
  readonly samples: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
};
export type SearchBenchResult = {
  readonly index: readonly IndexBytes[];
  readonly latency: Record<
    string,
    Latency & {readonly byQuery: Record<string, number>}
  >;
  readonly coldFirstAnswerMs: Record<string, number>;
  readonly quality: QualityScore;
};

/** Nearest-rank percentile of `values` (0 < p ≤ 100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(
      sorted.length - 1,
      Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
    )
  ];
}

const round = (value: number): number => Math.round(value * 10) / 10;

function summarize(samples: readonly number[]): Latency {
  return {
    samples: samples.length,
    medianMs: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
  };
}

/** Every `search-index*.json` under the build (one per locale and docs version). */
export function indexBytes(buildDir: string): IndexBytes[] {
  return filesUnder(buildDir, (file) =>
    /^search-index.*\.json$/.test(path.posix.basename(file)),
  )
    .map((file) => {
      const body = readFileSync(path.join(buildDir, file));
      return {
        file: `/${file}`,
        raw: body.length,
        gzip: gzipSync(body, {level: 9}).length,
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Records, in the page, the last `input` event and the moment the answer to `target` is in the DOM. */
const INSTRUMENT = `(() => {
  const bench = (window.__searchBench = {lastInput: 0, answered: 0, target: null});
  document.addEventListener('input', () => { bench.lastInput = performance.now(); }, true);
  new MutationObserver(() => {
    const body = document.querySelector('.rslib-search-body');
    if (bench.target !== null && !bench.answered && body && body.getAttribute('data-query') === bench.target) {
      bench.answered = performance.now();
    }
  }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-query']});
})();`;

async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').waitFor();
}

/** Types `query` key by key and returns last keystroke → answer in the DOM, in ms. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const input = page.getByRole('combobox');
  await input.fill('');
  await page.waitForFunction(
    () =>
      !document.querySelector('.rslib-search-body')?.hasAttribute('data-query'),
  );
  await page.evaluate((target) => {
    const bench = (
      window as unknown as {
        __searchBench: {
          lastInput: number;
          answered: number;
          target: string | null;
        };
      }
    ).__searchBench;
    bench.target = target;
    bench.answered = 0;
  }, query);
  await input.pressSequentially(query, {delay: 30});
  await page.waitForFunction(
    () =>
      (window as unknown as {__searchBench: {answered: number}}).__searchBench
        .answered > 0,
    undefined,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(() => {
    const bench = (
      window as unknown as {
        __searchBench: {lastInput: number; answered: number};
      }
    ).__searchBench;
    return bench.answered - bench.lastInput;
  });
}

async function coldFirstAnswer(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  query: string,
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(INSTRUMENT);
    await page.goto(`${baseUrl}${pathname}`, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const started = await page.evaluate(() => performance.now());
    await openModal(page);
    await page.evaluate((target) => {
      (
        window as unknown as {__searchBench: {target: string}}
      ).__searchBench.target = target;
    }, query);
    await page.getByRole('combobox').fill(query);
    await page.waitForFunction(
      () =>
        (window as unknown as {__searchBench: {answered: number}}).__searchBench
          .answered > 0,
      undefined,
      {
        timeout: 60_000,
      },
    );
    return round(
      (await page.evaluate(
        () =>
          (window as unknown as {__searchBench: {answered: number}})
            .__searchBench.answered,
      )) - started,
    );
  } finally {
    await context.close();
  }
}

/**
 * Runs the search benchmark against `buildDir`, served on `port`.
 * @param repeats how many times each query is typed (default 5)
 * @throws when there is no build
 */
export async function benchSearch({
  buildDir = path.join(ROOT, 'build'),
  port = 3191,
  repeats = 5,
}: {
  buildDir?: string;
  port?: number;
  repeats?: number;
} = {}): Promise<SearchBenchResult> {
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const index = indexBytes(buildDir);
  const server = await startServer(buildDir, port);
  const browser = await launchBrowser();
  const baseUrl = `http://127.0.0.1:${port}`;
  const latency: SearchBenchResult['latency'] = {};
  const coldFirstAnswerMs: Record<string, number> = {};
  let quality: SearchBenchResult['quality'];
  try {
    const answers = await askSearchModal(browser, baseUrl);
    quality = scoreSearchQuality(answers);
    for (const locale of ['en', 'zh'] as const) {
      coldFirstAnswerMs[locale] = await coldFirstAnswer(
        browser,
        baseUrl,
        PAGES[locale],
        BENCH_QUERIES[locale][0],
      );
      const context = await browser.newContext({
        viewport: {width: 1280, height: 800},
      });
      const page = await context.newPage();
      await page.addInitScript(INSTRUMENT);
      await page.goto(`${baseUrl}${PAGES[locale]}`, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await openModal(page);
      await timeQuery(page, BENCH_QUERIES[locale][0]); // warm-up: index fetched and loaded
      const all: number[] = [];
      const byQuery: Record<string, number> = {};
      for (const query of BENCH_QUERIES[locale]) {
        const samples: number[] = [];
        for (let run = 0; run < repeats; run += 1)
          samples.push(await timeQuery(page, query));
        byQuery[query] = round(percentile(samples, 50));
        all.push(...samples);
      }
      latency[locale] = {...summarize(all), byQuery};
      await context.close();
    }
  } finally {
    await browser.close();
    stopServer(server.pid);
  }
  return {index, latency, coldFirstAnswerMs, quality};
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the result as a Markdown table. */
export function printSearchBench(result: SearchBenchResult): void {
  console.log('\n| search measure | value |\n|---|---|');
  for (const {file, raw, gzip} of result.index)
    console.log(`| index ${file} | ${kb(gzip)} gzip, ${kb(raw)} raw |`);
  for (const [locale, stats] of Object.entries(result.latency)) {
    console.log(
      `| ${locale}: last keystroke → results (${stats.samples} samples, 150 ms debounce included) | median ${stats.medianMs} ms, p95 ${stats.p95Ms} ms, max ${stats.maxMs} ms |`,
    );
  }
  for (const [locale, ms] of Object.entries(result.coldFirstAnswerMs)) {
    console.log(
      `| ${locale}: first answer on a fresh page (open + index load + search) | ${ms} ms |`,
    );
  }
  printSearchQuality(result.quality);
  for (const [locale, stats] of Object.entries(result.latency)) {
    console.log(
      `\n${locale} median per query (ms): ${Object.entries(stats.byQuery)
        .map(([query, ms]) => `${query} ${ms}`)
        .join(', ')}`,
    );
  }
}

/** Prints hit@1 / hit@3 of the quality table, its misses and first-answer disagreements. */
export function printSearchQuality(
  quality: SearchBenchResult['quality'],
): void {
  const percent = (hits: number) =>
    `${((hits / Math.max(1, quality.total)) * 100).toFixed(0)}%`;
  console.log(
    `| quality table (${quality.total} queries, en + zh): hit@1 / hit@3 | ${quality.hitAt1}/${quality.total} (${percent(quality.hitAt1)}) / ${quality.hitAt3}/${quality.total} (${percent(quality.hitAt3)}) |`,
  );
  console.log(
    `| titles-only first answers seen / naming another first page | ${quality.firstAnswersSeen} / ${quality.disagreements.length} |`,
  );
  for (const miss of quality.misses) {
    console.log(
      `  miss (${miss.locale}) ${JSON.stringify(miss.query)}: ${miss.page} at rank ${miss.rank || '—'}; first: ${miss.got.join(', ')}`,
    );
  }
  for (const line of quality.disagreements)
    console.log(`  disagreement: ${line}`);
}

/** The command line: runs per query, the port to serve the build on, where to write the JSON result. */
const USAGE = `Usage: npx tsx scripts/bench-search.ts [--repeats 5] [--port 3191] [--out bench/search.json]
  --repeats N  times each query is typed (default 5)
  --port N     port the build is served on (default $BENCH_PORT, else 3191)
  --out FILE   also write the result as JSON to FILE`;

if (require.main === module) {
  const {values} = parseScriptArgs(
    {
      args: process.argv.slice(2),
      options: {
        repeats: {type: 'string', default: '5'},
        port: {type: 'string', default: process.env.BENCH_PORT ?? '3191'},
        out: {type: 'string'},
      },
    },
    USAGE,
  );
  const repeats = Number(values.repeats);
  const port = Number(values.port);
  const out = values.out;
  benchSearch({repeats, port})
    .then((result) => {
      printSearchBench(result);
      if (out) {
        mkdirSync(path.dirname(path.resolve(ROOT, out)), {recursive: true});
        writeFileSync(
          path.resolve(ROOT, out),
          `${JSON.stringify(result, null, 2)}\n`,
        );
        console.log(`\nWritten to ${out}`);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
