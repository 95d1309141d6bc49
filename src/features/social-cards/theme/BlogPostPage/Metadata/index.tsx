/**
 * Wrap of `BlogPostPage/Metadata` (Docusaurus 3.10.2): the post's own social
 * card (`/img/cards/blog/<slug>.png`, drawn by the build) as its Open Graph
 * and Twitter image, unless its front matter names an `image`.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {translate} from '@docusaurus/Translate';
import SocialCardMeta from '../../../client/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, assets} = useBlogPost();
  const ownImage = assets.image ?? metadata.frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      {!ownImage && (
        <SocialCardMeta
          permalink={metadata.permalink}
          section={translate({
            id: 'seo.card.blog',
            message: 'Blog',
            description: 'Section name on the social card image of a page',
          })}
          title={metadata.title}
        />
      )}
    </>
  );
}
