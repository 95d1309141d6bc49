/**
 * The outline ('ON THIS PAGE'): its title
 * and which heading it marks active while the reader scrolls. Pure: takes
 * measured numbers, returns numbers; the hook in `src/features/outline/client/useOutlineHighlight.ts`
 * measures the DOM.
 */
import {ANCHOR_OFFSET} from '@site/src/features/navigation/client/anchor';

/** The active-heading check runs this long after the outline mounts, in ms, so a page opened at a hash marks the right heading once the scroll has settled. */
export const OUTLINE_ACTIVATION_DELAY_MS = 100;

/**
 * Whether the window is scrolled to the bottom (1 px tolerance for fractional zoom).
 * @param scrollY `window.scrollY`, px
 * @param viewportHeight `window.innerHeight`, px
 * @param scrollHeight `document.documentElement.scrollHeight`, px
 */
export function isAtPageBottom(
  scrollY: number,
  viewportHeight: number,
  scrollHeight: number,
): boolean {
  return Math.ceil(scrollY + viewportHeight) >= scrollHeight - 1;
}

/**
 * Index of the outline entry to mark active.
 * @param headingTops `getBoundingClientRect().top` of each outlined heading, in page order, px
 * @param atBottom the page is scrolled to its end: the last heading is active
 * @param offset the navbar line, px (default 72): a heading whose top is at or
 *   above it (2 px tolerance) has been reached
 * @returns the last reached heading; the first one while none is reached yet;
 *   -1 when there are no headings
 */
export function activeHeadingIndex(
  headingTops: readonly number[],
  atBottom: boolean,
  offset: number = ANCHOR_OFFSET,
): number {
  if (headingTops.length === 0) return -1;
  if (atBottom) return headingTops.length - 1;
  let active = 0;
  headingTops.forEach((top, index) => {
    if (top <= offset + 2) active = index;
  });
  return active;
}

/**
 * The outline title: front matter `outlineTitle`, else theme config
 * `outlineTitle`, else the translated default ('ON THIS PAGE'). Empty or
 * non-string values are skipped.
 */
export function resolveOutlineTitle(
  frontMatterTitle: unknown,
  themeTitle: unknown,
  defaultTitle: string,
): string {
  for (const candidate of [frontMatterTitle, themeTitle]) {
    if (typeof candidate === 'string' && candidate.trim() !== '')
      return candidate.trim();
  }
  return defaultTitle;
}
