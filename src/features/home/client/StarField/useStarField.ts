import {useEffect, type RefObject} from 'react';
import {
  starTransforms,
  type Point,
  type StarPosition,
} from '@site/src/features/home/client/starField';

/** Media query under which the dots stay still, for readers who ask for reduced motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Makes the dots of a star field drift away from the mouse when it comes
 * within 100 px of them.
 *
 * Listens to `mousemove`/`mouseleave` on the field's parent (the hero; the
 * field itself has `pointer-events: none`), batches moves into one
 * `requestAnimationFrame`, and writes only `style.transform` on the dots, which
 * never moves layout. It does no work at all — no listeners, no frames — while
 * the hero is off screen (`IntersectionObserver`) or while
 * `prefers-reduced-motion: reduce` matches; dots then rest at their places.
 * The field's `data-active` attribute says whether it currently listens.
 * Without `matchMedia` or `IntersectionObserver` the missing check is skipped.
 *
 * @param fieldRef the field element; its children are the dots, in `positions` order
 * @param positions dot positions in percent of the field
 */
export function useStarField(
  fieldRef: RefObject<HTMLElement | null>,
  positions: readonly StarPosition[],
): void {
  useEffect(() => {
    const field = fieldRef.current;
    const area = field?.parentElement;
    if (!field || !area) {
      return undefined;
    }
    const stars = Array.from(field.children) as HTMLElement[];
    let pointer: Point | null = null;
    let frame = 0;
    let listening = false;
    let visible = true;
    let reduced = false;

    const paint = (): void => {
      frame = 0;
      const rect = field.getBoundingClientRect();
      const local = pointer
        ? {x: pointer.x - rect.left, y: pointer.y - rect.top}
        : null;
      const transforms = starTransforms(
        positions,
        rect.width,
        rect.height,
        local,
      );
      stars.forEach((star, index) => {
        const transform = transforms[index] ?? '';
        if (star.style.transform !== transform) {
          star.style.transform = transform;
        }
      });
    };
    const schedule = (): void => {
      if (!frame) {
        frame = window.requestAnimationFrame(paint);
      }
    };
    const onMove = (event: MouseEvent): void => {
      pointer = {x: event.clientX, y: event.clientY};
      schedule();
    };
    const onLeave = (): void => {
      pointer = null;
      schedule();
    };
    const stop = (): void => {
      area.removeEventListener('mousemove', onMove);
      area.removeEventListener('mouseleave', onLeave);
      if (frame) {
        window.cancelAnimationFrame(frame);
        frame = 0;
      }
      pointer = null;
      for (const star of stars) {
        star.style.transform = '';
      }
    };
    const update = (): void => {
      const active = visible && !reduced;
      if (active && !listening) {
        area.addEventListener('mousemove', onMove, {passive: true});
        area.addEventListener('mouseleave', onLeave, {passive: true});
      } else if (!active && listening) {
        stop();
      }
      listening = active;
      field.dataset.active = String(active);
    };

    const motion =
      typeof window.matchMedia === 'function'
        ? window.matchMedia(REDUCED_MOTION_QUERY)
        : undefined;
    reduced = motion?.matches ?? false;
    const onMotionChange = (event: MediaQueryListEvent): void => {
      reduced = event.matches;
      update();
    };
    motion?.addEventListener?.('change', onMotionChange);

    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      visible = false;
      observer = new IntersectionObserver((entries) => {
        visible = entries[entries.length - 1]?.isIntersecting ?? false;
        update();
      });
      observer.observe(area);
    }
    update();

    return () => {
      observer?.disconnect();
      motion?.removeEventListener?.('change', onMotionChange);
      stop();
      listening = false;
    };
  }, [fieldRef, positions]);
}
