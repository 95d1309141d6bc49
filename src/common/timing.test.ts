import {SCROLL_THROTTLE_MS, throttle} from './timing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('throttle (the contract the scroll handlers rely on)', () => {
  it('runs at once, then once per wait with the latest arguments', () => {
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

  it('runs a call that comes exactly one wait after the last one at once', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    throttled('a');
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the trailing call and leaves the handler usable', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 200);
    throttled('a');
    throttled('b');
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['a']]);
    throttled('c');
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });
});
