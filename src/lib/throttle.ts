/**
 * Throttle for scroll handlers (SPEC §9: 200 ms). Pure apart from timers.
 */

export type Throttled<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops a pending trailing call. */
  cancel: () => void;
};

/**
 * Calls `fn` at once, then at most once per `waitMs`; calls arriving in
 * between are folded into one trailing call with the latest arguments, so the
 * final state (e.g. the last scroll offset) is always seen.
 *
 * @param waitMs minimum gap between two calls, ms
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Throttled<A> {
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
  }) as Throttled<A>;

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
