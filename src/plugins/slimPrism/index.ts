/**
 * Local Docusaurus plugin (issue: quality gates, size budget): code blocks use
 * a Prism build with only the grammars the docs need instead of the ~30
 * grammars and 20 themes bundled in `prism-react-renderer` — about 17 KB gzip
 * less JavaScript on every page. Applied to both the client and the server
 * (SSR) bundle, so pre-rendered and hydrated code blocks are identical.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function slimPrismPlugin(): Plugin {
  return {
    name: 'rslib-slim-prism',
    configureWebpack() {
      return {
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
