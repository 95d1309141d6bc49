/**
 * @jest-environment node
 *
 * Contract test of `@easyops-cn/docusaurus-search-local`, the installed
 * version, nothing mocked on its side: the real plugin (through our
 * `searchLocalPlugin`, which splits its index after its `postBuild`) indexes
 * a two-page fixture site (an English doc with keywords, headings and code;
 * a Chinese blog post), then the plugin's real worker code searches the two
 * files we wrote. Every assumption the build adapter
 * (`./searchIndexFormat.ts`) and the client adapter
 * (`../client/indexClient.ts`) make about the package is asserted here, so an
 * upgrade that changes one fails this test, with the adapter to update in
 * the message.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {fromWorkerResult} from '../client/indexClient';
import type {IndexResult} from '../client/types';
import searchLocalPlugin from './searchLocalPlugin';
import {readSearchIndex, toSearchIndex} from './searchIndexFormat';

const PACKAGE = '@easyops-cn/docusaurus-search-local';
const HELP =
  'the format of @easyops-cn/docusaurus-search-local changed: update src/features/search/build/searchIndexFormat.ts and src/features/search/client/indexClient.ts';

/** A page shaped like Docusaurus's doc page HTML (what the plugin parses). */
function page({
  title,
  description,
  keywords,
  breadcrumb,
  body,
}: {
  title: string;
  description: string;
  keywords?: string;
  breadcrumb?: string;
  body: string;
}): string {
  // Docs have an active navbar item and sidebar entry (the breadcrumb); blog posts neither.
  const navbar = breadcrumb
    ? '<a class="navbar__link navbar__link--active" href="/guide/">Guide</a>'
    : '<a class="navbar__link" href="/guide/">Guide</a>';
  return `<!doctype html><html><head><title>${title}</title>
<meta name="description" content="${description}">
${keywords ? `<meta name="keywords" content="${keywords}">` : ''}
</head><body>
<nav class="navbar">${navbar}</nav>
<div class="main-wrapper">
${
  breadcrumb
    ? `<aside><ul class="menu"><li><div class="menu__list-item-collapsible"><a class="menu__link menu__link--active" href="#">${breadcrumb}</a></div></li></ul></aside>`
    : ''
}
<article><header><h1>${title}</h1></header>${body}</article>
</div></body></html>`;
}

const heading = (level: 2 | 3, id: string, text: string) =>
  `<h${level} id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link">#</a></h${level}>`;

const ROUTES = {
  '/guide/third-party-deps': page({
    title: 'Handle Third-party Dependencies',
    description: 'How Rslib keeps dependencies out of the bundle.',
    keywords: 'externals',
    breadcrumb: 'Advanced',
    body: `<p>A dependency is either bundled or left external.</p>
${heading(2, 'output-externals', 'Externalizing modules with output.externals')}
<p>List modules to keep as imports.</p>
<pre><code>export default {output: {externals: ['react']}};</code></pre>`,
  }),
  '/blog/output-format': page({
    title: '产物格式',
    description: 'Rslib 支持的产物格式。',
    body: `<p>Rslib 可以输出 ESM 和 CJS 产物格式。</p>
${heading(2, 'esm', 'ESM 产物')}
<p>ESM 是默认的产物格式。</p>`,
  }),
};

let site: string;
let outDir: string;
let generatedFilesDir: string;

/** The JSON file at `outDir/name`. */
const json = (name: string): unknown[] =>
  JSON.parse(readFileSync(path.join(outDir, name), 'utf8')) as unknown[];

type RawPart = {
  documents: Record<string, unknown>[];
  index: {fields: string[]; invertedIndex: [string, unknown][]};
};

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'search-contract-'));
  outDir = path.join(site, 'build');
  generatedFilesDir = path.join(site, '.docusaurus');
  // The sources (the plugin hashes them into the index URL).
  for (const folder of ['docs', 'blog']) {
    await mkdir(path.join(site, folder));
    await writeFile(path.join(site, folder, 'page.mdx'), '# Page\n');
  }
  for (const [route, html] of Object.entries(ROUTES)) {
    await mkdir(path.join(outDir, route), {recursive: true});
    await writeFile(path.join(outDir, route, 'index.html'), html);
  }
  const siteConfig = {
    baseUrl: '/',
    trailingSlash: undefined,
    themeConfig: {navbar: {items: []}},
  };
  const context = {
    siteDir: site,
    generatedFilesDir,
    localizationDir: path.join(site, 'i18n/en'),
    baseUrl: '/',
    siteConfig,
    i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en']},
  } as unknown as LoadContext;
  // The options of docusaurus.config.ts that shape the index.
  const options = searchLocalPlugin.validateOptions!({
    validate: normalizePluginOptions as never,
    options: {
      hashed: true,
      language: ['en', 'zh'],
      docsRouteBasePath: '/',
      indexBlog: true,
      blogRouteBasePath: 'blog',
      indexPages: false,
      ignoreCssSelectors: ['.twoslash-popup'],
    },
  });
  const plugin = await searchLocalPlugin(context, options);
  await plugin.postBuild!({
    routesPaths: [...Object.keys(ROUTES), '/404.html'],
    outDir,
    baseUrl: '/',
    siteConfig,
    plugins: [],
  } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
}, 30_000);

