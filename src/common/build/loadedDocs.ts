/**
 * What the docs plugin loaded, for our build-time plugins (the config
 * overview's headings, llms.txt and the Markdown copies): every doc with the
 * permalink, title, description, sidebar and source file Docusaurus resolved
 * for it. Reading this instead of walking `docs/` keeps `slug:`, `id:`,
 * numbered prefixes, versions and translated files right by construction.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {
  aliasedSitePathToRelativePath,
  parseMarkdownFile,
} from '@docusaurus/utils';
import type {AllContent, LoadContext} from '@docusaurus/types';
import type {
  DocMetadata,
  LoadedContent,
  LoadedVersion,
} from '@docusaurus/plugin-content-docs';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The versions (with their docs) the default docs plugin instance loaded.
 * @throws when the docs plugin is missing, so a config change that drops it
 *   fails the build instead of writing empty data
 */
export function loadedVersions(allContent: AllContent): LoadedVersion[] {
  const content = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
  if (!content) {
    throw new Error(
      `The ${DOCS_PLUGIN} plugin's content is missing: the site's build-time doc data needs the docs plugin.`,
    );
  }
  return content.loadedVersions;
}

/** The doc's source file relative to its docs folder, POSIX style: `guide/basic/cli.mdx`. */
export function docRelativePath(doc: DocMetadata): string {
  const file = path.posix.basename(doc.source);
  return doc.sourceDirName === '.'
    ? file
    : path.posix.join(doc.sourceDirName, file);
}

/**
 * The absolute path of a site file.
 * @param sitePath an `@site/…` path (a doc's `source`, an import) or an absolute path
 */
export function siteFilePath(context: LoadContext, sitePath: string): string {
  return sitePath.startsWith('@site/')
    ? path.join(context.siteDir, aliasedSitePathToRelativePath(sitePath))
    : sitePath;
}

/**
 * A file's path under a version's docs folder, translated (`i18n/zh/…/current`)
 * or not (`docs`), POSIX style: `guide/start/components/ESM.mdx`.
 * @param filePath an absolute path
 * @returns `undefined` for a file outside both folders
 */
export function versionRelativePath(
  version: Pick<LoadedVersion, 'contentPath' | 'contentPathLocalized'>,
  filePath: string,
): string | undefined {
  for (const folder of [version.contentPathLocalized, version.contentPath]) {
    if (folder === undefined) continue;
    const relative = path.relative(folder, filePath);
    if (
      relative !== '' &&
      !relative.startsWith('..') &&
      !path.isAbsolute(relative)
    ) {
      return relative.split(path.sep).join('/');
    }
  }
  return undefined;
}

/**
 * Reads a Markdown/MDX file and returns its body without front matter, parsed
 * with the site's own front matter parser.
 *
 * @param sitePath an `@site/…` path (a doc's `source`, an import) or an absolute path
 */
export async function readMarkdownBody(
  context: LoadContext,
  sitePath: string,
): Promise<string> {
  const filePath = siteFilePath(context, sitePath);
  const {content} = await parseMarkdownFile({
    filePath,
    fileContent: await readFile(filePath, 'utf8'),
    parseFrontMatter: context.siteConfig.markdown.parseFrontMatter,
  });
  return content;
}
