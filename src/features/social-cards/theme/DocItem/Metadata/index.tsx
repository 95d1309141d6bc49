/**
 * Wrap of `DocItem/Metadata` (Docusaurus 3.10.2): the doc's own social card
 * (`/img/cards/<route>.png`, drawn by the build) as its Open Graph and Twitter
 * image, unless its front matter names an `image`. The site's swizzle
 * (`src/theme/DocItem/Metadata`) wraps this one through `@theme-original`.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '../../../client/SocialCardMeta';
import {docSectionLabels} from '../../../client/labels';
import {sectionKeyOf} from '../../../common/socialCard';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      {!ownImage && (
        <SocialCardMeta
          permalink={metadata.permalink}
          section={docSectionLabels[sectionKeyOf(metadata.sidebar)]()}
          title={metadata.title}
        />
      )}
    </>
  );
}
