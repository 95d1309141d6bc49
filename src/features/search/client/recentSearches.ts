/**
 * Recent searches: the last pages a reader opened from the search modal, per
 * locale, kept in localStorage so they survive reloads. The modal lists them
 * when it opens with an empty box. Storage that throws (blocked by the
 * browser, full, private mode) leaves the list empty and never breaks the
 * modal. Pure apart from the storage handed in.
 */
import type {SearchHit, SearchHitType} from './types';

/** Most entries kept per locale. */
export const RECENT_LIMIT = 5;

/**
 * The localStorage key of a locale's list: `rslib-search-recent-en`,
 * `rslib-search-recent-zh`. Its value is a JSON array of
 * `{link, title, header, type, breadcrumb}`, newest first.
 */
export function recentStorageKey(locale: string): string {
  return `rslib-search-recent-${locale}`;
}

/** What is stored of an opened hit. */
type StoredEntry = {
  readonly link: string;
  readonly title: string;
  readonly header: string;
  readonly type: SearchHitType;
  readonly breadcrumb: readonly string[];
};

/** The storage the list lives in: `window.localStorage`, or undefined when the browser refuses it. */
export function recentStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const TYPES: readonly SearchHitType[] = ['title', 'header', 'content'];

/** A stored entry as a hit the modal lists (no highlight: nothing was typed). */
function toHit(entry: StoredEntry): SearchHit {
  return {
    id: `recent:${entry.link}`,
    type: entry.type,
    title: entry.title,
    header: entry.header,
    link: entry.link,
    query: '',
    highlights: [],
    group: entry.link.split('#')[0],
    breadcrumb: entry.breadcrumb,
  };
}

/** Site paths only: a stored value never becomes a link elsewhere. */
const isSitePath = (link: unknown): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

/**
 * The stored list of `locale`, newest first; [] when there is none, the
 * storage throws or the value is not a list of entries (bad entries are
 * skipped).
 */
export function readRecent(
  storage: Storage | undefined,
  locale: string,
): SearchHit[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(recentStorageKey(locale)) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (entry): entry is StoredEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        isSitePath(entry.link) &&
        typeof entry.title === 'string' &&
        typeof entry.header === 'string' &&
        TYPES.includes(entry.type) &&
        Array.isArray(entry.breadcrumb) &&
        entry.breadcrumb.every((part: unknown) => typeof part === 'string'),
    )
    .slice(0, RECENT_LIMIT)
    .map(toHit);
}

/** Stores `hits` (at most `RECENT_LIMIT`); a throwing storage is ignored. */
function write(
  storage: Storage | undefined,
  locale: string,
  hits: readonly SearchHit[],
): SearchHit[] {
  const kept = hits.slice(0, RECENT_LIMIT);
  const stored: StoredEntry[] = kept.map((hit) => ({
    link: hit.link,
    title: hit.title,
    header: hit.header,
    type: hit.type,
    breadcrumb: hit.breadcrumb ?? [],
  }));
  try {
    if (stored.length === 0) storage?.removeItem(recentStorageKey(locale));
    else storage?.setItem(recentStorageKey(locale), JSON.stringify(stored));
  } catch {
    // Blocked or full: the list lives on for this page only.
  }
  return stored.map(toHit);
}

/**
 * Puts an opened hit first in `current` (once per link) and stores the list.
 * @returns the new list; hits that are not site paths are left out
 */
export function rememberHit(
  storage: Storage | undefined,
  locale: string,
  current: readonly SearchHit[],
  hit: SearchHit,
): SearchHit[] {
  if (!isSitePath(hit.link)) return [...current];
  return write(storage, locale, [
    hit,
    ...current.filter((entry) => entry.link !== hit.link),
  ]);
}

/** `current` without the entry for `link`, stored. */
export function forgetHit(
  storage: Storage | undefined,
  locale: string,
  current: readonly SearchHit[],
  link: string,
): SearchHit[] {
  return write(
    storage,
    locale,
    current.filter((entry) => entry.link !== link),
  );
}

/** Removes the whole list of `locale`. */
export function clearRecent(
  storage: Storage | undefined,
  locale: string,
): SearchHit[] {
  return write(storage, locale, []);
}
