/**
 * Local Docusaurus plugin: bundle-level cuts that keep a doc page's first
 * visit within the size budget (see the README's performance section):
 * - `vendorChunks`: React in its own long-cached chunk, and the search
 *   modal's stylesheet loaded with the modal instead of on every page;
 * - `slimVersionProps`: no doc descriptions in the version metadata every
 *   doc page loads (the build fails when the docs plugin stops writing it
 *   where the loader looks).
 * Both touch bundler details Docusaurus does not document; each has a
 * contract test and is listed under "Internal dependencies" in
 * `src/theme/README.md`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import vendorChunks from './vendorChunks';
import slimVersionProps from './slimVersionProps';

export default function bundlePlugin(context: LoadContext): Plugin {
  const parts = [vendorChunks(), slimVersionProps(context)];
  return {
    name: 'rslib-bundle',
    // The parts set different keys (`optimization`, `module`), so a shallow merge keeps both.
    configureWebpack(config, isServer, utils, content) {
      return parts.reduce<Record<string, unknown>>(
        (merged, part) => ({
          ...merged,
          ...(part.configureWebpack?.(config, isServer, utils, content) ?? {}),
        }),
        {},
      );
    },
    async postBuild(props) {
      for (const part of parts) await part.postBuild?.(props);
    },
  };
}
