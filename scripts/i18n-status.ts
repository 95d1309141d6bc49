/**
 * Translation status for translators: `npm run i18n:status [-- --strict] [-- --json]`.
 *
 * For every English doc in `docs/`, tells whether its Chinese counterpart in
 * `i18n/zh/docusaurus-plugin-content-docs/current/` is missing, stale (the English
 * file changed since the translation recorded its `source_hash`) or up to date;
 * then counts UI label ids in `i18n/zh/*.json` that `docusaurus write-translations
 * --locale zh` would list but that are missing, empty or still English; then
 * every line of a Chinese page or label file that uses a variant the term list
 * (`i18n/zh/terms.json`) says to avoid. With `--strict` it exits 1 when anything
 * is missing, stale, untranslated or off the term list. The report itself is
 * computed by `src/features/i18n-tools/build/statusReport.ts`, which the site
 * build also uses for the notices on Chinese pages and the status page.
 */
import path from 'node:path';
import {
  TRANSLATION_LOCALE,
  needsWork,
  translationReport,
} from '../src/features/i18n-tools/build/statusReport';
import type {DocStatus} from '../src/features/i18n-tools/build/translationStatus';

const ROOT = path.join(__dirname, '..');

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  const asJson = process.argv.includes('--json');
  const report = await translationReport(ROOT);
  const {docs, labels, terms} = report;
  const failing = needsWork(report);

  if (asJson) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const count = (status: DocStatus) =>
      docs.filter((doc) => doc.status === status).length;
    console.log(`Chinese translation status (${docs.length} English docs)\n`);
    for (const doc of docs) {
      if (doc.status !== 'up-to-date')
        console.log(`  ${doc.status.padEnd(10)} ${doc.file}`);
    }
    console.log(
      `\n  up to date: ${count('up-to-date')}   stale: ${count('stale')}   missing: ${count('missing')}`,
    );
    console.log(
      `\nUI labels (compared with \`write-translations --locale ${TRANSLATION_LOCALE}\`)\n`,
    );
    for (const label of labels) {
      console.log(
        `  ${label.file.padEnd(46)} ${label.untranslated.length} untranslated of ${label.total}`,
      );
      for (const id of label.untranslated) console.log(`      - ${id}`);
    }
    console.log(
      `\nTerm list (i18n/${TRANSLATION_LOCALE}/terms.json): ${terms.length} avoided variant(s)\n`,
    );
    for (const hit of terms)
      console.log(`  ${hit.file}:${hit.line}  ${hit.found} → ${hit.use}`);
    console.log(
      failing
        ? "\nTo fix: translate the listed docs/labels, use the term list's terms; after updating a translation run `npm run i18n:stamp -- <doc path>`."
        : '\nEverything is translated and up to date.',
    );
  }
  if (strict && failing) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
