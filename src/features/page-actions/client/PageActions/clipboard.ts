/**
 * Clipboard access for the page actions, shared by the split button and its
 * on-demand menu: the site's copy helper (`src/common/clipboard.ts`) with the
 * selection copy as fallback. No stylesheet here: the menu's chunk must not
 * pull in CSS (an on-demand chunk's stylesheet is announced by the runtime but
 * never emitted, since all CSS ships as one file).
 */
import {copyText} from '@site/src/common/clipboard';

/**
 * Copies `text`: the Clipboard API, else the selection copy. Never throws.
 * @returns whether the text reached the clipboard
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  return (await copyText(text, {kind: 'selection'})) === 'copied';
}
