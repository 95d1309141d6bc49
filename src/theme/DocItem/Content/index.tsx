/**
 * Wrap of `DocItem/Content` (Docusaurus 3.10.2): puts the "Copy page" split
 * button (`src/components/PageActions`) before the doc's Markdown, floated so
 * the title sits beside it. Custom and blank pages (front matter `pageType`)
 * draw their own layout and get no button.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import {resolvePageType} from '@site/src/lib/pageSwitches';

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
