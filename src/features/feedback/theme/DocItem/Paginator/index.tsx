/**
 * Wrap of `DocItem/Paginator` (Docusaurus 3.10.2): the "Was this page
 * helpful?" section (`src/features/feedback/client/Feedback`) right before the
 * previous/next links. Why there: it is the end of the page, outside the
 * `<article>` (so the search index, which reads the article's headings, never
 * files the question under every page), and the site's `DocItem/Layout`
 * renders the paginator only where the doc footer belongs: front matter
 * `footer: false`, `pageType: custom` and `blank` pages get neither, and
 * `?footer=0` hides both. Keyed by permalink, so a client-side navigation
 * starts from the new page's own answer.
 */
import React, {type ReactNode} from 'react';
import Paginator from '@theme-init/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Feedback from '@site/src/features/feedback/client/Feedback';

type Props = WrapperProps<typeof PaginatorType>;

/** The doc's feedback section, then the classic previous/next links. */
export default function PaginatorWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {label, version} = useDocsVersion();
  return (
    <>
      <Feedback
        key={metadata.permalink}
        permalink={metadata.permalink}
        title={metadata.title}
        version={{label, version}}
      />
      <Paginator {...props} />
    </>
  );
}
