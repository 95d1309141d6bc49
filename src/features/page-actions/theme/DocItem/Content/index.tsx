/**
 * Wrap of `DocItem/Content` (Docusaurus 3.10.2): puts the "Copy page" split
 * button (`src/features/page-actions/client/PageActions`) before the doc's Markdown, floated so
 * the title sits beside it. Custom and blank pages (front matter `pageType`)
 * draw their own layout and get no button.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/features/page-actions/client/PageActions';
import {resolvePageType} from '@site/src/features/page-switches/common/pageSwitches';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      {resolvePageType(frontMatter) === 'doc' && (
        <PageActions permalink={metadata.permalink} />
      )}
      <Content {...props} />
    </>
  );
}
