/**
 * Client module: hash anchors (SPEC §2 hash handling, §8 invalid anchor id,
 * §9 offset 72 px). After every route update — first load included — the
 * element named by the hash is put 72 px below the viewport top (CSS
 * `scroll-margin-top` does the same for the browser's own jumps); a hash that
 * names nothing, or is not valid percent-encoding, logs one warning and
 * leaves the position alone.
 */
import type {ClientModule} from '@docusaurus/types';
import {ANCHOR_OFFSET, anchorScrollTop, idFromHash, invalidAnchorWarning, shouldScrollToHash} from '../lib/anchor';

type RouteLocation = {readonly pathname: string; readonly search: string; readonly hash: string};

/** Exported for tests; Docusaurus calls it through `onRouteDidUpdate`. */
export function scrollToHash(location: RouteLocation, previousLocation: RouteLocation | null): void {
  if (!shouldScrollToHash(location, previousLocation)) return;
  const id = idFromHash(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) {
    console.warn(invalidAnchorWarning(location.hash));
    return;
  }
  window.scrollTo({top: anchorScrollTop(target.getBoundingClientRect().top, window.scrollY, ANCHOR_OFFSET)});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    scrollToHash(location, previousLocation);
  },
};

export default clientModule;
