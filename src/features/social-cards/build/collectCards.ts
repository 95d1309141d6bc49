/**
 * The pages that get a card: every doc of every docs version and every blog
 * post the build loaded, except pages whose front matter names their own
 * `image` (which then stays their Open Graph image).
 */
import type {AllContent} from '@docusaurus/types';
import {loadedVersions} from '../../../common/build/loadedDocs';
import {sectionKeyOf, type SectionKey} from '../common/socialCard';

export type CardPage = {
  /** Permalink with the locale's base URL (`/zh/guide/start/`). */
  readonly permalink: string;
  readonly title: string;
  readonly section: SectionKey;
};

/** What this feature reads of the blog plugin's content. */
type BlogContent = {
  readonly blogPosts: readonly {
    readonly metadata: {
      readonly title: string;
      readonly permalink: string;
      readonly frontMatter: {readonly image?: string};
    };
  }[];
};

/**
 * Docs (all versions) and blog posts of the locale being built.
 *
 * @param baseUrl the locale's base URL, which every permalink must start with
 * @throws when the docs plugin's content is missing (`loadedVersions`), or a
 *   permalink is outside `baseUrl` (no card path can be derived from it)
 */
export function collectCardPages(
  allContent: AllContent,
  baseUrl: string,
): CardPage[] {
  const docs = loadedVersions(allContent).flatMap((version) =>
    version.docs
      .filter((doc) => !doc.frontMatter.image)
      .map((doc) => ({
        permalink: doc.permalink,
        title: doc.title,
        section: sectionKeyOf(doc.sidebar),
      })),
  );
  const blog = (
    allContent['docusaurus-plugin-content-blog'] as
      Record<string, BlogContent | undefined> | undefined
  )?.default;
  const posts = (blog?.blogPosts ?? [])
    .filter((post) => !post.metadata.frontMatter.image)
    .map(({metadata}) => ({
      permalink: metadata.permalink,
      title: metadata.title,
      section: 'blog' as const,
    }));
  const pages = [...docs, ...posts];
  const outside = pages.find((page) => !page.permalink.startsWith(baseUrl));
  if (outside) {
    throw new Error(
      `Social cards: permalink ${outside.permalink} is outside the base URL ${baseUrl}.`,
    );
  }
  return pages;
}
