/**
 * Click-to-zoom for the images of the doc area, with medium-zoom
 * (scrollOffset 40, margin 0, background of the current theme,
 * 100 ms start delay, 150 ms close delay after scroll). Closes on Escape,
 * click, resize and scroll beyond the offset (medium-zoom's own handlers).
 * Renders nothing. medium-zoom is loaded in the browser only, once an image
 * to zoom comes within `ZOOM_LOAD_MARGIN` of the viewport.
 */
import {useEffect, useRef} from 'react';
import type {Zoom} from 'medium-zoom';
import {
  IMAGE_ZOOM_SELECTOR,
  ZOOM_LOAD_MARGIN,
  ZOOM_OPTIONS,
  ZOOM_START_DELAY_MS,
  isZoomable,
} from '@site/src/lib/imageZoom';

export type Props = {
  /** Off: detaches from every image and closes an open zoom. */
  readonly enabled: boolean;
  /** Changes on every rendered doc page (its pathname): re-attaches to the new page's images. */
  readonly pageKey?: string;
};

/**
 * One medium-zoom instance for the app; re-attached `ZOOM_START_DELAY_MS`
 * after each page. A failed load of medium-zoom is logged (`console.warn`) and
 * leaves images as plain images.
 */
export default function ImageZoom({enabled, pageKey}: Props): null {
  const zoomRef = useRef<Zoom | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    let observer: IntersectionObserver | undefined;
    const attach = (images: HTMLImageElement[]) => {
      import('medium-zoom')
        .then(({default: mediumZoom}) => {
          if (cancelled) return;
          zoomRef.current ??= mediumZoom({...ZOOM_OPTIONS});
          zoomRef.current.attach(...images);
        })
        .catch((error: unknown) =>
          console.warn('[rslib] Image zoom could not be loaded:', error),
        );
    };
    const timer = window.setTimeout(() => {
      const images = Array.from(
        document.querySelectorAll<HTMLImageElement>(IMAGE_ZOOM_SELECTOR),
      ).filter(isZoomable);
      // Size budget: pages without images never download medium-zoom, and pages
      // with images only once one comes near the viewport.
      if (images.length === 0) return;
      if (typeof IntersectionObserver === 'undefined') {
        attach(images);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          attach(images);
        },
        {rootMargin: ZOOM_LOAD_MARGIN},
      );
      for (const image of images) observer.observe(image);
    }, ZOOM_START_DELAY_MS);
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.clearTimeout(timer);
      const zoom = zoomRef.current;
      if (zoom) {
        void zoom.close();
        zoom.detach();
      }
    };
  }, [enabled, pageKey]);

  return null;
}
