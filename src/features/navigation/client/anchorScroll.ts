/**
 * Client module: hash anchors. After every route update — first load included —
 * the element named by the hash is put 72 px below the viewport top, clear of
 * the fixed navbar (CSS `scroll-margin-top` does the same for the browser's own
 * jumps); a hash that names nothing, or is not valid percent-encoding, logs one
 * warning and leaves the position alone (an undecodable one is first escaped so
 * the router does not crash on it).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  ANCHOR_OFFSET,
  anchorScrollTop,
  decodableHash,
  idFromHash,
  invalidAnchorWarning,
  shouldScrollToHash,
} from './anchor';

type RouteLocation = {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
};

/** Exported for tests; Docusaurus calls it through `onRouteDidUpdate`. */
export function scrollToHash(
  location: RouteLocation,
  previousLocation: RouteLocation | null,
): void {
  if (!shouldScrollToHash(location, previousLocation)) return;
  const id = idFromHash(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) {
    console.warn(invalidAnchorWarning(location.hash));
    return;
  }
  window.scrollTo({
    top: anchorScrollTop(
      target.getBoundingClientRect().top,
      window.scrollY,
      ANCHOR_OFFSET,
    ),
  });
}

/**
 * Rewrites an undecodable hash (`#%zz`) before the router reads it: this
 * listener is added when the client modules load, before the router's own
 * `popstate` listener, and Docusaurus would otherwise throw while decoding it.
 * Exported for tests.
 */
export function sanitizeHashOnPopState(): void {
  const {pathname, search, hash} = window.location;
  const safe = decodableHash(hash);
  if (safe !== hash)
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${search}${safe}`,
    );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('popstate', sanitizeHashOnPopState);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    scrollToHash(location, previousLocation);
  },
};

export default clientModule;
