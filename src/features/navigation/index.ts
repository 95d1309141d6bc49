/**
 * Local Docusaurus plugin: what happens around a route change, as client
 * modules (`getClientModules`):
 * - `anchorScroll`: the heading named by the URL hash lands 72 px below the
 *   top, clear of the fixed navbar; an unknown anchor logs a warning;
 * - `pageDataErrors`: a page chunk that fails to load is one warning, never an
 *   uncaught error;
 * - `progressBar`: settings of Docusaurus's navigation progress bar;
 * - `idlePrefetch`: the on-demand parts (search modal, tools menu, Prism,
 *   medium-zoom, the page-actions menu) fetched once the browser is idle.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
  };
}
