import React, {forwardRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {searchLabels} from '@site/src/features/search/client/labels';
import {SearchIcon} from './icons';
import styles from './SearchButton.module.css';

export type Props = {
  /** Show ⌘ instead of Ctrl in the shortcut hint. */
  readonly isMac: boolean;
  /** Whether the shortcut hint is shown (only after hydration, so server and client markup agree). */
  readonly showHint: boolean;
  readonly onOpen: () => void;
  /** Hover or focus: a good moment to start loading the index. */
  readonly onPreload: () => void;
  /** Also preload on focus (default true). The lazy placeholder turns it off so swapping in the loaded button never steals keyboard focus. */
  readonly preloadOnFocus?: boolean;
};

/** The navbar search button: the 'Search Docs' placeholder and the Ctrl+K / ⌘+K hint. */
const SearchButton = forwardRef<HTMLButtonElement, Props>(
  function SearchButtonRender(
    {isMac, showHint, onOpen, onPreload, preloadOnFocus = true},
    ref,
  ): ReactNode {
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
        onFocus={preloadOnFocus ? onPreload : undefined}
        onTouchStart={onPreload}>
        <SearchIcon className={styles.buttonIcon} />
        <span className={clsx('rslib-search-button-text', styles.buttonText)}>
          {searchLabels.placeholder()}
        </span>
        <span
          className={clsx('rslib-search-button-keys', styles.keys)}
          aria-hidden="true"
          style={showHint ? undefined : {visibility: 'hidden'}}>
          <kbd className={styles.key}>{modifier}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      </button>
    );
  },
);

export default SearchButton;
