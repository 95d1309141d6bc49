import {act, fireEvent} from '@testing-library/react';
import {renderHookWithContext} from '@site/test/helpers/renderWithContext';
import type {HideNavbar} from '@site/src/features/theme-options/common/themeOptions';
import {useNavbarScroll} from './useNavbarScroll';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', {configurable: true, value: y});
  fireEvent.scroll(window);
}

function setup(mode: HideNavbar) {
  const hook = renderHookWithContext(() => useNavbarScroll(mode));
  act(() => jest.advanceTimersByTime(200));
  return hook;
}

describe('useNavbarScroll (100 px, 200 ms throttle, hideNavbar)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', {configurable: true, value: 0});
  });
  afterEach(() => jest.useRealTimers());

  it('is transparent at 0 px and solid at 150 px, checked at most every 200 ms', () => {
    const {result} = setup('never');
    expect(result.current).toEqual({surface: 'transparent', hidden: false});

    act(() => scrollTo(150));
    expect(result.current.surface).toBe('solid');

    act(() => scrollTo(50)); // within 200 ms of the last check: deferred
    expect(result.current.surface).toBe('solid');
    act(() => jest.advanceTimersByTime(199));
    expect(result.current.surface).toBe('solid');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.surface).toBe('transparent');
  });

  it('auto: hides while scrolling down and shows when scrolling up', () => {
    const {result} = setup('auto');
    act(() => scrollTo(300));
    expect(result.current.hidden).toBe(false); // first move from the top
    act(() => jest.advanceTimersByTime(200));
    act(() => scrollTo(600));
    expect(result.current).toEqual({surface: 'solid', hidden: true});
    act(() => jest.advanceTimersByTime(200));
    act(() => scrollTo(500));
    expect(result.current.hidden).toBe(false);
  });

  it.each([
    ['always', true],
    ['never', false],
  ] as const)('%s: hidden is %p whatever the scroll', (mode, hidden) => {
    const {result} = setup(mode);
    expect(result.current.hidden).toBe(hidden);
    act(() => scrollTo(300));
    act(() => jest.advanceTimersByTime(200));
    act(() => scrollTo(900));
    expect(result.current.hidden).toBe(hidden);
  });
});
