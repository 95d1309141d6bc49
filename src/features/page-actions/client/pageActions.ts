/**
 * The page actions beside a doc or blog post title ("Copy page" and its menu):
 * where the page's Markdown copy lives, the links that open an AI chat about
 * it, and the menu's keyboard moves (the `.md` path is in `markdownPath.ts`).
 * Pure; the component injects the browser.
 */
/** `https://rslib.rs` + `/guide.md` → `https://rslib.rs/guide.md` (no double slash). */
export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return `${siteUrl.replace(/\/$/, '')}${sitePath}`;
}

/** ChatGPT link that starts a chat with `prompt` (search on, so it can read the URL). */
export function chatGptUrl(prompt: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`;
}

/** Claude link that starts a new chat with `prompt`. */
export function claudeUrl(prompt: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(prompt)}`;
}

/** Keys that move the focus inside an open menu. */
export type MenuKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * Index of the menu item to focus after a key press (menu button pattern:
 * arrows wrap around, Home/End jump to the ends).
 * @param current index of the focused item, -1 when none is focused
 * @param key the key pressed
 * @param count number of items (> 0)
 * @returns the new index, or null when the key does not move the focus
 */
export function nextMenuIndex(
  current: number,
  key: string,
  count: number,
): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
