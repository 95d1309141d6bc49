import {act, renderHook} from '@testing-library/react';
import {SCROLL_THROTTLE_MS} from '@site/src/common/timing';
import {OUTLINE_ACTIVATION_DELAY_MS} from './outline';
import {useOutlineHighlight} from './useOutlineHighlight';

describe('useOutlineHighlight', () => {
  const tops: Record<string, number> = {};

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <ul>
        <li><a class="toc-highlight" href="#one">One</a></li>
        <li><a class="toc-highlight" href="#two">Two</a></li>
        <li><a class="toc-highlight" href="#three">Three</a></li>
      </ul>
      <h2 id="one">One</h2><h2 id="two">Two</h2><h2 id="three">Three</h2>`;
    for (const id of ['one', 'two', 'three']) {
      document.getElementById(id)!.getBoundingClientRect = () =>
        ({top: tops[id]}) as DOMRect;
    }
    Object.assign(tops, {one: 300, two: 900, three: 1500});
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
    Object.defineProperty(window, 'scrollY', {
      value: 0,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => jest.useRealTimers());

  const active = () =>
    Array.from(document.querySelectorAll('a.active')).map((link) =>
      link.getAttribute('href'),
    );

  it('marks the first heading once the activation delay has passed, then follows scroll throttled', () => {
    renderHook(() =>
      useOutlineHighlight({
        linkClassName: 'toc-highlight',
        activeClassName: 'active',
      }),
    );
    act(() => jest.advanceTimersByTime(OUTLINE_ACTIVATION_DELAY_MS - 1));
    expect(active()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(active()).toEqual(['#one']);

    Object.assign(tops, {one: -600, two: 72, three: 600});
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(active()).toEqual(['#two']);

    // A second scroll inside the throttle window waits for its trailing call.
    Object.assign(tops, {one: -1200, two: -500, three: 60});
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(active()).toEqual(['#two']);
    act(() => jest.advanceTimersByTime(SCROLL_THROTTLE_MS));
    expect(active()).toEqual(['#three']);
  });

  it('marks the last heading at the page bottom', () => {
    renderHook(() =>
      useOutlineHighlight({
        linkClassName: 'toc-highlight',
        activeClassName: 'active',
      }),
    );
    Object.assign(tops, {one: -600, two: 200, three: 500});
    window.scrollY = 5000 - window.innerHeight;
    act(() => jest.advanceTimersByTime(OUTLINE_ACTIVATION_DELAY_MS));
    expect(active()).toEqual(['#three']);
  });
});
