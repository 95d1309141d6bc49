/**
 * Local Docusaurus plugin for the search modal (SPEC §3 Theme config: search,
 * §7 optional search hooks): validates `themeConfig.rslibSearch` at build time
 * and points the `@rslib/search-hooks` import at the module named by
 * `themeConfig.rslibSearch.hooks` (a path from the site folder), or at a module
 * without hooks. Functions cannot live in `themeConfig` itself: Docusaurus
 * serializes it to JSON for the browser.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolveSearchConfig} from '../lib/remoteSearch';

/** @throws when `themeConfig.rslibSearch` is invalid or its hooks module does not exist */
export default function searchHooksPlugin(context: LoadContext): Plugin {
  const {config, errors} = resolveSearchConfig(
    (context.siteConfig.themeConfig as Record<string, unknown>).rslibSearch,
  );
  if (errors.length > 0) {
    throw new Error(
      `Invalid themeConfig.rslibSearch:\n- ${errors.join('\n- ')}`,
    );
  }
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
