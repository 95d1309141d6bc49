/**
 * Local Docusaurus plugin that keeps doc pages within the size budget (see
 * README): code blocks use a Prism build with only the grammars the docs need
 * instead of the ~30 grammars and 20 themes bundled in `prism-react-renderer` —
 * about 17 KB gzip less JavaScript on every page. Applied to both the client
 * and the server (SSR) bundle, so pre-rendered and hydrated code blocks are
 * identical.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Theme-classic's `prism-include-languages` always bundles
 * `prism-markup-templating` for the case `additionalLanguages` has `php`;
 * without `php` that module is dead weight and is replaced by an empty one.
 */
function needsMarkupTemplating(context: LoadContext): boolean {
  const prism = (
    context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}
  ).prism;
  return prism?.additionalLanguages?.includes('php') ?? false;
}

export default function slimPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'rslib-slim-prism',
    configureWebpack() {
      return {
        resolve: needsMarkupTemplating(context)
          ? {}
          : {alias: {'prismjs/components/prism-markup-templating.js$': false}},
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
              use: [
                {
                  loader: path.join(__dirname, 'loader.cjs'),
                  options: {prismModule: path.join(__dirname, 'prism.ts')},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
