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
 * is missing, stale, untranslated or off the term list.
 */
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  docStatus,
  untranslatedKeys,
  type DocStatus,
  type Messages,
} from '../src/features/i18n-tools/build/translationStatus';
import {SAME_IN_BOTH} from '../src/features/i18n-tools/data/sameInBoth';
import {
  findAvoidedTerms,
  parseTerms,
  type TermHit,
} from '../src/features/i18n-tools/build/terms';

const ROOT = path.join(__dirname, '..');
const LOCALE = 'zh';
const DOCS = path.join(ROOT, 'docs');
const TRANSLATED_DOCS = path.join(
  ROOT,
  'i18n',
  LOCALE,
  'docusaurus-plugin-content-docs',
  'current',
);
const LABEL_FILES = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
];

function listDocs(dir: string, base = DOCS): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listDocs(full, base);
      return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
        ? [path.relative(base, full)]
        : [];
    })
    .sort();
}

/** Uses of avoided term variants in every Chinese page and label file. */
function termHits(): TermHit[] {
  const terms = parseTerms(
    readFileSync(path.join(ROOT, 'i18n', LOCALE, 'terms.json'), 'utf8'),
  );
  const files = [
    ...listDocs(TRANSLATED_DOCS, ROOT),
    ...LABEL_FILES.map((file) => path.join('i18n', LOCALE, file)),
  ].filter((file) => existsSync(path.join(ROOT, file)));
  return files.flatMap((file) =>
    findAvoidedTerms(file, readFileSync(path.join(ROOT, file), 'utf8'), terms),
  );
}

const readJson = (file: string): Messages =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};

/** What write-translations would write for the locale, generated into a scratch i18n folder. */
function generatedLabels(): Record<string, Messages> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'rslib-i18n-'));
  try {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'write-translations',
        '--locale',
        LOCALE,
      ],
      {
        cwd: ROOT,
        env: {...process.env, RSLIB_I18N_PATH: scratch},
        stdio: 'pipe',
      },
    );
    return Object.fromEntries(
      LABEL_FILES.map((file) => [
        file,
        readJson(path.join(scratch, LOCALE, file)),
      ]),
    );
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

function main(): void {
  const strict = process.argv.includes('--strict');
  const asJson = process.argv.includes('--json');

  const docs = listDocs(DOCS).map((file) => {
    const translated = path.join(TRANSLATED_DOCS, file);
    const status: DocStatus = docStatus(
      readFileSync(path.join(DOCS, file), 'utf8'),
      existsSync(translated) ? readFileSync(translated, 'utf8') : undefined,
    );
    return {file, status};
  });

  const generated = generatedLabels();
  const english = readJson(path.join(ROOT, 'i18n', 'en', 'code.json'));
  const labels = LABEL_FILES.map((file) => {
    const current = readJson(path.join(ROOT, 'i18n', LOCALE, file));
    // For plugin files the English source is the generated default itself.
    const source =
      file === 'code.json' ? {...generated[file], ...english} : generated[file];
    return {
      file,
      total: Object.keys(generated[file]).length,
      untranslated: untranslatedKeys(
        generated[file],
        current,
        source,
        SAME_IN_BOTH,
      ),
    };
  });

  const count = (status: DocStatus) =>
    docs.filter((doc) => doc.status === status).length;
  const untranslatedTotal = labels.reduce(
    (sum, label) => sum + label.untranslated.length,
    0,
  );
  const terms = termHits();
  const failing =
    count('missing') + count('stale') + untranslatedTotal + terms.length > 0;

  if (asJson) {
    console.log(JSON.stringify({docs, labels, terms}, null, 2));
  } else {
    console.log(`Chinese translation status (${docs.length} English docs)\n`);
    for (const doc of docs) {
      if (doc.status !== 'up-to-date')
        console.log(`  ${doc.status.padEnd(10)} ${doc.file}`);
    }
    console.log(
      `\n  up to date: ${count('up-to-date')}   stale: ${count('stale')}   missing: ${count('missing')}`,
    );
    console.log(
      '\nUI labels (compared with `write-translations --locale zh`)\n',
    );
    for (const label of labels) {
      console.log(
        `  ${label.file.padEnd(46)} ${label.untranslated.length} untranslated of ${label.total}`,
      );
      for (const id of label.untranslated) console.log(`      - ${id}`);
    }
    console.log(
      `\nTerm list (i18n/${LOCALE}/terms.json): ${terms.length} avoided variant(s)\n`,
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

main();
