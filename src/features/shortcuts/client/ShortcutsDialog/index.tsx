/**
 * The keyboard shortcuts dialog, loaded on the first `?` (or a click on the
 * footer's "Keyboard shortcuts" button): a native modal `<dialog>`
 * (`showModal()`: the page behind is inert, Escape closes it, focus stays
 * inside), titled, with a close button and the shortcuts of
 * `../shortcutList.ts` in three groups. It renders in its own React root at
 * the end of `<body>`, outside the page's layout, so pages that hide their
 * footer or navbar can still show it. On close, focus goes back to the
 * element that had it before.
 */
import React, {
  Fragment,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import clsx from 'clsx';
import {isMacPlatform} from '@site/src/features/search/client/keys';
import {shortcutLabels} from '../labels';
import {shortcutListLabels} from '../listLabels';
import {shortcutGroups, type KeyCap} from '../shortcutList';

export type Styles = Readonly<Record<string, string>>;

export type Props = {
  /**
   * The feature's CSS module classes. Passed in, not imported: a stylesheet
   * imported by an on-demand chunk would be announced by the runtime but
   * never emitted (all CSS is one file).
   */
  readonly styles: Styles;
  /** Show ⌘ instead of Ctrl. */
  readonly isMac: boolean;
  /** Called once the dialog has closed (Escape, the close button, a click on the backdrop). */
  readonly onClose: () => void;
};

function Key({cap}: {readonly cap: KeyCap}): ReactNode {
  if (!cap.name) return <kbd>{cap.text}</kbd>;
  return (
    <kbd>
      <span aria-hidden="true">{cap.text}</span>
      <span className="sr-only">{cap.name()}</span>
    </kbd>
  );
}

/** The dialog itself; opens as a modal as soon as it mounts. */
export function ShortcutsDialog({styles, isMac, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={clsx('rslib-shortcuts', styles.dialog)}
      aria-labelledby={`${id}title`}
      onClose={onClose}
      // Where supported (Chromium 134+, Firefox 141+), a click on the backdrop closes it too.
      {...{closedby: 'any'}}>
      <div className={styles.header}>
        <h2 id={`${id}title`} className={styles.title}>
          {shortcutLabels.title()}
        </h2>
        <button
          type="button"
          className={clsx('clean-btn', styles.close)}
          aria-label={shortcutListLabels.close()}
          onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">{'×'}</span>
        </button>
      </div>
      {shortcutGroups(isMac).map((group) => (
        <section
          key={group.id}
          className={styles.group}
          aria-labelledby={`${id}${group.id}`}>
          <h3 id={`${id}${group.id}`} className={styles.groupTitle}>
            {group.title()}
          </h3>
          <dl className={styles.list}>
            {group.shortcuts.map((shortcut) => (
              <div key={shortcut.label()} className={styles.row}>
                <dt className={styles.keys}>
                  {shortcut.keys.map((combination, index) => (
                    <Fragment key={combination.map((cap) => cap.text).join()}>
                      {index > 0 && (
                        <span>{` ${shortcutListLabels.or()} `}</span>
                      )}
                      {combination.map((cap, capIndex) => (
                        <Fragment key={cap.text}>
                          {capIndex > 0 && '+'}
                          <Key cap={cap} />
                        </Fragment>
                      ))}
                    </Fragment>
                  ))}
                </dt>
                <dd className={styles.action}>{shortcut.label()}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </dialog>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;
let opened = 0;

/**
 * Shows the dialog (a second call while it is open does nothing) and, once it
 * closes, moves focus back to `returnFocus` when that is still in the page.
 * @param styles the feature's CSS module classes
 * @param returnFocus the element focused before (`document.activeElement`)
 */
export function showShortcutsDialog({
  styles,
  returnFocus,
}: {
  readonly styles: Styles;
  readonly returnFocus: Element | null;
}): void {
  if (document.querySelector('.rslib-shortcuts[open]')) return;
  if (!root || !container?.isConnected) {
    container = document.createElement('div');
    container.className = 'rslib-shortcuts-root';
    document.body.appendChild(container);
    root = createRoot(container);
  }
  const current = root;
  opened += 1;
  current.render(
    <ShortcutsDialog
      key={opened}
      styles={styles}
      isMac={isMacPlatform(navigator)}
      onClose={() => {
        current.render(null);
        if (
          returnFocus instanceof HTMLElement &&
          returnFocus.isConnected &&
          returnFocus !== document.body
        )
          returnFocus.focus({preventScroll: true});
      }}
    />,
  );
}
