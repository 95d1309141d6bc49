/**
 * `@easyops-cn/docusaurus-search-local`, unchanged, plus one step after its
 * build: next to every `search-index.json` it wrote (one per locale and docs
 * version), the same index in two files, `search-index-titles.json` (page
 * titles and headings: a fraction of the bytes) and
 * `search-index-content.json` (descriptions and body text), which the search modal loads in
 * that order, so the first results need only the small file
 * (`./indexSplit.ts`; the file format is known only to `./searchIndexFormat.ts`). The full file stays for the plugin's own
 * search page. Blog posts get the breadcrumb 'Blog' (translated), so the modal
 * shows them as blog results.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import {filesUnder} from '../../../common/build/files';
import {
  CONTENT_CONTEXT,
  TITLES_CONTEXT,
  labelBlogPages,
  splitSearchIndex,
} from './indexSplit';
import {
  SITE_INDEX_FILE,
  contextIndexFile,
  readSearchIndex,
  writeSearchIndex,
} from './searchIndexFormat';

// The package's type declarations describe only its options; its runtime
// exports are the plugin function (default) and `validateOptions`.
const {default: searchLocal, validateOptions} =
  searchLocalModule as unknown as {
    default: (context: LoadContext, options: unknown) => Plugin;
    validateOptions: PluginModule['validateOptions'];
  };

/** Every index file the plugin wrote for the whole site under `dir`. */
function findIndexes(dir: string): string[] {
  return filesUnder(
    dir,
    (file) => path.posix.basename(file) === SITE_INDEX_FILE,
  ).map((file) => path.join(dir, file));
}

/** How blog posts are labelled in search results, and where the blog lives. */
type BlogLabel = {readonly path: string; readonly label: string};

/**
 * Writes the titles and content files next to one index file (and the index
 * file again, with blog posts labelled).
 * @throws SearchIndexFormatError when the plugin's format changed
 */
async function split(file: string, blog: BlogLabel): Promise<void> {
  const index = labelBlogPages(
    await readSearchIndex(file),
    blog.path,
    blog.label,
  );
  await writeSearchIndex(file, index);
  const {titles, content} = splitSearchIndex(index);
  const dir = path.dirname(file);
  await writeSearchIndex(
    path.join(dir, contextIndexFile(TITLES_CONTEXT)),
    titles,
  );
  await writeSearchIndex(
    path.join(dir, contextIndexFile(CONTENT_CONTEXT)),
    content,
  );
}

export default async function searchLocalPlugin(
  context: LoadContext,
  options: unknown,
): Promise<Plugin> {
  const plugin = await searchLocal(context, options);
  // The navbar's translated 'Blog' label names the blog's results group.
  const navbarFile = path.join(
    context.localizationDir,
    'docusaurus-theme-classic/navbar.json',
  );
  const translatedBlog = existsSync(navbarFile)
    ? (
        JSON.parse(readFileSync(navbarFile, 'utf8')) as Record<
          string,
          {message?: string} | undefined
        >
      )['item.label.Blog']?.message
    : undefined;
  const blog: BlogLabel = {
    path: `${context.baseUrl}blog/`,
    label: translatedBlog ?? 'Blog',
  };
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const indexes = findIndexes(props.outDir);
      if (indexes.length === 0) {
        throw new Error(
          `search: no ${SITE_INDEX_FILE} in ${props.outDir} after the search plugin's build.`,
        );
      }
      await Promise.all(indexes.map((file) => split(file, blog)));
    },
  };
}

searchLocalPlugin.validateOptions = validateOptions;
