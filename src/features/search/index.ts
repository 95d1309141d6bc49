/**
 * Local Docusaurus plugin: the site's search modal. Registered in `themes`
 * after `./build/searchLocalPlugin` (which builds the index with
 * `@easyops-cn/docusaurus-search-local`), so its `SearchBar` replaces that
 * package's autocomplete box.
 * - `getThemePath`: `theme/SearchBar` (the navbar button and the on-demand modal);
 * - `validateThemeConfig`: `themeConfig.rslibSearch` (`./build/themeConfig`);
 * - points the `@rslib/search-hooks` import at the module named by
 *   `themeConfig.rslibSearch.hooks` (a path from the site folder), or at a
 *   module without hooks. Functions cannot live in `themeConfig` itself:
 *   Docusaurus serializes it to JSON for the browser.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ResolvedSearchConfig} from './client/remoteSearch';
import {validateSearchThemeConfig} from './build/themeConfig';

/** @throws when the module named by `themeConfig.rslibSearch.hooks` does not exist */
export default function searchPlugin(context: LoadContext): Plugin {
  const config = (
    context.siteConfig.themeConfig as unknown as {
      rslibSearch: ResolvedSearchConfig;
    }
  ).rslibSearch;
  const hooksModule = config.hooks
    ? path.resolve(context.siteDir, config.hooks)
    : path.join(__dirname, 'client/SearchModal/defaultSearchHooks.ts');
  if (!existsSync(hooksModule)) {
    throw new Error(
      `themeConfig.rslibSearch.hooks: ${hooksModule} does not exist`,
    );
  }
  return {
    name: 'rslib-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [hooksModule];
    },
    configureWebpack() {
      return {resolve: {alias: {'@rslib/search-hooks': hooksModule}}};
    },
  };
}

searchPlugin.validateThemeConfig = validateSearchThemeConfig;
