/**
 * What goes into each of the two files the search modal loads (the index of
 * `@easyops-cn/docusaurus-search-local` split by document type), and which
 * pages are blog posts. The file format itself is known only to
 * `./searchIndexFormat`. Pure.
 *
 * `titles` keeps the page titles, keywords and headings (what a reader most
 * often searches for, and what ranks first: a fraction of the bytes);
 * `content` keeps descriptions and body text, plus the page titles again (a
 * hit names its page by its title document). The worker loads either by its
 * search context.
 */
import {
  keepDocumentTypes,
  relabelPages,
  type DocumentType,
  type SearchIndex,
} from './searchIndexFormat';

export {CONTENT_CONTEXT, TITLES_CONTEXT} from '../common/indexFiles';

/** Document types of the titles file. */
export const TITLES_TYPES: readonly DocumentType[] = [
  'title',
  'keywords',
  'heading',
];
/** Document types of the body-text file. */
export const CONTENT_TYPES: readonly DocumentType[] = [
  'title',
  'description',
  'content',
];

/** The index as the two files the modal loads. */
export function splitSearchIndex(index: SearchIndex): {
  titles: SearchIndex;
  content: SearchIndex;
} {
  return {
    titles: keepDocumentTypes(index, TITLES_TYPES),
    content: keepDocumentTypes(index, CONTENT_TYPES),
  };
}

/**
 * Whether `url` is the blog or one of its posts.
 * @param blogPath URL prefix of the blog, e.g. `/blog/` or `/zh/blog/`
 */
export function isBlogUrl(url: string, blogPath: string): boolean {
  const base = blogPath.replace(/\/$/, '');
  return url === base || url.startsWith(`${base}/`);
}

/**
 * Gives the blog posts of an index the breadcrumb `[label]` (e.g. 'Blog' or
 * '博客'), so the search modal shows them apart from the docs: the plugin
 * indexes posts without a breadcrumb, and docs always have one (their sidebar
 * categories). Pages outside `blogPath`, or that already have a breadcrumb,
 * keep theirs.
 */
export function labelBlogPages(
  index: SearchIndex,
  blogPath: string,
  label: string,
): SearchIndex {
  return relabelPages(index, ({url, breadcrumb}) =>
    isBlogUrl(url, blogPath) && breadcrumb.length === 0 ? [label] : undefined,
  );
}
