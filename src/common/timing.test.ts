import {debounce, throttle} from './timing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('throttle', () => {
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

describe('debounce', () => {
  it('calls once with the last arguments 150 ms after the last call', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 150);
    debounced('f');
    jest.advanceTimersByTime(100);
    debounced('fo');
    jest.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('fo');
  });

  it('cancel drops the pending call', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 150);
    debounced('x');
    debounced.cancel();
    jest.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
