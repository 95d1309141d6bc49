/*
 * Browser-environment helpers, safe on the server and with blocked storage (no React).
 */

/**
 * `window.localStorage`, or `undefined` on the server and where reading the
 * property itself throws (blocked storage, sandboxed iframes). Never throws.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether a media query matches; `false` on the server or without `matchMedia`. Never throws. */
export function mediaMatches(query: string): boolean {
  try {
    return (
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches
    );
  } catch {
    return false;
  }
}
