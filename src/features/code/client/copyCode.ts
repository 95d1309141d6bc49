/**
 * Copying a code block (the copy button shows its copied state for 2000 ms):
 * try the Clipboard API; when it is missing or rejects, show the prompt
 * 'Copy to clipboard: {key}, Enter' with the text selected so the reader copies
 * it by hand. Pure apart from the injected browser functions.
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

/** What `copyText` needs from the browser; injected so tests can fake it. */
export type CopyEnvironment = {
  /** `navigator.clipboard.writeText`, or undefined where the API does not exist (plain HTTP). */
  readonly writeText: ((text: string) => Promise<void>) | undefined;
  /** `window.prompt`; the fallback when the Clipboard API fails. */
  readonly prompt: (message: string, defaultValue: string) => unknown;
  /** The prompt text, already translated, with the shortcut filled in. */
  readonly promptMessage: string;
};

/**
 * Copies `text`. Never throws.
 * @returns `'copied'` when the Clipboard API wrote the text (show the copied
 *   state), `'prompted'` when it failed and the prompt was shown instead, or
 *   `'failed'` when even the prompt threw (blocked dialogs)
 */
export async function copyText(
  text: string,
  env: CopyEnvironment,
): Promise<'copied' | 'prompted' | 'failed'> {
  try {
    if (!env.writeText) throw new Error('Clipboard API unavailable');
    await env.writeText(text);
    return 'copied';
  } catch {
    try {
      env.prompt(env.promptMessage, text);
      return 'prompted';
    } catch {
      return 'failed';
    }
  }
}
