/**
 * Clipboard access for the page actions, shared by the split button and its
 * on-demand menu. No stylesheet here: the menu's chunk must not pull in CSS
 * (an on-demand chunk's stylesheet is announced by the runtime but never
 * emitted, since all CSS ships as one file).
 */
import {copyWithFallback} from '@site/src/features/page-actions/client/pageActions';

/**
 * Copies through a hidden, selected text area (browsers without the Clipboard
 * API, or where it refuses). Styles are set through the CSSOM, which the
 * page's style policy allows (a style attribute in markup it would not).
 * @returns whether the browser reported the copy as done
 */
export function execCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Copies `text` (Clipboard API, else the selection copy). Never throws. */
export function copyToClipboard(text: string): Promise<boolean> {
  const clipboard =
    typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return copyWithFallback(text, {
    writeText: clipboard ? (value) => clipboard.writeText(value) : undefined,
    execCopy,
  });
}
