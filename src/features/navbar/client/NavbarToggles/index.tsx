import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {navLabels} from '@site/src/features/navbar/client/labels';
import styles from './styles.module.css';

/**
 * Hamburger of the full-screen mobile menu, shown at window
 * widths of 1024 px or less; turns into a close icon while the menu is open.
 */
export function MobileMenuToggle({
  open,
  controls,
  onToggle,
}: {
  readonly open: boolean;
  /** id of the menu element */
  readonly controls: string;
  readonly onToggle: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(
        'clean-btn',
        'rslib-navbar__hamburger',
        styles.toggle,
        styles.hamburger,
      )}
      aria-label={open ? navLabels.closeMenu() : navLabels.openMenu()}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        {open ? (
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </svg>
    </button>
  );
}

/**
 * Opens Docusaurus's mobile drawer holding the docs sidebar. Shown at 1024 px
 * and below, where the drawer replaces the sidebar column (Infima's
 * `navbar__toggle` alone would stop at 996 px); the navbar renders it only on
 * pages with a sidebar.
 */
export function DocSidebarToggle({
  open,
  onToggle,
}: {
  readonly open: boolean;
  readonly onToggle: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(
        'clean-btn',
        'navbar__toggle',
        'rslib-navbar__sidebar-toggle',
        styles.toggle,
        styles.sidebarToggle,
      )}
      aria-label={navLabels.openSidebar()}
      aria-expanded={open}
      onClick={onToggle}>
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        aria-hidden="true">
        <rect
          x="3"
          y="4"
          width="18"
          height="16"
          rx="2"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M9 4v16" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
