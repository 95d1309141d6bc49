/**
 * Where a reader's "Was this page helpful?" answer is remembered: one
 * localStorage entry per page, key `rslib-feedback:<locale>:<permalink>`
 * (e.g. `rslib-feedback:zh:/zh/guide/start/quick-start`), value `yes` or
 * `no`. Per-page keys need no parsing, cannot be corrupted as a whole, and
 * are easy to find and clear in the browser's storage panel.
 *
 * Storage may be unavailable (blocked cookies, Safari private mode, a
 * sandboxed frame: the `localStorage` getter or `setItem` throws). The
 * answer is then kept in memory for the rest of the visit, so the widget
 * works the same until the tab is closed; nothing is logged (Docusaurus's own
 * storage slots log a console error per failed call, which is why they are not
 * used here).
 */
import type {FeedbackChoice} from '../common/issueUrl';

/** Prefix of every feedback key in localStorage. */
export const FEEDBACK_STORAGE_PREFIX = 'rslib-feedback:';

/**
 * The storage key of one page's answer.
 * @param locale site locale, `en` or `zh`
 * @param permalink the doc's permalink, base URL and version path included (`/zh/next/guide/`)
 */
export function feedbackStorageKey(locale: string, permalink: string): string {
  return `${FEEDBACK_STORAGE_PREFIX}${locale}:${permalink}`;
}

import type {StorageLike} from '@site/src/common/storage';

export type {StorageLike};

export type FeedbackStore = {
  /** The remembered answer for `key`, or `null`. Never throws. */
  readonly get: (key: string) => FeedbackChoice | null;
  /**
   * Remembers `choice` for `key`, in memory at once and in storage when it can.
   * @returns whether storage took it (false: kept for this visit only). Never throws.
   */
  readonly set: (key: string, choice: FeedbackChoice) => boolean;
};

function isChoice(value: unknown): value is FeedbackChoice {
  return value === 'yes' || value === 'no';
}

/**
 * A store over `getStorage()`, asked anew on every call (the getter itself may
 * throw). Answers given during this visit win over stored ones.
 */
export function createFeedbackStore(
  getStorage: () => StorageLike | null | undefined,
): FeedbackStore {
  const memory = new Map<string, FeedbackChoice>();
  return {
    get(key) {
      const kept = memory.get(key);
      if (kept) return kept;
      try {
        const stored = getStorage()?.getItem(key);
        return isChoice(stored) ? stored : null;
      } catch {
        return null;
      }
    },
    set(key, choice) {
      memory.set(key, choice);
      try {
        const storage = getStorage();
        if (!storage) return false;
        storage.setItem(key, choice);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The site's store, over `window.localStorage`; shared by every page of the visit. */
export const feedbackStore: FeedbackStore = createFeedbackStore(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);
