/**
 * The site copy of `versions.e2e.ts`: a doc whose URL comes from a custom
 * `slug:` (not from its file path), listed in the config sidebar after the
 * overview; `@rslib/core` 2.0.0 in package.json (only the current docs' label
 * reads it: nothing is installed), then `npm run version:cut -- 1.x`, as a
 * maintainer does when the next major comes out; built in English only (the
 * Chinese build would double the time and the versioning logic is the same;
 * the Chinese files the cut needs are checked on disk).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {SiteCopyRecipe} from './siteCopy';

export const VERSION = '1.x';

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

/** Names `@rslib/core` 2.0.0 in the copy's package.json, so the current docs are labelled 2.x. */
function nextMajor(site: string): void {
  const file = path.join(site, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  if (!pkg.dependencies['@rslib/core']) throw new Error('package.json changed');
  pkg.dependencies['@rslib/core'] = '2.0.0';
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

export const VERSIONS_SITE: SiteCopyRecipe = {
  name: 'versions',
  commits: [
    {message: 'a doc with a custom slug', change: addSlugDoc},
    {message: 'the next major', change: nextMajor},
  ],
  commands: [['npm', 'run', 'version:cut', '--', VERSION]],
  locales: ['en'],
};