afterAll(() => {
  rmSync(site, {recursive: true, force: true});
});

describe(`${PACKAGE}: the index file its postBuild writes`, () => {
  it('is an array of five {documents, index} parts, each a lunr index over the field "t"', () => {
    const parts = json('search-index.json') as RawPart[];
    expect({parts: parts.length, help: HELP}).toEqual({parts: 5, help: HELP});
    for (const part of parts) {
      expect(part.index.fields).toEqual(['t']);
      expect(Array.isArray(part.index.invertedIndex)).toBe(true);
    }
  });

  it('orders the parts title, heading, description, keywords, content, with the document fields the adapters read', () => {
    const [titles, headings, descriptions, keywords, contents] = json(
      'search-index.json',
    ) as RawPart[];
    const docs = titles.documents;
    expect(docs).toEqual([
      {
        i: expect.any(Number),
        t: '产物格式',
        u: '/blog/output-format',
        // Blog posts have no breadcrumb: our build labels them.
        b: ['Blog'],
      },
      {
        i: expect.any(Number),
        t: 'Handle Third-party Dependencies',
        u: '/guide/third-party-deps',
        b: ['Guide', 'Advanced'],
      },
    ]);
    const guide = docs[1].i;
    expect(headings.documents).toContainEqual({
      i: expect.any(Number),
      t: 'Externalizing modules with output.externals',
      u: '/guide/third-party-deps',
      h: '#output-externals',
      p: guide,
    });
    expect(descriptions.documents).toContainEqual({
      i: guide,
      t: 'How Rslib keeps dependencies out of the bundle.',
      s: 'Handle Third-party Dependencies',
      u: '/guide/third-party-deps',
      p: guide,
    });
    expect(keywords.documents).toEqual([
      {
        i: guide,
        t: 'externals',
        s: 'Handle Third-party Dependencies',
        u: '/guide/third-party-deps',
        p: guide,
      },
    ]);
    // Code blocks are part of their section's text.
    expect(contents.documents).toContainEqual({
      i: expect.any(Number),
      t: expect.stringContaining("externals: ['react']"),
      s: 'Externalizing modules with output.externals',
      u: '/guide/third-party-deps',
      h: '#output-externals',
      p: guide,
    });
  });

  it('indexes English words stemmed and Chinese words as jieba cuts them', () => {
    const terms = (json('search-index.json') as RawPart[]).flatMap((part) =>
      part.index.invertedIndex.map(([term]) => term),
    );
    expect(terms).toEqual(expect.arrayContaining(['extern', '产物', '格式']));
  });

  it('names the index files through its generated constants, with {dir} for the search context', () => {
    const constants = readFileSync(
      path.join(generatedFilesDir, PACKAGE, 'default/generated-constants.js'),
      'utf8',
    );
    // With `hashed: true`, a hash of the sources as query.
    expect(constants).toMatch(
      /export const searchIndexUrl = "search-index\{dir\}\.json\?_=\w+";/,
    );
  });
});

