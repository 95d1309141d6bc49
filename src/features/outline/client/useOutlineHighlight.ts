/**
 * Marks the outline link of the heading being read: the active heading follows
 * scroll, the last heading is active at the page bottom (even when it can never
 * reach the top), the first check waits 100 ms after load, and scroll handlers
 * are throttled to 200 ms. Replaces Docusaurus's `useTOCHighlight`, which never
 * forces the last heading at the bottom.
 */
import {useEffect} from 'react';
import {idFromHash} from '@site/src/features/navigation/client/anchor';
import {
  OUTLINE_ACTIVATION_DELAY_MS,
  activeHeadingIndex,
  isAtPageBottom,
} from '@site/src/features/outline/client/outline';
import {SCROLL_THROTTLE_MS, throttle} from '@site/src/common/timing';

export type OutlineHighlightOptions = {
  /** Single class carried by every outline link, e.g. `'toc-highlight'`. */
  readonly linkClassName: string;
  /** Class added to the active link, e.g. `'table-of-contents__link--active'`. */
  readonly activeClassName: string;
  /** Anything that changes when the outline entries change (the TOC array); re-binds the handlers. */
  readonly watch?: unknown;
};

function updateActiveLink(
  linkClassName: string,
  activeClassName: string,
): void {
  const links = Array.from(
    document.getElementsByClassName(linkClassName),
  ).filter(
    (node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement,
  );
  const entries = links.flatMap((link) => {
    const heading = document.getElementById(idFromHash(link.hash) ?? '');
    return heading ? [{link, top: heading.getBoundingClientRect().top}] : [];
  });
  const atBottom = isAtPageBottom(
    window.scrollY,
    window.innerHeight,
    document.documentElement.scrollHeight,
  );
  const active =
    entries[
      activeHeadingIndex(
        entries.map((entry) => entry.top),
        atBottom,
      )
    ]?.link;
  links.forEach((link) =>
    link.classList.toggle(activeClassName, link === active),
  );
}

/** Side effect only; safe with no outline links on the page. */
export function useOutlineHighlight({
  linkClassName,
  activeClassName,
  watch,
}: OutlineHighlightOptions): void {
  useEffect(() => {
    const update = () => updateActiveLink(linkClassName, activeClassName);
    const throttled = throttle(update, SCROLL_THROTTLE_MS);
    const start = window.setTimeout(update, OUTLINE_ACTIVATION_DELAY_MS);
    window.addEventListener('scroll', throttled, {passive: true});
    window.addEventListener('resize', throttled);
    return () => {
      window.clearTimeout(start);
      throttled.cancel();
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
    };
  }, [linkClassName, activeClassName, watch]);
}
