/**
 * Eject of `TOCCollapsible` (Docusaurus 3.10.2, safe to eject) — the local
 * outline dropdown of narrow screens. Why: it closes on a click outside it
 * (an open dropdown would otherwise cover the text the reader goes back to),
 * and its button shows the outline title provided by the `DocItem/TOC/Mobile` wrap.
 */
import React, {useCallback, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCollapsible, Collapsible} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible';
import {useOutsideClick} from '@site/src/features/outline/client/useOutsideClick';
import {useOutlineTitle} from '@site/src/features/outline/client/outlineTitle';

import styles from './styles.module.css';

export default function TOCCollapsible({
  toc,
  className,
  minHeadingLevel,
  maxHeadingLevel,
}: Props): ReactNode {
  const title = useOutlineTitle(); // (CUSTOM)
  const {collapsed, toggleCollapsed, setCollapsed} = useCollapsible({
    initialState: true,
  });
  const ref = useRef<HTMLDivElement>(null); // (CUSTOM)
  const close = useCallback(() => setCollapsed(true), [setCollapsed]); // (CUSTOM)
  useOutsideClick(ref, !collapsed, close); // (CUSTOM)
  return (
    <div
      ref={ref}
      className={clsx(
        styles.tocCollapsible,
        !collapsed && styles.tocCollapsibleExpanded,
        'rslib-outline-dropdown',
        className,
      )}>
      <CollapseButton
        collapsed={collapsed}
        onClick={toggleCollapsed}
        label={title}
        aria-expanded={!collapsed}
      />
      <Collapsible
        lazy
        className={styles.tocCollapsibleContent}
        collapsed={collapsed}>
        <TOCItems
          toc={toc}
          minHeadingLevel={minHeadingLevel}
          maxHeadingLevel={maxHeadingLevel}
        />
      </Collapsible>
    </div>
  );
}
