/**
 * Records, in a Chinese doc's front matter, the hash of the English source it
 * translates: `npm run i18n:stamp -- guide/basic/cli.mdx [more…]` or `-- --all`.
 * Run it after bringing a translation up to date with its English page.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../src/common/build/files';
import {
  sourceHash,
  stampSourceHash,
} from '../src/features/i18n-tools/build/translationStatus';

const ROOT = path.join(__dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const TRANSLATED_DOCS = path.join(
  ROOT,
  'i18n',
  'zh',
  'docusaurus-plugin-content-docs',
  'current',
);

/**
 * Every translated Markdown file, partials (`_x.mdx`) included: a partial's
 * translation follows its English source like a page's does.
 */
const listDocs = (dir: string): string[] =>
  filesUnder(dir, (file) => /\.mdx?$/.test(file));

const args = process.argv.slice(2);
const files = args.includes('--all')
  ? listDocs(TRANSLATED_DOCS)
  : args.map((arg) => arg.replace(/^docs\//, ''));
if (files.length === 0) {
  console.error(
    'Usage: npm run i18n:stamp -- <doc path relative to docs/> [...] | --all',
  );
  process.exit(2);
}
let failed = false;
for (const file of files) {
  const english = path.join(DOCS, file);
  const translated = path.join(TRANSLATED_DOCS, file);
  if (!existsSync(english) || !existsSync(translated)) {
    console.error(
      `skip ${file}: ${existsSync(english) ? 'no Chinese translation' : 'no English source'}`,
    );
    failed = true;
    continue;
  }
  const stamped = stampSourceHash(
    readFileSync(translated, 'utf8'),
    sourceHash(readFileSync(english, 'utf8')),
  );
  writeFileSync(translated, stamped);
  console.log(`stamped ${file}`);
}
process.exit(failed ? 1 : 0);
