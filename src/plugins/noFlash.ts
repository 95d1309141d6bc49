/**
 * Local Docusaurus plugin: injects the no-flash script (theme preference stored
 * under `rspress-theme-appearance`; closed announcement bar) at the top of
 * `<body>`, so neither flashes before React runs. Site plugins come after the
 * preset's theme, so this script runs after Docusaurus's own colour-mode script
 * and has the last word on `data-theme`. Options are read from
 * `themeConfig.rslib`, which this plugin validates.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {earlyInputScript, noFlashScript} from '../lib/inlineScripts';
import {IMAGE_ZOOM_SELECTOR} from '../lib/imageZoom';
import {
  APPEARANCE_STORAGE_KEY,
  type RslibThemeOptions,
} from '../lib/themeOptions';
import {validateRslibThemeConfig} from './themeConfig';

/** Reads `themeConfig.rslib`, which `validateThemeConfig` (below) completed just before. */
export default function noFlashPlugin(context: LoadContext): Plugin {
  const options = (
    context.siteConfig.themeConfig as unknown as {rslib: RslibThemeOptions}
  ).rslib;
  const announcementKey = options.announcement?.display
    ? options.announcement.storageKey
    : undefined;
  return {
    name: 'rslib-no-flash',
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
          // Clicks and Ctrl/Cmd+K before hydration are kept and replayed after it (src/lib/earlyInput.ts).
          {
            tagName: 'script',
            innerHTML: earlyInputScript(IMAGE_ZOOM_SELECTOR),
          },
        ],
      };
    },
  };
}

noFlashPlugin.validateThemeConfig = validateRslibThemeConfig;
