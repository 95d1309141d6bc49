/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_OPTIONS} from '@docusaurus/plugin-content-docs/lib/options.js';
import vendorChunksPlugin, {
  DOC_SHELL_REQUESTS,
  LAZY_CSS,
  isDocShellChunk,
  type ChunkLike,
} from './vendorChunks';

const chunk = (...requests: (string | null)[][]): ChunkLike => ({
  groupsIterable: requests.map((group) => ({
    origins: group.map((request) => ({request})),
  })),
});

describe('isDocShellChunk (route components merged into doc-shell)', () => {
  it.each([
    [chunk(['@theme/DocItem']), true],
    [chunk(['@theme/DocsRoot']), true],
    [chunk(['@theme/DocVersionRoot']), true],
    // A chunk in two groups counts when either group comes from a doc route component.
    [chunk(['@theme/BlogPostPage'], ['@theme/DocRoot']), true],
    [chunk(['@theme/BlogPostPage']), false],
    [chunk(['@site/src/pages/index.tsx']), false],
    // The page content and the docs' route data stay chunks of their own.
    [chunk(['@site/docs/guide/start/quick-start.mdx']), false],
    [
      chunk([
        '@generated/docusaurus-plugin-content-docs/default/p/index-466.json',
      ]),
      false,
    ],
    [chunk([null]), false],
    [chunk(), false],
  ])('%j → %s', (input, expected) => {
    expect(isDocShellChunk(input)).toBe(expected);
  });
});

// Contract with @docusaurus/plugin-content-docs: the route components it
// renders default to these requests (the site does not override them). If a
// default changed, doc pages would silently load their components one chunk
// each again.
describe('contract: the docs plugin renders the doc-shell components by default', () => {
  it('uses @theme/DocsRoot, DocVersionRoot, DocRoot and DocItem', () => {
    expect(
      new Set([
        DEFAULT_OPTIONS.docsRootComponent,
        DEFAULT_OPTIONS.docVersionRootComponent,
        DEFAULT_OPTIONS.docRootComponent,
        DEFAULT_OPTIONS.docItemComponent,
      ]),
    ).toEqual(DOC_SHELL_REQUESTS);
  });
  it('is not configured otherwise in docusaurus.config.ts', () => {
    const config = readFileSync(
      require.resolve('../../../docusaurus.config.ts'),
      'utf8',
    );
    expect(config).not.toMatch(
      /docsRootComponent|docVersionRootComponent|docRootComponent|docItemComponent/,
    );
  });
});

describe('LAZY_CSS (CSS kept out of the site-wide stylesheet)', () => {
  it.each([
    ['/site/src/features/search/client/SearchModal/styles.module.css', true],
    [
      'C:\\site\\src\\features\\search\\client\\SearchModal\\styles.module.css',
      true,
    ],
    // The navbar's search button is on every page: its CSS must be in the shared stylesheet.
    [
      '/site/src/features/search/client/SearchModal/SearchButton.module.css',
      false,
    ],
    ['/site/src/features/home/client/Hero/styles.module.css', false],
    ['/site/node_modules/infima/dist/css/default/default.css', false],
  ])('%s → %s', (file, lazy) => {
    expect(LAZY_CSS.test(file)).toBe(lazy);
  });
});

// Contract with @docusaurus/core: the client build puts every stylesheet into
// one `styles` chunk through a split-chunks cache group of that name, which
// `vendorChunks` narrows. If Docusaurus renamed or dropped the group, the
// search modal's CSS would silently land in every page's stylesheet again (or
// our override would create a group of its own). Checked on the client
// config core builds, with the plugin applied the way core applies it.
describe('contract: Docusaurus bundles CSS through a `styles` cache group', () => {
  type CacheGroup = {
    name?: string;
    type?: string;
    enforce?: boolean;
    test?: (module: {nameForCondition: () => string}) => boolean;
  };
  type Config = {
    optimization: {splitChunks: {cacheGroups: Record<string, CacheGroup>}};
  };
  const webpackDir = path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/webpack',
  );
  /* eslint-disable @typescript-eslint/no-require-imports -- core's own config factory and merge, as the build runs them */
  const {createBaseConfig} = require(path.join(webpackDir, 'base.js')) as {
    createBaseConfig: (options: unknown) => Promise<Config>;
  };
  const {applyConfigureWebpack, createConfigureWebpackUtils} = require(
    path.join(webpackDir, 'configure.js'),
  ) as {
    applyConfigureWebpack: (options: unknown) => Config;
    createConfigureWebpackUtils: (options: unknown) => Promise<unknown>;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */

  /** The site's folder: core resolves React from it (nothing is written there). */
  const SITE_DIR = path.join(__dirname, '../../..');

  /** Core's production client config, with this plugin applied. */
  async function clientConfig(): Promise<Config> {
    const siteConfig = {
      staticDirectories: ['static'],
      markdown: {},
      future: {
        faster: {rspackBundler: false, swcJsLoader: false},
        v4: {},
        experimental_router: 'browser',
      },
    };
    const configureWebpackUtils = await createConfigureWebpackUtils({
      siteConfig,
    });
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const config = await createBaseConfig({
        props: {
          outDir: path.join(SITE_DIR, 'build'),
          siteDir: SITE_DIR,
          siteConfig,
          siteConfigPath: path.join(SITE_DIR, 'docusaurus.config.ts'),
          baseUrl: '/',
          generatedFilesDir: path.join(SITE_DIR, '.docusaurus'),
          routesPaths: ['/', '/a', '/b'],
          siteMetadata: {docusaurusVersion: '3'},
          plugins: [],
          i18n: {currentLocale: 'en'},
          currentBundler: (configureWebpackUtils as {currentBundler: unknown})
            .currentBundler,
        },
        isServer: false,
        minify: false,
        faster: siteConfig.future.faster,
        configureWebpackUtils,
      });
      return applyConfigureWebpack({
        configureWebpack: vendorChunksPlugin().configureWebpack,
        config,
        isServer: false,
        configureWebpackUtils,
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }

  it('keeps core’s `styles` group, narrowed to leave the search modal’s CSS out', async () => {
    const {styles} = (await clientConfig()).optimization.splitChunks
      .cacheGroups;
    expect(styles).toMatchObject({
      name: 'styles',
      type: 'css/mini-extract',
      enforce: true,
    });
    const module = (file: string) => ({nameForCondition: () => file});
    expect(
      styles.test?.(
        module(
          '/site/src/features/search/client/SearchModal/styles.module.css',
        ),
      ),
    ).toBe(false);
    expect(styles.test?.(module('/site/src/css/custom.css'))).toBe(true);
  });
});
