/**
 * Part of the bundle plugin: `@docusaurus/utils-common` (used by Docusaurus's
 * `Link`, so on every page) is compiled to CommonJS with `require("tslib")`,
 * which brings the whole tslib helper library into the main chunk although it
 * uses one helper. For that module only (a rule-scoped
 * resolve alias), `tslib` resolves to `importDefault.cjs`, which defines that
 * helper as tslib does. The contract test fails when the installed package
 * uses another helper, or stops requiring tslib.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module whose `tslib` is narrowed, matched by path. */
export const UTILS_COMMON_ENTRY =
  /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/** Helpers `importDefault.cjs` provides. */
export const PROVIDED_HELPERS = ['__importDefault'];

export default function tslibHelpers(): Plugin {
  return {
    name: 'rslib-tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: UTILS_COMMON_ENTRY,
              resolve: {
                alias: {tslib$: path.join(__dirname, 'importDefault.cjs')},
              },
            },
          ],
        },
      };
    },
  };
}
