/**
 * Local Docusaurus plugin: keys for people who use them. A client module
 * (`client/shortcutKeys.ts`) listens for `?` (the list of keyboard shortcuts,
 * a dialog loaded on first use) and `/` (opens the search); the theme wraps
 * `Footer/Copyright` with a "Keyboard shortcuts" button that opens the list.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The plugin: the key listener as a client module and the footer wrap as theme (no options). */
export default function shortcutsPlugin(): Plugin {
  return {
    name: 'rslib-shortcuts',
    getClientModules() {
      return [path.join(__dirname, 'client', 'shortcutKeys.ts')];
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
