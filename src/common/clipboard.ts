/**
 * Copying text, for the code blocks' copy button and the page actions ("Copy
 * page", the llms.txt link). The Clipboard API first; where it is missing
 * (plain HTTP) or refuses (a denied permission), the caller's fallback:
 * - `selection`: `copy-text-to-clipboard` copies through a selected hidden
 *   text area (`execCommand('copy')`), restoring the reader's selection and
 *   focus; it styles the text area through the CSSOM, which the page's style
 *   policy allows;
 * - `prompt`: `window.prompt(message, text)` shows the text selected for the
 *   reader to copy by hand (the code blocks' behaviour).
 * The package alone would never use the Clipboard API (only the deprecated
 * `execCommand`), hence the first step here. Safe on the server.
 */
import copyTextToClipboard from 'copy-text-to-clipboard';

/** What to do when the Clipboard API fails. */
export type CopyFallback =
  | {readonly kind: 'selection'}
  | {
      readonly kind: 'prompt';
      /** The prompt's text, already translated. */
      readonly message: string;
    };

/**
 * `'copied'`: the text is in the clipboard; `'prompted'`: the prompt showed it
 * instead; `'failed'`: nothing worked (blocked dialogs, no document).
 */
export type CopyResult = 'copied' | 'prompted' | 'failed';

/**
 * Copies `text` (see the module comment). Never throws.
 * @param fallback what to do when the Clipboard API is missing or rejects
 */
export async function copyText(
  text: string,
  fallback: CopyFallback,
): Promise<CopyResult> {
  try {
    const clipboard =
      typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) throw new Error('Clipboard API unavailable');
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    try {
      if (fallback.kind === 'prompt') {
        window.prompt(fallback.message, text);
        return 'prompted';
      }
      return copyTextToClipboard(text) ? 'copied' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
