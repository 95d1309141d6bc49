/**
 * Local Docusaurus plugin that keeps doc pages within the size budget (see
 * contributing/maintaining.md, "Size budget"):
 * - moves React and ReactDOM out of the `main` chunk into a `react` chunk of
 *   the same entry (no single JS chunk over 150 KB gzip). The page still loads
 *   the same bytes, but the vendor chunk changes only when React is upgraded,
 *   so returning readers keep it cached across site deploys;
 * - keeps the CSS of the search modal out of the one site-wide stylesheet
 *   Docusaurus makes (`styles` cache group): it loads with the modal's chunk,
 *   on first use, instead of on every page. It is a self-contained CSS module
 *   (hashed class names), so the load order that made Docusaurus merge CSS
 *   into one file (facebook/docusaurus#2006) does not affect it. Page CSS
 *   (e.g. the landing page's) must stay in the shared stylesheet: server
 *   rendered pages link only that one, so anything else would paint late;
 * - puts the route components every doc page renders (`@theme/DocsRoot`,
 *   `DocVersionRoot`, `DocRoot`, `DocItem`, the docs plugin's default
 *   `docsRootComponent`… options) and everything they import into one
 *   `doc-shell` chunk. Webpack's defaults split them into a chunk per
 *   component plus the chunks they share with other routes, each a round
 *   trip on a phone's network and its own compile and load tasks: a doc
 *   page's first visit was 15 files, now 8–9 (React, runtime, main, the
 *   stylesheet, this chunk, the page's content, the docs' route data and
 *   the chunks the content shares). Only chunks loaded by those
 *   four imports are merged, so the home page and the blog, whose routes do
 *   not render them, never load it (the budget test checks both).
 */
import type {Plugin} from '@docusaurus/types';

/** CSS files that stay out of the site-wide stylesheet: matched against the module path. */
export const LAZY_CSS =
  /[\\/]search[\\/]client[\\/]SearchModal[\\/]styles\.module\.css$/;

/**
 * Import requests of the route components every doc page renders: the docs
 * plugin's `docsRootComponent`, `docVersionRootComponent`, `docRootComponent`
 * and `docItemComponent` options at their defaults (the site keeps them).
 */
export const DOC_SHELL_REQUESTS: ReadonlySet<string> = new Set([
  '@theme/DocsRoot',
  '@theme/DocVersionRoot',
  '@theme/DocRoot',
  '@theme/DocItem',
]);

/** The part of a webpack `Chunk` read here: its chunk groups and what requested them. */
export type ChunkLike = {
  groupsIterable: Iterable<{origins: readonly {request?: string | null}[]}>;
};

/**
 * Split-chunks filter of the `doc-shell` group: true for a chunk whose group
 * was requested by `import()` of one of {@link DOC_SHELL_REQUESTS} (the
 * route registry imports each route component by that request).
 */
export function isDocShellChunk(chunk: ChunkLike): boolean {
  for (const group of chunk.groupsIterable)
    if (
      group.origins.some(
        (origin) => origin.request && DOC_SHELL_REQUESTS.has(origin.request),
      )
    )
      return true;
  return false;
}

export default function vendorChunksPlugin(): Plugin {
  return {
    name: 'rslib-vendor-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              react: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                name: 'react',
                chunks: 'initial',
                priority: 40,
                enforce: true,
              },
              docShell: {
                name: 'doc-shell',
                chunks: isDocShellChunk,
                priority: 30,
                enforce: true,
              },
              styles: {
                test: (module: {nameForCondition?: () => string | null}) =>
                  !LAZY_CSS.test(module.nameForCondition?.() ?? ''),
              },
            },
          },
        },
      };
    },
  };
}
