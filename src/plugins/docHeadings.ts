/**
 * Local Docusaurus plugin: collects the headings of the docs under the given
 * folders for the current locale and writes them to
 * `@generated/rslib-doc-headings/default/headings.json`, which only the
 * overview component imports (SPEC §2 Page types: overview). Chinese builds read
 * the translation when it exists and the English doc otherwise, as Docusaurus does.
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  extractHeadings,
  permalinkOfDocFile,
  type HeadingEntry,
} from '../lib/headings';

export type DocHeadingsOptions = {
  /** Folders of `docs/` whose pages are listed, e.g. `['config', 'api']`. */
  readonly folders: readonly string[];
  /** Heading levels to keep (default `[2, 3]`; the overview shows depth 2 unless told). */
  readonly depths?: readonly number[];
};

function listMdx(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
      ? [full]
      : [];
  });
}

/**
 * @param options `DocHeadingsOptions` (typed `unknown` because Docusaurus plugin
 *   configs are untyped); throws when `folders` is not an array of strings.
 */
export default function docHeadingsPlugin(
  context: LoadContext,
  options: unknown,
): Plugin {
  const {folders, depths = [2, 3]} = options as DocHeadingsOptions;
  if (
    !Array.isArray(folders) ||
    folders.some((folder) => typeof folder !== 'string')
  ) {
    throw new Error(
      'rslib-doc-headings: option `folders` must be an array of folder names under docs/.',
    );
  }
  const docsDir = path.join(context.siteDir, 'docs');
  const locale = context.i18n.currentLocale;
  const translatedDir = path.join(
    context.siteDir,
    'i18n',
    locale,
    'docusaurus-plugin-content-docs',
    'current',
  );
  return {
    name: 'rslib-doc-headings',
    getPathsToWatch() {
      return [docsDir, translatedDir].map((dir) => `${dir}/**/*.{md,mdx}`);
    },
    async loadContent() {
      const result: Record<string, HeadingEntry[]> = {};
      for (const folder of folders) {
        for (const file of listMdx(path.join(docsDir, folder))) {
          const relative = path.relative(docsDir, file);
          const translated = path.join(translatedDir, relative);
          const source = readFileSync(
            locale !== context.i18n.defaultLocale && existsSync(translated)
              ? translated
              : file,
            'utf8',
          );
          result[permalinkOfDocFile(relative)] = extractHeadings(
            source,
            depths,
          );
        }
      }
      return result;
    },
    async contentLoaded({content, actions}) {
      await actions.createData(
        'headings.json',
        JSON.stringify(content as Record<string, HeadingEntry[]>),
      );
    },
  };
}
