/**
 * Hash anchors: the heading named by `location.hash` lands 72 px below the top
 * of the viewport, clear of the fixed navbar; a hash that names no element
 * leaves the position alone and logs a warning. Pure: no DOM.
 */

/** Distance between the viewport top and a heading reached through its anchor, in px (clear of the fixed navbar). */
export const ANCHOR_OFFSET = 72;

/**
 * Reads the element id from a hash.
 * @param hash `location.hash`, e.g. `'#bundle-mode'` or `'#%E4%B8%AD'`
 * @returns the decoded id, `''` when there is no hash, or `null` when the hash
 *   is not valid percent-encoding (`'#%zz'`)
 */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * A hash Docusaurus can decode: unchanged when it is valid percent-encoding,
 * otherwise with every `%` escaped (`'#%zz'` → `'#%25zz'`), so the id is the
 * literal text. Docusaurus decodes the hash after in-app navigation without a
 * guard and would crash on `'#%zz'`.
 */
export function decodableHash(hash: string): string {
  return idFromHash(hash) === null ? hash.replace(/%/g, '%25') : hash;
}

/**
 * The window scroll position that puts an element `offset` px below the viewport top.
 * @param elementTop `element.getBoundingClientRect().top`, px
 * @param scrollY current `window.scrollY`, px
 * @param offset px, default `ANCHOR_OFFSET`
 * @returns whole px, never negative
 */
export function anchorScrollTop(
  elementTop: number,
  scrollY: number,
  offset: number = ANCHOR_OFFSET,
): number {
  return Math.max(0, Math.round(scrollY + elementTop - offset));
}

type RouteLocation = {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
};

/**
 * Whether a route update should bring the hash target into view (and warn if
 * it does not exist): on first load with a hash, and on navigations that
 * change the hash or the page. A change of query string alone keeps the
 * position, as Docusaurus does.
 */
export function shouldScrollToHash(
  location: RouteLocation,
  previous: RouteLocation | null | undefined,
): boolean {
  if (location.hash.length <= 1) return false;
  if (!previous) return true;
  return (
    location.pathname !== previous.pathname || location.hash !== previous.hash
  );
}

/** The console warning for a hash that names no element (a stale or mistyped link). */
export function invalidAnchorWarning(hash: string): string {
  return `[rslib] No element matches the anchor "${hash}" in this page; the position is left unchanged.`;
}
