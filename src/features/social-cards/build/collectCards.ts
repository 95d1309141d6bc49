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
 * @throws when the docs plugin's content is missing (`loadedVersions`)
 */
export function collectCardPages(allContent: AllContent): CardPage[] {
  const docs = loadedVersions(allContent).flatMap((version) =>
    version.docs
      .filter((doc) => !doc.frontMatter.image)
      .map((doc) => ({
        permalink: doc.permalink,
        title: doc.title,
        section: sectionKeyOf({sidebar: doc.sidebar, route: doc.permalink}),
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
  return [...docs, ...posts];
}
