/**
 * Part of the bundle plugin: the site config module every page loads no
 * longer carries the settings only the build reads (`ssrTemplate`, `presets`,
 * `plugins`, `themes`; see transform.cjs), about 1.2 KB gzip off the main
 * chunk. Applied to the client and the server bundle alike, so hydration sees
 * the same config the server rendered with.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** File name of the site config module Docusaurus generates (`@generated/docusaurus.config`). */
export const SITE_CONFIG_FILE = 'docusaurus.config.mjs';

/** @param context the site's load context (generated files folder) */
export default function serverOnlyConfig(context: LoadContext): Plugin {
  return {
    name: 'rslib-server-only-config',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, SITE_CONFIG_FILE),
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
