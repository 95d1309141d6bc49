/**
 * Benchmark (`npm run bench`; never part of `npm test`: timings are noisy on 2 cores).
 *
 * Measures: cold production build of both locales (median of 3 runs, caches
 * cleared), an incremental rebuild after editing one doc, pages built per
 * second, first-visit JS+CSS bytes (raw and gzip) in Chromium, Lighthouse
 * category scores and FCP/LCP/TBT/CLS (mobile and desktop), and search index
 * bytes per locale. Writes
 * `bench/results.json` and prints a table. `--quick` does one cold build.
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
import {measureFirstVisit, type PageBytes} from '../e2e/helpers/bytes';
import {startServer, stopServer} from '../e2e/helpers/server';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const DOCUSAURUS = path.join(
  ROOT,
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
);
const PORT = 3190;
const quick = process.argv.includes('--quick');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
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
  return readdirSync(dir, {withFileTypes: true}).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory()
        ? countPages(path.join(dir, entry.name))
        : entry.name.endsWith('.html')
          ? 1
          : 0),
    0,
  );
}

function searchIndexBytes(): Record<string, {raw: number; gzip: number}> {
  const result: Record<string, {raw: number; gzip: number}> = {};
  for (const [locale, dir] of [
    ['en', BUILD],
    ['zh', path.join(BUILD, 'zh')],
  ] as const) {
    const files = readdirSync(dir).filter((file) =>
      /^search-index.*\.json$/.test(file),
    );
    const bodies = files.map((file) => readFileSync(path.join(dir, file)));
    result[locale] = {
      raw: bodies.reduce((sum, body) => sum + body.length, 0),
      gzip: bodies.reduce(
        (sum, body) => sum + gzipSync(body, {level: 9}).length,
        0,
      ),
    };
  }
  return result;
}

type LighthouseResult = Record<string, number | string[]>;

/** One Lighthouse run in a plain Node child process (see scripts/lighthouse-run.mjs); null when it fails. */
function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
): LighthouseResult | null {
  const result = spawnSync(
    process.execPath,
    [path.join(__dirname, 'lighthouse-run.mjs'), url, formFactor],
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

async function main(): Promise<void> {
  const runs = quick ? 1 : 3;
  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    clearCaches();
    cold.push(timedBuild());
    console.log(`cold build ${i + 1}/${runs}: ${cold[i].toFixed(1)} s`);
  }
  // Incremental rebuild: the Rspack persistent cache is warm, one doc changed.
  const edited = path.join(ROOT, 'docs', 'guide', 'start', 'features.mdx');
  const original = readFileSync(edited, 'utf8');
  let incremental: number;
  try {
    appendFileSync(edited, '\n{/* bench edit */}\n');
    incremental = timedBuild();
  } finally {
    writeFileSync(edited, original);
  }
  console.log(`incremental rebuild: ${incremental.toFixed(1)} s`);
  timedBuild(); // leave a build of the unedited sources behind
  const pages = countPages(BUILD);

  const server = await startServer(BUILD, PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const firstVisit: PageBytes[] = [];
  const lighthouse: Record<string, LighthouseResult | null> = {};
  try {
    const browser = await launchBrowser();
    for (const pathname of [
      '/',
      '/guide/start/quick-start',
      '/zh/guide/start/quick-start',
    ]) {
      firstVisit.push(await measureFirstVisit(browser, pathname, base));
    }
    await browser.close();
    for (const pathname of ['/', '/guide/start/quick-start']) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        lighthouse[`${pathname} ${formFactor}`] = runLighthouse(
          `${base}${pathname}`,
          formFactor,
        );
      }
    }
  } finally {
    stopServer(server.pid);
  }

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: (await import('node:os')).cpus().length,
      node: process.version,
    },
    build: {
      coldSeconds: cold.map((s) => Number(s.toFixed(2))),
      coldMedianSeconds: Number(median(cold).toFixed(2)),
      incrementalSeconds: Number(incremental.toFixed(2)),
      htmlPages: pages,
      pagesPerSecond: Number((pages / median(cold)).toFixed(2)),
    },
    firstVisit: firstVisit.map(({path: p, raw, gzip, assets}) => ({
      path: p,
      raw,
      gzip,
      files: assets.length,
    })),
    lighthouse,
    searchIndex: searchIndexBytes(),
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
          ? `perf ${value.performance}, a11y ${value.accessibility}, BP ${value.bestPractices}, SEO ${value.seo}; FCP ${value.fcpMs} ms, LCP ${value.lcpMs} ms, TBT ${value.tbtMs} ms, CLS ${value.cls}`
          : 'failed (see the warning above)'
      } |`,
    );
  }
  for (const [locale, bytes] of Object.entries(results.searchIndex)) {
    console.log(
      `| search index ${locale} | ${kb(bytes.gzip)} gzip, ${kb(bytes.raw)} raw |`,
    );
  }
  console.log('\nWritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
