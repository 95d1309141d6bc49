/**
 * The throttle of scroll and resize handlers (the navbar, the back-to-top
 * button, the outline highlight). Pure apart from timers. It is the site's
 * own rather than a package's on purpose: every page loads it at first visit,
 * which is at its size budget, and `lodash.throttle` (the smallest package
 * with these semantics) weighs several times this module there (figures in
 * bench/workarounds.md). The search input's debounce, loaded with the search
 * modal on demand, is `lodash.debounce`.
 */

/** Scroll and resize handlers run at most once per this many ms: often enough to feel live, rare enough to keep scrolling smooth. */
export const SCROLL_THROTTLE_MS = 200;

/** A rate-limited function; `cancel` drops a pending call (use it on unmount). */
export type RateLimited<A extends unknown[]> = ((...args: A) => void) & {
  cancel: () => void;
};

/**
 * Leading and trailing throttle: calls `fn` at once, then at most once per
 * `waitMs`; calls arriving in between fold into one trailing call with the
 * latest arguments, so the final state (the last scroll offset) is always seen.
 *
 * @param waitMs minimum gap between two calls, in ms
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): RateLimited<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = ((...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          if (pending) run(pending);
        },
        Math.max(remaining, 0),
      );
    }
  }) as RateLimited<A>;

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
