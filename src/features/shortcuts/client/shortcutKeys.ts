/**
 * Client module: the site's `?` and `/` keys. `?` opens the keyboard
 * shortcuts dialog (its code loads on the first press; the press is kept),
 * `/` opens the search by sending the Ctrl+K key press the navbar search
 * listens for (as the site's `Root` does to replay an early Ctrl+K; before
 * the page is interactive the early-input script shows its stand-in search
 * box for it). Both keys are left alone while typing in a field, while an
 * input method composes, with Ctrl/Cmd/Alt, or when a dialog is open
 * (`../common/keyFilter.ts`). One `keydown` listener on the document.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {shortcutFor} from '../common/keyFilter';
import {isDialogOpen, isTypingTarget} from './dom';
import {openShortcutsDialog} from './openShortcuts';

/** Opens the search as a reader's Ctrl+K does. */
export function openSearch(doc: Document): void {
  doc.dispatchEvent(
    new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true}),
  );
}

/**
 * The document's `keydown` listener. The key goes to the element the event
 * started from (inside shadow roots too); the `/` and `?` it acts on never
 * reach the page (no typed slash, no Firefox quick find).
 */
export function onShortcutKey(event: KeyboardEvent): void {
  const target = event.composedPath?.()[0] ?? event.target;
  const doc = (target as Node | null)?.ownerDocument ?? document;
  const action = shortcutFor(event, {
    typing: isTypingTarget(target),
    dialogOpen: isDialogOpen(doc),
  });
  if (!action) return;
  event.preventDefault();
  if (action === 'search') openSearch(doc);
  else void openShortcutsDialog(doc.activeElement);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', onShortcutKey);
}
