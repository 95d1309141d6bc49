/**
 * Eject of `TOCCollapsible` (Docusaurus 3.10.2, safe to eject) — the local
 * outline dropdown of narrow screens. Why: it closes on an outside click, so
 * it never stays open over the text, and it shows the same outline title as
 * the desktop outline.
 */
import React, {useCallback, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCollapsible, Collapsible} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible';
import {useOutsideClick} from '@site/src/hooks/useOutsideClick';

import styles from './styles.module.css';

export default function TOCCollapsible({
  toc,
  className,
  minHeadingLevel,
  maxHeadingLevel,
  title,
}: Props): ReactNode {
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
