// Runs one Lighthouse audit and prints a JSON summary:
// `node scripts/lighthouse-run.mjs <url> <mobile|desktop> [<browser language, e.g. zh-CN>]`.
// Plain Node on purpose: Lighthouse serializes functions into the page, which a
// TypeScript loader's helpers (tsx/esbuild `__name`) would break. Used by scripts/bench.ts.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

/**
 * The figures the bench reads from one Lighthouse report.
 * @param lhr Lighthouse's result (`result.lhr`)
 * @returns scores, timings in ms, DOM size, main-thread work by category, the
 *   five costliest scripts, the final URL and the failed binary audits
 */
function summarize({categories, audits, finalDisplayedUrl, environment}) {
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id) => audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
    mainThreadMs: Math.round(metric('mainthread-work-breakdown')),
    domElements: metric('dom-size'),
    // Main-thread work by category (script evaluation, style & layout, parse…), in ms.
    mainThreadByCategory: Object.fromEntries(
      (audits['mainthread-work-breakdown']?.details?.items ?? []).map(
        (item) => [item.group, Math.round(item.duration)],
      ),
    ),
    // The five scripts that cost the main thread most (evaluation + parse), in ms.
    topScripts: (audits['bootup-time']?.details?.items ?? [])
      .slice()
      .sort((a, b) => b.total - a.total)
      .slice(0, 5)
      .map((item) => ({
        url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
        totalMs: Math.round(item.total),
        scriptingMs: Math.round(item.scripting),
        parseMs: Math.round(item.scriptParseCompile),
      })),
    finalUrl: finalDisplayedUrl,
    // Lighthouse's CPU benchmark of this host (its own measure; a typical
    // machine scores about 1000 and up). Simulated timings scale with it, so
    // figures from runs whose index differs a lot are not comparable.
    benchmarkIndex: Math.round(environment?.benchmarkIndex ?? 0),
    failedAudits: Object.entries(audits)
      .filter(
        ([, audit]) => audit.scoreDisplayMode === 'binary' && audit.score === 0,
      )
      .map(([id]) => id),
  };
}

const [url, formFactor = 'mobile', lang] = process.argv.slice(2);
const desktop = formFactor === 'desktop';
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A Chinese reader's browser: the first-visit locale redirect keeps them on /zh/.
    ...(lang ? [`--lang=${lang}`, `--accept-lang=${lang}`] : []),
  ],
});
try {
  const result = await lighthouse(
    url,
    {port: chrome.port, output: 'json', logLevel: 'error'},
    {
      // Lighthouse's own presets: mobile = Moto G Power on slow 4G (the default config),
      // desktop = its desktop config (dense 4G, no CPU slowdown, 1350×940).
      ...(desktop ? desktopConfig : {extends: 'lighthouse:default'}),
      settings: {
        ...(desktop ? desktopConfig.settings : {}),
        throttlingMethod: 'simulate',
        onlyCategories: [
          'performance',
          'accessibility',
          'best-practices',
          'seo',
        ],
      },
    },
  );
  const {audits, runtimeError} = result.lhr;
  // A run whose trace failed (NO_NAVSTART and the like) still returns a report,
  // with empty timings; fail it, so the bench leaves it out rather than
  // counting its missing main-thread work as 0 ms.
  if (
    runtimeError ||
    audits['mainthread-work-breakdown']?.numericValue == null
  ) {
    console.error(
      `Lighthouse run without timings: ${runtimeError?.code ?? 'no main-thread figure'}`,
    );
    process.exitCode = 1;
  } else {
    console.log(JSON.stringify(summarize(result.lhr)));
  }
} finally {
  await chrome.kill();
}
