/**
 * The site copy of `versions.e2e.ts`: a doc whose URL comes from a custom
 * `slug:` (not from its file path), listed in the config sidebar after the
 * overview, then `npm run version:cut -- 1.0`; built in English only (the
 * Chinese build would double the time and the versioning logic is the same;
 * the Chinese files the cut needs are checked on disk).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {SiteCopyRecipe} from './siteCopy';

export const VERSION = '1.0';

/** A doc whose file path (`config/slug-check.mdx`) differs from its URL. */
export const SLUG_DOC = {
  file: 'docs/config/slug-check.mdx',
  id: 'config/slug-check',
  route: '/config/renamed-option',
  title: 'Renamed option',
};

/** Adds `SLUG_DOC` to the copy and lists it in the config sidebar, after the overview. */
function addSlugDoc(site: string): void {
  writeFileSync(
    path.join(site, SLUG_DOC.file),
    `---\ntitle: ${SLUG_DOC.title}\ndescription: A page whose URL comes from its slug.\nslug: ${SLUG_DOC.route}\n---\n\n# ${SLUG_DOC.title}\n\n## First option {#first-option}\n\nText.\n`,
  );
  const sidebars = path.join(site, 'sidebars.ts');
  const source = readFileSync(sidebars, 'utf8');
  const anchor = "'config/index',";
  if (!source.includes(anchor)) throw new Error('sidebars.ts changed');
  writeFileSync(
    sidebars,
    source.replace(anchor, `${anchor} '${SLUG_DOC.id}',`),
  );
}

export const VERSIONS_SITE: SiteCopyRecipe = {
  name: 'versions',
  commits: [{message: 'a doc with a custom slug', change: addSlugDoc}],
  commands: [['npm', 'run', 'version:cut', '--', VERSION]],
  locales: ['en'],
};
