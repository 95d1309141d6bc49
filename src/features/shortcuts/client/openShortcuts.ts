/**
 * Opens the keyboard shortcuts dialog, loading its code on first use (one
 * shared request, retried after a failure). A `?` or click given while the
 * code loads opens the dialog once it has arrived, unless the reader opened
 * another dialog (the search) in the meantime.
 */
import {once} from '@site/src/common/once';
import {isDialogOpen} from './dom';
import styles from './styles.module.css';

const loadDialog = once(() => import('./ShortcutsDialog'));

let opening = false;

/**
 * @param returnFocus where focus goes back when the dialog closes (usually
 *   `document.activeElement` at the time of the key press or click)
 * @returns settles once the dialog is shown, or the load failed (logged as a warning)
 */
export async function openShortcutsDialog(
  returnFocus: Element | null,
): Promise<void> {
  if (opening) return;
  opening = true;
  try {
    const {showShortcutsDialog} = await loadDialog();
    if (!isDialogOpen(document)) showShortcutsDialog({styles, returnFocus});
  } catch (error) {
    console.warn('[shortcuts] could not load the keyboard shortcuts', error);
  } finally {
    opening = false;
  }
}

/** Starts loading the dialog's code (pointer or focus on the footer button). */
export function preloadShortcutsDialog(): void {
  loadDialog().catch(() => undefined);
}
