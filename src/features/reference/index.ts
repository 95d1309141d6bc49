/**
 * Local Docusaurus plugin of the reference checks: provides `@theme/SinceBadge`,
 * the "Added in …" line that `remarkSince` (a docs remark plugin, exported
 * here) puts under the heading of each option and API entry. The checks
 * themselves are unit tests (`reference.test.ts`, `examples.test.ts`), and
 * `scripts/since-versions.ts` refreshes the since data.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkSince} from './build/remarkSince';

export default function referencePlugin(): Plugin {
  return {
    name: 'rslib-reference',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
