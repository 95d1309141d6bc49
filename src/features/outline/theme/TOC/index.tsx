/**
 * Eject of `TOC` (Docusaurus 3.10.2, safe to eject) — the desktop outline.
 * Why: the outline shows a title ('ON THIS PAGE', provided by the
 * `DocItem/TOC/Desktop` wrap) inside the sticky container, so it stays visible
 * while the page scrolls; and its highlight marks the last heading once the
 * page is scrolled to the bottom (a short last section can never reach the top
 * of the viewport), checks 100 ms after load and on scroll at most every
 * 200 ms, which Docusaurus's built-in highlight does not do.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import {useOutlineHighlight} from '@site/src/features/outline/client/useOutlineHighlight';
import {useOutlineTitle} from '@site/src/features/outline/client/outlineTitle';

import styles from './styles.module.css';

// Using a custom className
// This prevents TOCInline/TOCCollapsible getting highlighted by mistake
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): ReactNode {
  const title = useOutlineTitle(); // (CUSTOM)
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
