/**
 * Local Docusaurus plugin of the reference checks: provides `@theme/SinceBadge`,
 * the "Added in …" line that `remarkSince` (a docs remark plugin, exported
 * here) puts under the heading of each option and API entry. The checks
 * themselves are unit tests (`reference.test.ts`, `examples.test.ts`, run
 * for each docs version against the release it describes), and
 * `scripts/since-versions.ts` refreshes the since data.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkSince} from './build/remarkSince';

/**
 * What the badges of a compiled page depend on besides the page: Rspack's
 * persistent cache keeps compiled MDX until one of these files changes, so
 * refreshed since data or a new mapping rebuilds the pages.
 */
const BADGE_INPUTS = [
  'data/since.json',
  'data/referenceMap.ts',
  'build/remarkSince.ts',
  'build/docsVersions.ts',
  'common/since.ts',
  'common/optionPath.ts',
  // The release each docs version describes (`rslib-core-0.x`) caps its badges.
  '../../../package.json',
].map((file) => path.join(__dirname, file));

export default function referencePlugin(): Plugin {
  return {
    name: 'rslib-reference',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config) {
      const {cache} = (config.experiments ?? {}) as {cache?: unknown};
      // Only where Docusaurus turned the persistent cache on.
      if (!cache || typeof cache !== 'object') return {};
      return {experiments: {cache: {buildDependencies: BADGE_INPUTS}}};
    },
  };
}
