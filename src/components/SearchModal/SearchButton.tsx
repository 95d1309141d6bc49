import React, {forwardRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {searchLabels} from '@site/src/i18n/labels';
import {SearchIcon} from './icons';
import styles from './styles.module.css';

export type Props = {
  /** Show ⌘ instead of Ctrl in the shortcut hint. */
  readonly isMac: boolean;
  /** Whether the shortcut hint is shown (only after hydration, so server and client markup agree). */
  readonly showHint: boolean;
  readonly onOpen: () => void;
  /** Hover or focus: a good moment to start loading the index. */
  readonly onPreload: () => void;
};

/** The navbar search button: 'Search Docs' and the Ctrl+K / ⌘+K hint (SPEC §2, §9 placeholder). */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({isMac, showHint, onOpen, onPreload}, ref): ReactNode {
  const modifier = isMac ? '⌘' : 'Ctrl';
  return (
    <button
      ref={ref}
      type="button"
      className={clsx('rslib-search-button', styles.button)}
      aria-haspopup="dialog"
      aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      title={searchLabels.shortcutHint(`${modifier}+K`)}
      onClick={onOpen}
      onMouseEnter={onPreload}
      onFocus={onPreload}
      onTouchStart={onPreload}>
      <SearchIcon className={styles.buttonIcon} />
      <span className={clsx('rslib-search-button-text', styles.buttonText)}>{searchLabels.placeholder()}</span>
      <span className={clsx('rslib-search-button-keys', styles.keys)} aria-hidden="true" style={showHint ? undefined : {visibility: 'hidden'}}>
        <kbd>{modifier}</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
});

export default SearchButton;
