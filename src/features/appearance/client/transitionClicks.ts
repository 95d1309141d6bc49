/**
 * Clicks given while the theme switch's circular reveal plays. Chromium
 * hit-tests the whole page as `<html>` while a view transition runs (its
 * pseudo-elements cover the page, whatever their `pointer-events`), so a click
 * on a control during the 400 ms reveal would reach no control at all. Such a
 * click ends the reveal at once (the new colours show without the animation)
 * and, once the transition is over, a frame later, is given to the element at
 * the same point: it takes effect once.
 */

/** The parts of a `ViewTransition` this module uses. */
export type Transition = {
  readonly finished: Promise<unknown>;
  readonly skipTransition: () => void;
};

/**
 * Keeps the clicks that reach `doc`'s root element until `transition` has
 * finished (skipping the rest of it at the first one), then clicks the
 * element at each kept point, in order.
 */
export function keepClicksDuring(
  transition: Transition,
  doc: Document = document,
): void {
  const kept: {readonly x: number; readonly y: number}[] = [];
  const onClick = (event: MouseEvent) => {
    if (event.target !== doc.documentElement) return;
    event.preventDefault();
    event.stopPropagation();
    kept.push({x: event.clientX, y: event.clientY});
    if (kept.length === 1) transition.skipTransition();
  };
  doc.addEventListener('click', onClick, true);
  const replay = () => {
    doc.removeEventListener('click', onClick, true);
    for (const {x, y} of kept) {
      doc.elementFromPoint(x, y)?.dispatchEvent(
        new MouseEvent('click', {
          bubbles: true,
          cancelable: true,
          clientX: x,
          clientY: y,
        }),
      );
    }
  };
  transition.finished.then(replay, replay);
}
