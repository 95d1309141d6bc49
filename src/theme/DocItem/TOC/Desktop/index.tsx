/**
 * Eject of `DocItem/TOC/Desktop` (Docusaurus 3.10.2, unsafe: leaf-sized).
 * Why: passes the outline title (SPEC §2 doc page: 'ON THIS PAGE', overridden
 * by front matter/theme `outlineTitle`) to our `TOC`.
 */
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TOC from '@theme/TOC';
import {useOutlineTitle} from '@site/src/hooks/useOutlineTitle';

export default function DocItemTOCDesktop(): ReactNode {
  const {toc, frontMatter} = useDoc();
  const title = useOutlineTitle(); // (CUSTOM)
  return (
    <TOC
      toc={toc}
      minHeadingLevel={frontMatter.toc_min_heading_level}
      maxHeadingLevel={frontMatter.toc_max_heading_level}
      className={ThemeClassNames.docs.docTocDesktop}
      title={title} // (CUSTOM)
    />
  );
}
