/**
 * The search quality table — queries readers type, in both languages, with
 * the page each should find first — and a driver that types them into the
 * search modal of a production build and reads the answer: the pages of the
 * result groups in order, and the first page of the titles-only first answer
 * when the modal showed one. Used by `e2e/search-quality.e2e.ts` (every query
 * at rank 1) and by the benchmarks (hit@1 / hit@3).
 */
import type {Browser} from 'playwright-core';
import {waitForSearchAnswer} from './search';
import {
  pageOf,
  type QualityAnswer,
  type QualityQuery,
} from '../../scripts/lib/searchQuality';

const en = (query: string, page: string): QualityQuery => ({
  locale: 'en',
  query,
  page,
});
const zh = (query: string, page: string): QualityQuery => ({
  locale: 'zh',
  query,
  page: `/zh${page}`,
});

/** A query on the 0.x docs: searched from a 0.x page, its page under `/0.x/`. */
const v0 = (entry: QualityQuery): QualityQuery => ({
  ...entry,
  version: '0.x',
  page: entry.page.replace(/^(\/zh)?\//, `$1/0.x/`),
});

/**
 * Queries and the page each should find first. Reader words that the pages
 * do not use are found through the synonym lists (`src/features/search/data/synonyms.json`,
 * `i18n/zh/terms.json`); the identifiers marked "code" appear on their page
 * only inside code blocks; those marked "keywords" are found through the
 * page's front matter `keywords` (ranked with page titles), because shorter
 * headings elsewhere outrank the page's own heading for them.
 */
export const SEARCH_QUALITY_TABLE: readonly QualityQuery[] = [
  en('unit testing', '/guide/advanced/rstest'),
  en('unit tests', '/guide/advanced/rstest'),
  en('jest', '/guide/advanced/rstest'),
  en('bundle analysis', '/guide/advanced/rsdoctor'),
  en('analyze bundle', '/guide/advanced/rsdoctor'),
  en('removeConsole', '/config/rsbuild/performance'),
  en('NODE_ENV', '/guide/advanced/env-vars'),
  en('env variables', '/guide/advanced/env-vars'),
  en('dotenv', '/guide/advanced/env-vars'),
  en('d.ts', '/guide/advanced/dts'),
  en('type definitions', '/guide/advanced/dts'),
  en('autoExternal', '/config/lib/auto-external'),
  en('output.externals', '/config/rsbuild/output'),
  en('external dependencies', '/config/lib/auto-external'),
  en('externals', '/guide/advanced/third-party-deps'), // keywords
  en('monorepo', '/guide/advanced/monorepo'),
  en('storybook', '/guide/advanced/storybook'),
  en('minify', '/config/rsbuild/output'),
  en('compress', '/config/rsbuild/output'),
  en('source map', '/config/rsbuild/output'),
  en('css modules', '/guide/advanced/css'),
  en('format', '/config/lib/format'),
  en('output format', '/guide/basic/output-format'),
  en('umdName', '/config/lib/umd-name'),
  en('micro frontend', '/guide/advanced/module-federation'),
  en('browser compatibility', '/guide/advanced/output-compatibility'),
  en('path alias', '/config/rsbuild/source'),
  en('defineConfig', '/api/javascript-api/core'),
  en('pluginNodePolyfill', '/guide/advanced/output-compatibility'), // code
  en('TARGET_RUNTIME', '/guide/basic/configure-rslib'), // code
  en('loadRemote', '/guide/advanced/module-federation'), // code
  en('isFirstCompile', '/api/javascript-api/instance'), // code
  zh('输出格式', '/guide/basic/output-format'),
  zh('产物格式', '/guide/basic/output-format'),
  zh('输出结构', '/guide/basic/output-structure'),
  zh('打包分析', '/guide/advanced/rsdoctor'),
  zh('构建分析', '/guide/advanced/rsdoctor'),
  zh('声明文件', '/guide/advanced/dts'),
  zh('类型定义文件', '/guide/advanced/dts'),
  zh('类型声明', '/guide/advanced/dts'),
  zh('单元测试', '/guide/advanced/rstest'),
  zh('环境变量', '/guide/advanced/env-vars'),
  zh('模块联邦', '/guide/advanced/module-federation'),
  zh('微前端', '/guide/advanced/module-federation'),
  zh('代码压缩', '/config/rsbuild/output'),
  zh('源码映射', '/config/rsbuild/output'),
  zh('产物目录', '/config/rsbuild/output'),
  zh('语法降级', '/guide/advanced/output-compatibility'),
  zh('快速开始', '/guide/start/quick-start'),
  zh('静态文件', '/guide/advanced/assets'),
  zh('CSS 模块', '/guide/advanced/css'),
  zh('单仓多包', '/guide/advanced/monorepo'),
  zh('打包模式', '/config/lib/bundle'),
  zh('不打包模式', '/config/lib/bundle'),
  zh('三方依赖', '/guide/advanced/third-party-deps'),
  zh('externals', '/guide/advanced/third-party-deps'), // keywords
  zh('removeConsole', '/config/rsbuild/performance'),
  zh('NODE_ENV', '/guide/advanced/env-vars'),
  zh('配置', '/config/'),
  // The 0.x docs have their own index: options 1.x no longer has, and pages
  // both versions share, found under /0.x/.
  v0(en('advancedEsm', '/config/lib/experiments')),
  v0(en('autoExternal', '/config/lib/auto-external')),
  v0(en('umdName', '/config/lib/umd-name')),
  v0(en('quick start', '/guide/start/quick-start')),
  v0(zh('advancedEsm', '/config/lib/experiments')),
  v0(zh('autoExternal', '/config/lib/auto-external')),
  v0(zh('umdName', '/config/lib/umd-name')),
  v0(zh('快速上手', '/guide/start/quick-start')),
];

/** Where the modal is opened for each language. */
/** Where the modal is opened: the start page of the query's locale and docs version. */
const startPage = ({locale, version}: QualityQuery): string =>
  `${locale === 'zh' ? '/zh' : ''}${version ? `/${version}` : ''}/guide/start/`;

/** Records, in the page, the first hit of a first answer (`aria-busy`) to the query in `__quality.target`. */
const OBSERVE_FIRST_ANSWER = `(() => {
  const state = (window.__quality = {target: null, first: null});
  new MutationObserver(() => {
    const body = document.querySelector('.rslib-search-body');
    if (!body || state.target === null || state.first !== null) return;
    if (body.getAttribute('data-query') !== state.target || body.getAttribute('aria-busy') !== 'true') return;
    const hit = body.querySelector('.rslib-search-hit');
    if (hit) state.first = hit.getAttribute('href');
  }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-query', 'aria-busy']});
})();`;

type QualityWindow = {
  __quality: {target: string | null; first: string | null};
};

/**
 * Types each query of `queries` into the search modal (one page per
 * language, the index loaded once) and reads the answer.
 * @param baseUrl origin of the served build, e.g. `http://127.0.0.1:3100`
 * @throws when the modal does not answer a query within 20 s
 */
export async function askSearchModal(
  browser: Browser,
  baseUrl: string,
  queries: readonly QualityQuery[] = SEARCH_QUALITY_TABLE,
): Promise<QualityAnswer[]> {
  const answers: QualityAnswer[] = [];
  const starts = [...new Set(queries.map(startPage))];
  for (const start of starts) {
    const mine = queries.filter((query) => startPage(query) === start);
    const context = await browser.newContext({
      viewport: {width: 1280, height: 800},
    });
    try {
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.addInitScript(OBSERVE_FIRST_ANSWER);
      await page.goto(`${baseUrl}${start}`, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox');
      await input.waitFor();
      for (const entry of mine) {
        await input.fill('');
        await page.evaluate((target) => {
          const state = (window as unknown as QualityWindow).__quality;
          state.target = target;
          state.first = null;
        }, entry.query);
        await input.fill(entry.query);
        await waitForSearchAnswer(page, entry.query);
        const links = await page
          .locator('.rslib-search-group')
          .evaluateAll((groups) =>
            groups.map(
              (group) =>
                group
                  .querySelector('.rslib-search-hit')
                  ?.getAttribute('href') ?? '',
            ),
          );
        const first = await page.evaluate(
          () => (window as unknown as QualityWindow).__quality.first,
        );
        answers.push({
          ...entry,
          pages: links.map(pageOf),
          ...(first === null ? {} : {firstAnswerPage: pageOf(first)}),
        });
      }
    } finally {
      await context.close();
    }
  }
  return answers;
}
