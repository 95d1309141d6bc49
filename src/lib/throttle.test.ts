import {throttle} from './throttle';
import {SCROLL_THROTTLE_MS} from './navbar';

describe('throttle (SPEC §9: scroll handlers 200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses 200 ms for scroll handlers', () => {
    expect(SCROLL_THROTTLE_MS).toBe(200);
  });

  it('runs at once, then once per 200 ms with the latest arguments', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 200);
    throttled(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);

    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);

    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled(4);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('cancel drops the trailing call', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 200);
    throttled('a');
    throttled('b');
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});
