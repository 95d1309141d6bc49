/**
 * Rate limiting for event handlers: one `throttle` (scroll and resize
 * handlers) and one `debounce` (search input). Pure apart from timers.
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

/**
 * Trailing debounce: calls `fn` with the latest arguments once `waitMs` has
 * passed without a new call (typing pauses before a search runs).
 *
 * @param waitMs quiet time before the call, in ms
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): RateLimited<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = ((...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  }) as RateLimited<A>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
