/**
 * Local Docusaurus plugin: bundle-level cuts that keep a doc page's first
 * visit within the size budget (see contributing/maintaining.md, "Size budget"):
 * - `vendorChunks`: React in its own long-cached chunk, and the search
 *   modal's stylesheet loaded with the modal instead of on every page;
 * - `slimVersionProps`: no doc descriptions in the version metadata every
 *   doc page loads (the build fails when the docs plugin stops writing it
 *   where the loader looks);
 * - `translationDescriptions`: no translator descriptions of `translate()`
 *   calls in the bundles;
 * - `tslibHelpers`: one tslib helper instead of all of them in the main
 *   chunk;
 * - `defaultLocaleLabels`: English pages ship only the labels whose text
 *   differs from the code's own;
 * - `serverOnlyConfig`: the site config every page loads without the
 *   settings only the build reads (page template, preset/plugin/theme lists);
 * - `clientRegistry`: the browser's route registry without the module paths
 *   only server rendering reads.
 * All but `translationDescriptions` touch bundler details Docusaurus does not document; each has
 * a contract test and is listed under "Internal dependencies" in
 * `src/theme/README.md`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {merge} from 'webpack-merge';
import vendorChunks from './vendorChunks';
import slimVersionProps from './slimVersionProps';
import translationDescriptions from './translationDescriptions';
import tslibHelpers from './tslibHelpers';
import defaultLocaleLabels from './defaultLocaleLabels';
import serverOnlyConfig from './serverOnlyConfig';
import clientRegistry from './clientRegistry';

type WebpackPart = Record<string, unknown>;

/**
 * Merges the parts' webpack configs with `webpack-merge`, as Docusaurus merges
 * a plugin's config into its own: nested objects combine key by key (two
 * parts' `optimization.splitChunks.cacheGroups` or `resolve.alias` entries
 * all stay), arrays such as loader rules are concatenated in part order.
 */
export function mergeParts(parts: readonly WebpackPart[]): WebpackPart {
  return merge<WebpackPart>({}, ...parts);
}

export default function bundlePlugin(context: LoadContext): Plugin {
  const parts = [
    vendorChunks(),
    slimVersionProps(context),
    translationDescriptions(),
    tslibHelpers(),
    defaultLocaleLabels(context),
    serverOnlyConfig(context),
    clientRegistry(context),
  ];
  return {
    name: 'rslib-bundle',
    async allContentLoaded(args) {
      for (const part of parts) await part.allContentLoaded?.(args);
    },
    configureWebpack(config, isServer, utils, content) {
      return mergeParts(
        parts.map(
          (part) =>
            (part.configureWebpack?.(config, isServer, utils, content) ??
              {}) as WebpackPart,
        ),
      ) as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild(props) {
      for (const part of parts) await part.postBuild?.(props);
    },
  };
}
