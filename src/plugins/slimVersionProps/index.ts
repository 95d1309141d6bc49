/**
 * Local Docusaurus plugin that keeps doc pages within the size budget (see
 * README): drops the doc descriptions from the version metadata every doc page
 * loads (see transform.cjs) — 3–4 KB gzip less per first visit. Applied to the
 * client and the server bundle alike. If the site ever shows `<DocCardList />`
 * cards, remove this plugin: the cards read those descriptions.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function slimVersionPropsPlugin(): Plugin {
  return {
    name: 'rslib-slim-version-props',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
