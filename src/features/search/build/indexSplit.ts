/**
 * The search index of `@easyops-cn/docusaurus-search-local` in two files, so
 * the first results come from a small download: the index file is an array of
 * five parts by document type (page titles, headings, descriptions, keywords,
 * body text), each `{documents, index}`; the body text is most of the bytes.
 * `titles` keeps the page titles and headings (what a reader most often
 * searches for, in a small file); `content` keeps the rest plus the page
 * titles again (a hit names its page by a title document). The plugin's
 * worker loads either by its search context. Pure.
 */

/** Position of each part in the index file (the plugin's `SearchDocumentType`). */
export const INDEX_PART = {
  title: 0,
  heading: 1,
  description: 2,
  keywords: 3,
  content: 4,
} as const;

export {CONTENT_CONTEXT, TITLES_CONTEXT} from '../common/indexFiles';

export type IndexPart = {
  readonly documents: unknown[];
  readonly index: unknown;
};

/**
 * @param parts the parsed index file
 * @param emptyIndex a serialized lunr index without documents, for the parts left out
 * @throws when the file does not have the five parts, so a change of the
 *   plugin's format fails the build instead of shipping a broken search
 */
export function splitSearchIndex(
  parts: unknown,
  emptyIndex: unknown,
): {titles: IndexPart[]; content: IndexPart[]} {
  if (
    !Array.isArray(parts) ||
    parts.length !== 5 ||
    parts.some(
      (part) =>
        typeof part !== 'object' ||
        part === null ||
        !Array.isArray((part as IndexPart).documents),
    )
  ) {
    throw new Error(
      'search index: expected five {documents, index} parts (titles, headings, descriptions, keywords, content); the search plugin changed its format.',
    );
  }
  const typed = parts as IndexPart[];
  const empty: IndexPart = {documents: [], index: emptyIndex};
  const inTitles = (type: number) =>
    type === INDEX_PART.title || type === INDEX_PART.heading;
  return {
    titles: typed.map((part, type) => (inTitles(type) ? part : empty)),
    content: typed.map((part, type) =>
      !inTitles(type) || type === INDEX_PART.title ? part : empty,
    ),
  };
}

/**
 * A serialized lunr index with the same fields and pipeline as `index` but no
 * documents: what a left-out part holds, so the worker loads it as usual and
 * finds nothing in it.
 */
export function emptyIndexLike(index: unknown): unknown {
  return {...(index as object), fieldVectors: [], invertedIndex: []};
}

/**
 * Gives the blog posts of an index the breadcrumb `[label]` (e.g. 'Blog' or
 * '博客'), so the search modal shows them apart from the docs: the plugin
 * indexes posts without a breadcrumb, and docs always have one (their sidebar
 * categories). Documents whose URL does not start with `blogPath`, or that
 * already have a breadcrumb, are returned unchanged.
 *
 * @param parts the parsed index file
 * @param blogPath URL prefix of the blog, e.g. `/blog/` or `/zh/blog/`
 */
export function labelBlogDocuments(
  parts: readonly IndexPart[],
  blogPath: string,
  label: string,
): IndexPart[] {
  const base = blogPath.replace(/\/$/, '');
  return parts.map((part) => ({
    ...part,
    documents: part.documents.map((document) => {
      const doc = document as {u?: unknown; b?: unknown};
      const inBlog =
        typeof doc.u === 'string' &&
        (doc.u === base || doc.u.startsWith(`${base}/`));
      const hasBreadcrumb = Array.isArray(doc.b) && doc.b.length > 0;
      return inBlog && !hasBreadcrumb ? {...doc, b: [label]} : document;
    }),
  }));
}
