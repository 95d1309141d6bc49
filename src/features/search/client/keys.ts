/**
 * Search modal keyboard mapping: kept apart from `search.ts` so the navbar can
 * listen for Ctrl/Cmd+K before the modal code loads. Pure.
 */

/** The parts of a keyboard event the modal looks at. */
export type KeyLike = {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  readonly shiftKey?: boolean;
  readonly isComposing?: boolean;
  readonly keyCode?: number;
};

export type KeyAction = 'toggle' | 'next' | 'prev' | 'select';

/**
 * What a key press does: Ctrl+K or Cmd+K toggles the modal on every platform
 * (readers bring their habits from other sites and keyboards: a Mac user on
 * Linux presses Cmd, a Windows user on a Mac presses Ctrl); while it is open
 * ArrowDown/ArrowUp move, Enter opens the highlighted hit (Escape is the
 * dialog's own `cancel` event). Keys pressed while an input method is
 * composing (Chinese, Japanese) do nothing.
 */
export function keyAction(
  event: KeyLike,
  {open}: {readonly open: boolean},
): KeyAction | null {
  if (event.isComposing || event.keyCode === 229) return null;
  // Exactly one of Ctrl and Cmd: Ctrl+Cmd+K is left to the system.
  const modifier = Boolean(event.ctrlKey) !== Boolean(event.metaKey);
  if (
    event.key?.toLowerCase() === 'k' &&
    modifier &&
    !event.altKey &&
    !event.shiftKey
  )
    return 'toggle';
  if (!open || event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'prev';
    case 'Enter':
      return 'select';
    default:
      return null;
  }
}

/** Whether a navigator looks like macOS (for the Cmd key); false without one. */
export function isMacPlatform(
  nav: {readonly platform?: string; readonly userAgent?: string} | undefined,
): boolean {
  if (!nav) return false;
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent || '');
}
