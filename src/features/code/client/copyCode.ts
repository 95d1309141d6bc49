/**
 * The code blocks' copy button (copying itself: `src/common/clipboard.ts`,
 * with the prompt 'Copy to clipboard: {key}, Enter' when the Clipboard API
 * fails): how long it shows its copied state and which shortcut the prompt
 * names. Pure.
 */

/** How long the copy button shows its copied state, in ms. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * The platform copy shortcut shown in the fallback prompt.
 * @param userAgent `navigator.userAgent` (may be empty, e.g. outside a browser)
 * @returns `'⌘+C'` on macOS, `'Ctrl+C'` elsewhere
 */
export function copyShortcut(userAgent: string | undefined): string {
  return /mac os x/i.test(userAgent ?? '') ? '⌘+C' : 'Ctrl+C';
}
