/**
 * Part of the bundle plugin: the browser bundle's route registry without the
 * module paths only server rendering reads (see transform.cjs). The server
 * bundle keeps them, so the page template still lists each page's chunks.
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
