/**
 * Part of the bundle plugin: what the browser bundle carries per route chunk,
 * cut to what the browser uses.
 * - The route registry without the module paths only server rendering reads
 *   (see transform.cjs). The server bundle keeps them, so the page template
 *   still lists each page's chunks.
 * - On-demand chunks named by id (`<id>.<hash>.js`) instead of Docusaurus's
 *   `<name>.<hash>.js`: webpack's runtime then needs no id-to-name table, one
 *   entry per chunk in every page's runtime chunk. Entry chunks (`main`,
 *   `react`, `runtime~main`) keep their names.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** File name of the route registry Docusaurus generates (`@generated/registry`). */
export const REGISTRY_FILE = 'registry.js';

/** @param context the site's load context (generated files folder) */
export default function clientRegistry(context: LoadContext): Plugin {
  return {
    name: 'rslib-client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, REGISTRY_FILE),
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
