import React from 'react';
import {act, fireEvent} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import ScrollToTop from './';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', {configurable: true, value: y});
  fireEvent.scroll(window);
}

describe('ScrollToTop button', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: () => ({matches: false}),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo(0);
  });

  it('appears once scrolled (checked with the 200 ms throttle) and scrolls smoothly to the top', () => {
    const scroll = jest
      .spyOn(window, 'scrollTo')
      .mockImplementation(() => undefined);
    scrollTo(0);
    renderWithContext(<ScrollToTop />);
    const button = document.querySelector<HTMLButtonElement>(
      'button.rslib-scroll-to-top',
    )!;
    expect(button).toHaveAttribute('aria-label', 'Back to top');
    expect(button).not.toHaveClass('rslib-scroll-to-top--visible');
    expect(button).toHaveAttribute('aria-hidden', 'true');

    act(() => jest.advanceTimersByTime(200));
    act(() => scrollTo(400));
    expect(button).toHaveClass('rslib-scroll-to-top--visible');
    expect(button).toHaveAttribute('aria-hidden', 'false');

    act(() => scrollTo(100));
    expect(button).toHaveClass('rslib-scroll-to-top--visible'); // throttled
    act(() => jest.advanceTimersByTime(200));
    expect(button).not.toHaveClass('rslib-scroll-to-top--visible');

    act(() => jest.advanceTimersByTime(200));
    act(() => scrollTo(900));
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith({top: 0, behavior: 'smooth'});
  });
});
