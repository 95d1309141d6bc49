/**
 * Site-wide add-ons outside the doc content: navigation progress bar,
 * scroll-to-top button and the announcement bar's dismissal (once closed, it
 * stays hidden). Pure: storage is passed in.
 */
import type {StorageLike} from '@site/src/common/storage';

/** The scroll-to-top button shows from this scroll offset, in px. */
export const SCROLL_TO_TOP_FROM = 300;

/** Whether the scroll-to-top button shows at `scrollY` px ("appears once scrolled"). */
export function isScrollToTopVisible(scrollY: number): boolean {
  return scrollY >= SCROLL_TO_TOP_FROM;
}

/** Whether the visitor closed the announcement before ('true' under `key`). Never throws. */
export function isAnnouncementDismissed(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
): boolean {
  try {
    return storage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * Remembers that the announcement was closed. Never throws.
 * @returns whether it was stored (false when storage is missing or blocked)
 */
export function dismissAnnouncement(
  storage: StorageLike | undefined,
  key: string,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, 'true');
    return true;
  } catch {
    return false;
  }
}
