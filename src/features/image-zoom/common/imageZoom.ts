/**
 * Image zoom settings: medium-zoom on the images of the doc area. Pure data and
 * a DOM-free filter.
 */

/** Images of the doc area that zoom on click. */
export const IMAGE_ZOOM_SELECTOR = '.theme-doc-markdown img';

/**
 * medium-zoom is downloaded once a zoomable image is this close to the
 * viewport (IntersectionObserver `rootMargin`), so a reader never meets an
 * image that does not zoom yet, and pages whose images are never reached do
 * not pay for it (size budget).
 */
export const ZOOM_LOAD_MARGIN = '200px';

/** Delay between a doc page rendering and the zoom attaching to its images, in ms. */
export const ZOOM_START_DELAY_MS = 100;

/**
 * Delay between scrolling past `scrollOffset` and the zoom closing, in ms.
 * medium-zoom 1.1.0 has it built in (`setTimeout(close, 150)` in its scroll
 * handler); kept here so the number is documented and tested.
 */
export const ZOOM_CLOSE_DELAY_MS = 150;

/** medium-zoom options: no margin, close after 40 px of scroll, overlay in the page background of the current theme. */
export const ZOOM_OPTIONS = {
  margin: 0,
  scrollOffset: 40,
  background: 'var(--ifm-background-color)',
} as const;

/** An image that should zoom: not inside a link (a click there navigates) and not opted out with `data-no-zoom`. */
export function isZoomable(image: {
  closest: (selector: string) => unknown;
  hasAttribute: (name: string) => boolean;
}): boolean {
  return image.closest('a') === null && !image.hasAttribute('data-no-zoom');
}
