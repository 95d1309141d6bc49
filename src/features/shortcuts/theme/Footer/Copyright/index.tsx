/**
 * Wrap of `Footer/Copyright` (Docusaurus 3.10.2): a "Keyboard shortcuts"
 * button under the copyright line, so the `?` list can be found without
 * knowing the key. It opens the same dialog (`../../../client/openShortcuts`);
 * a click before the page is interactive is kept and replayed (see the
 * early-input feature). Hidden on touch screens.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Copyright from '@theme-init/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {
  openShortcutsDialog,
  preloadShortcutsDialog,
} from '@site/src/features/shortcuts/client/openShortcuts';
import {shortcutLabels} from '@site/src/features/shortcuts/client/labels';
import styles from '@site/src/features/shortcuts/client/styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

/** The classic copyright line, then the "Keyboard shortcuts" button. */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <button
        type="button"
        className={clsx(
          'clean-btn',
          'rslib-shortcuts-button',
          styles.footerButton,
        )}
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        onPointerEnter={preloadShortcutsDialog}
        onFocus={preloadShortcutsDialog}
        onClick={(event) => void openShortcutsDialog(event.currentTarget)}>
        {shortcutLabels.title()}
      </button>
    </>
  );
}