describe('our split of that index', () => {
  it('passes the build adapter checks', async () => {
    await expect(
      readSearchIndex(path.join(outDir, 'search-index.json')),
    ).resolves.toBeDefined();
  });

  it('fails loudly, naming the adapters, on an index of another shape', () => {
    const parts = json('search-index.json') as RawPart[];
    const changed =
      /search index x: .+ changed its index format; update src\/features\/search\/build\/searchIndexFormat\.ts and src\/features\/search\/client\/indexClient\.ts/;
    expect(() => toSearchIndex(parts.slice(0, 4), 'x')).toThrow(changed);
    expect(() =>
      toSearchIndex(
        parts.map((part) => ({
          ...part,
          index: {...part.index, fields: ['title']},
        })),
        'x',
      ),
    ).toThrow(changed);
    expect(() =>
      toSearchIndex(
        parts.map((part) => ({
          ...part,
          documents: part.documents.map(({i, ...rest}) => ({id: i, ...rest})),
        })),
        'x',
      ),
    ).toThrow(changed);
  });

  it('writes the titles file (titles, headings, keywords) and the content file (titles, descriptions, text), other parts empty', () => {
    const count = (name: string) =>
      (json(name) as RawPart[]).map((part) => [
        part.documents.length,
        part.index.invertedIndex.length > 0,
      ]);
    expect(count('search-index-titles.json')).toEqual([
      [2, true],
      [2, true],
      [0, false],
      [1, true],
      [0, false],
    ]);
    const content = count('search-index-content.json');
    expect(content.map(([documents]) => documents)).toEqual([
      2,
      0,
      2,
      0,
      expect.any(Number),
    ]);
    expect(content[4][0]).toBeGreaterThan(2);
    expect(existsSync(path.join(outDir, 'search-index.json'))).toBe(true);
  });
});

describe(`${PACKAGE}: its worker over our files, through the client adapter`, () => {
  /** The plugin's SearchWorker class, with its generated constants and a fetch that reads `outDir`. */
  let worker: {
    fetchIndexes: (baseUrl: string, context: string) => Promise<void>;
    search: (
      baseUrl: string,
      context: string,
      input: string,
      limit: number,
    ) => Promise<unknown[]>;
  };
  const original = globalThis.fetch;

  beforeAll(() => {
    const constants = path.join(
      generatedFilesDir,
      PACKAGE,
      'default/generated-constants.js',
    );
    jest.doMock(
      '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js',
      () => jest.requireActual(constants),
    );
    // What the worker script expects of its global scope: the page's origin
    // (it refuses index URLs of another origin) and an event target (Comlink
    // listens on it for the page's messages; none come here).
    Object.assign(globalThis, {
      location: {origin: 'http://localhost'},
      addEventListener: () => undefined,
    });
    globalThis.fetch = (async (url: string) => {
      const file = path.join(outDir, new URL(url, 'http://x').pathname);
      return {json: async () => JSON.parse(readFileSync(file, 'utf8'))};
    }) as never;
    // Its own lunr, as in the browser (not the one the build configured).
    jest.isolateModules(() => {
      const {SearchWorker} = jest.requireActual(
        `${PACKAGE}/dist/client/client/theme/worker.js`,
      ) as {SearchWorker: new () => typeof worker};
      worker = new SearchWorker();
    });
  });
  afterAll(() => {
    globalThis.fetch = original;
  });

  const search = async (context: string, query: string) => {
    await worker.fetchIndexes('/', context);
    const raw = await worker.search('/', context, query, 100);
    const results = raw.map(fromWorkerResult);
    expect({unconverted: results.filter((r) => !r).length, help: HELP}).toEqual(
      {unconverted: 0, help: HELP},
    );
    return results as IndexResult[];
  };

  it('finds the keywords and the heading in the titles file, with page, positions and terms', async () => {
    const results = await search('titles', 'externals');
    const byType = Object.fromEntries(
      results.map((result) => [result.document.type, result]),
    );
    expect(byType.keywords).toMatchObject({
      document: {text: 'externals', url: '/guide/third-party-deps'},
      page: {
        text: 'Handle Third-party Dependencies',
        breadcrumb: ['Guide', 'Advanced'],
      },
      positions: [{start: 0, length: 9}],
      matchedTerms: ['extern'],
      queryTerms: ['externals'],
    });
    expect(byType.heading).toMatchObject({
      document: {
        text: 'Externalizing modules with output.externals',
        hash: '#output-externals',
      },
      page: {text: 'Handle Third-party Dependencies'},
    });
  });

  it('finds body text and code in the content file', async () => {
    const results = await search('content', 'react');
    expect(results.map((result) => result.document.type)).toContain('content');
  });

  it('cuts a Chinese query into the words of the index', async () => {
    const results = await search('titles', '产物格式');
    expect(results[0]).toMatchObject({
      document: {type: 'title', text: '产物格式', url: '/blog/output-format'},
      queryTerms: ['产物', '格式'],
    });
  });
});
