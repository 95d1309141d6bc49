/**
 * Local Docusaurus plugin that keeps doc pages within the size budget (see
 * README):
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
 *   rendered pages link only that one, so anything else would paint late.
 */
import type {Plugin} from '@docusaurus/types';

/** CSS files that stay out of the site-wide stylesheet: matched against the module path. */
export const LAZY_CSS =
  /[\\/]search[\\/]client[\\/]SearchModal[\\/]styles\.module\.css$/;

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
