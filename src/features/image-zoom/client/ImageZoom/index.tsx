/**
 * Click-to-zoom for the images of the doc area, with medium-zoom
 * (scrollOffset 40, margin 0, background of the current theme,
 * 100 ms start delay, 150 ms close delay after scroll). Closes on Escape,
 * click, resize and scroll beyond the offset (medium-zoom's own handlers).
 * Renders nothing. medium-zoom is loaded in the browser only: when the
 * browser is idle after load (`src/features/navigation/client/idlePrefetch.ts`), once an
 * image to zoom comes within `ZOOM_LOAD_MARGIN` of the viewport, or on a
 * click on such an image, which then zooms as soon as it is loaded.
 */
import {useEffect, useRef} from 'react';
import type {Zoom} from 'medium-zoom';
import {
  IMAGE_ZOOM_SELECTOR,
  ZOOM_LOAD_MARGIN,
  ZOOM_OPTIONS,
  ZOOM_START_DELAY_MS,
  isZoomable,
} from '@site/src/features/image-zoom/common/imageZoom';
import {loadMediumZoom} from './loadMediumZoom';
import {takeEarlyImageClick} from '@site/src/features/early-input/client/earlyInput';
import {EARLY_IMAGE_CLICK} from '@site/src/features/early-input/common/earlyInputScript';

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
    let attached = false;
    let observer: IntersectionObserver | undefined;
    // A click on an image before medium-zoom is ready is kept and carried out
    // once it is: the reader's click is never lost to loading.
    let clicked: HTMLImageElement | null = null;
    const attach = (images: HTMLImageElement[]) => {
      loadMediumZoom()
        .then(({default: mediumZoom}) => {
          if (cancelled || attached) return;
          attached = true;
          document.removeEventListener('click', onEarlyClick, true);
          zoomRef.current ??= mediumZoom({...ZOOM_OPTIONS});
          zoomRef.current.attach(...images);
          if (clicked) void zoomRef.current.open({target: clicked});
          clicked = null;
        })
        .catch((error: unknown) =>
          console.warn('[rslib] Image zoom could not be loaded:', error),
        );
    };
    const zoomableImages = () =>
      Array.from(
        document.querySelectorAll<HTMLImageElement>(IMAGE_ZOOM_SELECTOR),
      ).filter(isZoomable);
    function onEarlyClick(event: MouseEvent): void {
      const image = (event.target as Element | null)?.closest?.('img');
      if (!image || !zoomableImages().includes(image as HTMLImageElement))
        return;
      delete (window as unknown as Record<string, unknown>)[EARLY_IMAGE_CLICK];
      clicked = image as HTMLImageElement;
      attach(zoomableImages());
    }
    document.addEventListener('click', onEarlyClick, true);
    // An image clicked before this zoom was listening (kept by the early-input script).
    const early = takeEarlyImageClick(
      window as unknown as Record<string, unknown>,
      zoomableImages(),
    );
    if (early) {
      clicked = early;
      attach(zoomableImages());
    }
    const timer = window.setTimeout(() => {
      const images = zoomableImages();
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
      document.removeEventListener('click', onEarlyClick, true);
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
