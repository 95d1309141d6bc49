/**
 * Records, in a Chinese doc's front matter, the hash of the English source it
 * translates, in the same docs version:
 * `npm run i18n:stamp -- guide/basic/cli.mdx [more…]` or `-- --all` (current
 * docs), `npm run i18n:stamp -- --version 0.x guide/basic/cli.mdx` or
 * `-- --version 0.x --all` (an older version). Run it after bringing a
 * translation up to date with its English page. Exit codes: 0 stamped, 1 a
 * page could not be stamped, 2 wrong arguments (the usage is printed). The
 * logic is `src/features/i18n-tools/build/commands.ts` (`runStamp`).
 */
import path from 'node:path';
import {runStamp} from '../src/features/i18n-tools/build/commands';

const ROOT = path.join(__dirname, '..');

try {
  process.exit(runStamp(ROOT, process.argv.slice(2), console));
} catch (error) {
  console.error(error);
  process.exit(1);
}
