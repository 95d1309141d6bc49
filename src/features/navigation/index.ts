/**
 * Local Docusaurus plugin: what happens around a route change, as client
 * modules (`getClientModules`):
 * - `anchorScroll`: the heading named by the URL hash lands 72 px below the
 *   top, clear of the fixed navbar; an unknown anchor logs a warning;
 * - `pageDataErrors`: a page chunk that fails to load is one warning, never an
 *   uncaught error;
 * - `progressBar`: settings of Docusaurus's navigation progress bar;
 * - `idlePrefetch`: once the page has hydrated and loaded and the browser is idle, the
 *   parts a first search and a first client-side navigation need.
 *
 * and, in the browser bundle, `client/routePrefetch.ts` instead of
 * Docusaurus's route-chunk prefetch helper: links coming into view no longer
 * prefetch their routes (hover and touch still preload them).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Folder of Docusaurus's browser runtime, whose `./prefetch` import is replaced. */
export const DOCUSAURUS_CLIENT_DIR =
  /[\\/]node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/** The request of Docusaurus's route registry (`docusaurus.js`) for its prefetch helper. */
export const PREFETCH_HELPER_REQUEST = /^\.\/prefetch(\.js)?$/;

/** Our stand-in for that helper. */
export const ROUTE_PREFETCH_MODULE = path.join(
  __dirname,
  'client',
  'routePrefetch.ts',
);

/**
 * Points the request `./prefetch` made from Docusaurus's client folder at
 * `ROUTE_PREFETCH_MODULE`; any other request is left alone.
 * @param resolveData the bundler's resolve data (`context`: the importing folder, `request`)
 */
export function redirectPrefetchHelper(resolveData: {
  context?: string;
  request: string;
}): void {
  if (
    resolveData.context !== undefined &&
    DOCUSAURUS_CLIENT_DIR.test(resolveData.context) &&
    PREFETCH_HELPER_REQUEST.test(resolveData.request)
  )
    resolveData.request = ROUTE_PREFETCH_MODULE;
}

export default function navigationPlugin(): Plugin {
  return {
    name: 'rslib-navigation',
    getClientModules() {
      return [
        'anchorScroll.ts',
        'pageDataErrors.ts',
        'progressBar.ts',
        'idlePrefetch.ts',
      ].map((file) => path.join(__dirname, 'client', file));
    },
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            PREFETCH_HELPER_REQUEST,
            redirectPrefetchHelper,
          ),
        ],
      };
    },
  };
}
