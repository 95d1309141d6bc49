/**
 * Local Docusaurus plugin for the search modal: validates
 * `themeConfig.rslibSearch` at build time (`src/plugins/themeConfig.ts`) and points the `@rslib/search-hooks` import at the module named by
 * `themeConfig.rslibSearch.hooks` (a path from the site folder), or at a module
 * without hooks. Functions cannot live in `themeConfig` itself: Docusaurus
 * serializes it to JSON for the browser.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ResolvedSearchConfig} from '../lib/remoteSearch';
import {validateSearchThemeConfig} from './themeConfig';

/** @throws when the module named by `themeConfig.rslibSearch.hooks` does not exist */
export default function searchHooksPlugin(context: LoadContext): Plugin {
  const config = (
    context.siteConfig.themeConfig as unknown as {
      rslibSearch: ResolvedSearchConfig;
    }
  ).rslibSearch;
  const hooksModule = config.hooks
    ? path.resolve(context.siteDir, config.hooks)
    : path.join(
        context.siteDir,
        'src/components/SearchModal/defaultSearchHooks.ts',
      );
  if (!existsSync(hooksModule)) {
    throw new Error(
      `themeConfig.rslibSearch.hooks: ${hooksModule} does not exist`,
    );
  }
  return {
    name: 'rslib-search-hooks',
    getPathsToWatch() {
      return [hooksModule];
    },
    configureWebpack() {
      return {resolve: {alias: {'@rslib/search-hooks': hooksModule}}};
    },
  };
}

searchHooksPlugin.validateThemeConfig = validateSearchThemeConfig;
