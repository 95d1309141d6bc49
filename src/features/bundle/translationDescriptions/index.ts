/**
 * Part of the bundle plugin: runs `loader.cjs` before the compiler on the
 * site's own modules and the Docusaurus theme and plugin code that calls
 * `translate()`, so translation descriptions (text for translators, read by
 * `write-translations` from the source) do not ship to the browser.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Modules the loader runs on: ours and the Docusaurus packages with labels. */
export const TRANSLATED_MODULES =
  /([\\/]src[\\/]|[\\/]node_modules[\\/]@docusaurus[\\/](theme-classic|theme-common|plugin-content-docs|plugin-content-blog)[\\/]).*\.(jsx?|tsx?)$/;

export default function translationDescriptions(): Plugin {
  return {
    name: 'rslib-translation-descriptions',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: TRANSLATED_MODULES,
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
