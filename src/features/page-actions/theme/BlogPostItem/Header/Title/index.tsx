/**
 * Wrap of `BlogPostItem/Header/Title` (Docusaurus 3.10.2): on a blog post's own
 * page (not in the post list), the "Copy page" split button
 * (`src/features/page-actions/client/PageActions`) sits beside the title.
 */
import React, {type ReactNode} from 'react';
import Title from '@theme-init/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/features/page-actions/client/PageActions';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageActions permalink={metadata.permalink} />}
      <Title {...props} />
    </>
  );
}
