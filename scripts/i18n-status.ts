/**
 * Translation status for translators: `npm run i18n:status [-- --strict] [-- --json]`.
 *
 * For every docs version (current: `docs/` ↔ `i18n/zh/docusaurus-plugin-content-docs/current/`;
 * each name of `versions.json`, e.g. 0.x: `versioned_docs/version-0.x/` ↔
 * `i18n/zh/docusaurus-plugin-content-docs/version-0.x/`), tells under that
 * version's heading whether each English doc's Chinese counterpart is missing,
 * stale (the English file changed since the translation recorded its
 * `source_hash`) or up to date; then counts UI label ids in `i18n/zh/*.json`
 * that `docusaurus write-translations --locale zh` would list but that are
 * missing, empty or still English; then every line of a Chinese page or label
 * file that uses a variant the term list (`i18n/zh/terms.json`) says to avoid.
 * With `--strict` it exits 1 when anything in any version is missing, stale,
 * untranslated or off the term list; wrong arguments exit 2. The report is
 * computed by `src/features/i18n-tools/build/statusReport.ts` (which the site
 * build also uses for the notices on Chinese pages and the status page) and
 * printed by `build/commands.ts`.
 */
import path from 'node:path';
import {runStatus} from '../src/features/i18n-tools/build/commands';
import {translationReport} from '../src/features/i18n-tools/build/statusReport';

const ROOT = path.join(__dirname, '..');

runStatus(process.argv.slice(2), () => translationReport(ROOT), console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
