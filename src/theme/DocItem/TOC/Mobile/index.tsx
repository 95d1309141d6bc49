/**
 * Eject of `DocItem/TOC/Mobile` (Docusaurus 3.10.2, unsafe: leaf-sized).
 * Why: the narrow-screen outline dropdown carries the same title as the
 * desktop outline (SPEC §2 doc page, §4 local outline dropdown).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TOCCollapsible from '@theme/TOCCollapsible';
import {useOutlineTitle} from '@site/src/hooks/useOutlineTitle';

import styles from './styles.module.css';

export default function DocItemTOCMobile(): ReactNode {
  const {toc, frontMatter} = useDoc();
  const title = useOutlineTitle(); // (CUSTOM)
  return (
    <TOCCollapsible
      toc={toc}
      minHeadingLevel={frontMatter.toc_min_heading_level}
      maxHeadingLevel={frontMatter.toc_max_heading_level}
      className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocMobile)}
      title={title} // (CUSTOM)
    />
  );
}
