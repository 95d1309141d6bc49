/**
 * Wrap of `DocItem/TOC/Mobile` (Docusaurus 3.10.2). Why: the outline carries
 * a title ('ON THIS PAGE', or the doc's `outlineTitle`); this wrap provides it
 * to the TOC component inside, which shows it.
 */
import React, {type ReactNode} from 'react';
import DocItemTOCMobile from '@theme-init/DocItem/TOC/Mobile';
import {DocOutlineTitleProvider} from '@site/src/features/outline/client/docOutlineTitle';

export default function DocItemTOCMobileWrapper(): ReactNode {
  return (
    <DocOutlineTitleProvider>
      <DocItemTOCMobile />
    </DocOutlineTitleProvider>
  );
}
