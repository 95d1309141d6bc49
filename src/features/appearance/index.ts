/**
 * Local Docusaurus plugin for the light/dark appearance:
 * - injects the no-flash script (theme preference stored under
 *   `rspress-theme-appearance`; closed announcement bar) at the top of
 *   `<body>`, so neither flashes before React runs. Site plugins come after
 *   the preset's theme, so this script runs after Docusaurus's own colour-mode
 *   script and has the last word on `data-theme`. Docusaurus's script reads
 *   its own storage key (`theme`), which cannot be renamed; the site keeps the
 *   key readers of the original site already have, hence a second script;
 * - client module `client/darkClass.ts`: `<html class="dark">` follows
 *   `data-theme` for styles and scripts that look for the class;
 * - its theme ejects `Navbar/ColorModeToggle`: our two-state switch
 *   (`client/ThemeSwitch`), stored under `rspress-theme-appearance`.
 * Options are read from `themeConfig.rslib` (validated by `../theme-options`).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {noFlashScript} from './common/noFlashScript';
import {
  APPEARANCE_STORAGE_KEY,
  type RslibThemeOptions,
} from '../theme-options/common/themeOptions';

/** Reads `themeConfig.rslib`, which `../theme-options` completed just before. */
export default function appearancePlugin(context: LoadContext): Plugin {
  const options = (
    context.siteConfig.themeConfig as unknown as {rslib: RslibThemeOptions}
  ).rslib;
  const announcementKey = options.announcement?.display
    ? options.announcement.storageKey
    : undefined;
  return {
    name: 'rslib-appearance',
    getClientModules() {
      return [path.join(__dirname, 'client/darkClass.ts')];
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: noFlashScript({
              storageKey: APPEARANCE_STORAGE_KEY,
              darkMode: options.darkMode,
              announcementKey,
            }),
          },
        ],
      };
    },
  };
}
