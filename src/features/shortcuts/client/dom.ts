/**
 * What the shortcut keys need to know about the page: whether the key went
 * to a text field, and whether a dialog is open.
 */

/** Elements that take typed text. */
const FIELD_SELECTOR = 'input, textarea, select';

/**
 * Whether `target` takes typed text: an input, a textarea, a select, or
 * editable content (`contenteditable`, in it or an ancestor).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || !(target as Element).closest) return false;
  const element = target as HTMLElement;
  if (element.closest(FIELD_SELECTOR)) return true;
  // `isContentEditable` follows inheritance; jsdom lacks it, hence the selector.
  if (element.isContentEditable) return true;
  const editable = element.closest('[contenteditable]');
  return (
    editable !== null && editable.getAttribute('contenteditable') !== 'false'
  );
}

/**
 * Whether a dialog is open: a `<dialog open>` (the shortcuts list, the
 * search) or an `aria-modal` element (the search box shown before the page
 * is interactive, older modals).
 */
export function isDialogOpen(doc: Document): boolean {
  return doc.querySelector('dialog[open], [aria-modal="true"]') !== null;
}
