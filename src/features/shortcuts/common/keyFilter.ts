/**
 * Which site shortcut a key press asks for: `?` shows the list of keyboard
 * shortcuts, `/` opens the search (as on GitHub and MDN). Neither applies
 * while the reader types in a field, while an input method composes (Chinese,
 * Japanese), with Ctrl, Cmd or Alt held (Ctrl+/ and the like belong to the
 * browser or the system), when the key repeats, when another handler already
 * took the key, or while a dialog is open (the search, this list). Shift is
 * allowed: it is how `?` is typed, and `/` on many layouts. Pure.
 */

/** What a shortcut does. */
export type ShortcutAction = 'help' | 'search';

/** The key of each shortcut (`KeyboardEvent.key`). */
export const SHORTCUT_KEYS: Readonly<Record<ShortcutAction, string>> = {
  help: '?',
  search: '/',
};

/** The parts of a keyboard event the filter looks at. */
export type ShortcutKeyEvent = {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  readonly isComposing?: boolean;
  /** 229 while an input method handles the key (some browsers do not set `isComposing`). */
  readonly keyCode?: number;
  readonly repeat?: boolean;
  readonly defaultPrevented?: boolean;
};

/** Where the key was pressed. */
export type ShortcutContext = {
  /** Focus is in a text field: input, textarea, select or editable content. */
  readonly typing: boolean;
  /** A dialog is open (a `<dialog open>` or an `aria-modal` element). */
  readonly dialogOpen: boolean;
};

/**
 * @returns the shortcut `event` asks for in `context`, or `null` when the key
 *   must be left alone
 */
export function shortcutFor(
  event: ShortcutKeyEvent,
  context: ShortcutContext,
): ShortcutAction | null {
  if (event.isComposing || event.keyCode === 229) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.repeat || event.defaultPrevented) return null;
  if (context.typing || context.dialogOpen) return null;
  if (event.key === SHORTCUT_KEYS.help) return 'help';
  if (event.key === SHORTCUT_KEYS.search) return 'search';
  return null;
}
