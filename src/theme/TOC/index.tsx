/**
 * Eject of `TOC` (Docusaurus 3.10.2, safe to eject) — the desktop outline.
 * Why: the doc page shows the outline under a title ('ON THIS PAGE'), and
 * the last heading becomes active at the page bottom (a short last section is
 * highlighted too, though it never reaches the top), with a 100 ms delayed
 * first check and 200 ms throttled scroll handling, which Docusaurus's
 * built-in highlight does not do. The title sits inside the sticky container
 * so it stays visible while the page scrolls.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import {useOutlineHighlight} from '@site/src/hooks/useOutlineHighlight';

import styles from './styles.module.css';

// Using a custom className
// This prevents TOCInline/TOCCollapsible getting highlighted by mistake
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, title, ...props}: Props): ReactNode {
  // (CUSTOM) our highlight replaces Docusaurus's (no linkActiveClassName below)
  useOutlineHighlight({
    linkClassName: 'toc-highlight',
    activeClassName: LINK_ACTIVE_CLASS_NAME,
    watch: props.toc,
  });
  return (
    <div
      className={clsx(
        styles.tableOfContents,
        'thin-scrollbar',
        'rslib-outline',
        className,
      )}>
      {
        title && (
          <div className="rslib-outline__title">{title}</div>
        ) /* (CUSTOM) */
      }
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} />
    </div>
  );
}
