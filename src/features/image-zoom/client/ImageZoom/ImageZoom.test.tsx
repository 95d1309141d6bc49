import React from 'react';
import {act, render} from '@testing-library/react';
import mediumZoom from './mediumZoom';
import {
  ZOOM_CLOSE_DELAY_MS,
  ZOOM_OPTIONS,
  ZOOM_START_DELAY_MS,
} from '@site/src/features/image-zoom/common/imageZoom';
import ImageZoom from './';

const zoom = {
  attach: jest.fn(),
  detach: jest.fn(),
  close: jest.fn(() => Promise.resolve()),
};
jest.mock('./mediumZoom', () => ({
  __esModule: true,
  default: jest.fn(() => zoom),
}));

/** Runs timers and lets the dynamic import of medium-zoom resolve. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <div class="theme-doc-markdown">
      <img id="diagram" src="/img/a.svg" alt="a">
      <a href="https://example.com"><img id="badge" src="/img/b.svg" alt="b"></a>
      <img id="opted-out" data-no-zoom src="/img/c.svg" alt="c">
    </div>
    <img id="outside" src="/img/logo.svg" alt="logo">`;
});
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('ImageZoom', () => {
  it('attaches to the doc images 100 ms after the page renders, skipping linked and opted-out images', async () => {
    render(<ImageZoom enabled pageKey="/a" />);
    await advance(ZOOM_START_DELAY_MS - 1);
    expect(mediumZoom).not.toHaveBeenCalled();
    await advance(1);
    expect(mediumZoom).toHaveBeenCalledWith({
      margin: 0,
      scrollOffset: 40,
      background: 'var(--ifm-background-color)',
    });
    expect(zoom.attach).toHaveBeenCalledTimes(1);
    expect(
      zoom.attach.mock.calls[0].map((image: HTMLElement) => image.id),
    ).toEqual(['diagram']);
  });

  it('re-attaches on a new page with the same medium-zoom instance', async () => {
    const {rerender} = render(<ImageZoom enabled pageKey="/a" />);
    await advance(ZOOM_START_DELAY_MS);
    rerender(<ImageZoom enabled pageKey="/b" />);
    expect(zoom.detach).toHaveBeenCalledTimes(1);
    expect(zoom.close).toHaveBeenCalledTimes(1);
    await advance(ZOOM_START_DELAY_MS);
    expect(zoom.attach).toHaveBeenCalledTimes(2);
    expect(mediumZoom).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and detaches when switched off', async () => {
    const {rerender} = render(<ImageZoom enabled={false} pageKey="/a" />);
    await advance(1000);
    expect(mediumZoom).not.toHaveBeenCalled();
    rerender(<ImageZoom enabled pageKey="/a" />);
    await advance(ZOOM_START_DELAY_MS);
    rerender(<ImageZoom enabled={false} pageKey="/a" />);
    expect(zoom.close).toHaveBeenCalled();
    expect(zoom.detach).toHaveBeenCalled();
    await advance(1000);
    expect(zoom.attach).toHaveBeenCalledTimes(1);
  });

  it('does not load medium-zoom on a page without a zoomable image', async () => {
    document.body.innerHTML = `
      <div class="theme-doc-markdown"><a href="https://example.com"><img src="/img/b.svg" alt="b"></a></div>
      <img src="/img/logo.svg" alt="logo">`;
    render(<ImageZoom enabled pageKey="/a" />);
    await advance(1000);
    expect(mediumZoom).not.toHaveBeenCalled();
    expect(zoom.attach).not.toHaveBeenCalled();
  });

  it('with IntersectionObserver, loads medium-zoom only once an image comes within 200 px of the viewport', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      targets: Element[];
      disconnected: boolean;
    }[] = [];
    class FakeObserver {
      record: (typeof observers)[number];
      constructor(
        callback: IntersectionObserverCallback,
        options?: IntersectionObserverInit,
      ) {
        this.record = {callback, options, targets: [], disconnected: false};
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const original = window.IntersectionObserver;
    window.IntersectionObserver =
      FakeObserver as unknown as typeof IntersectionObserver;
    try {
      render(<ImageZoom enabled pageKey="/a" />);
      await advance(ZOOM_START_DELAY_MS + 1000);
      expect(observers).toHaveLength(1);
      expect(observers[0].options).toEqual({rootMargin: '200px'});
      expect(observers[0].targets.map((image) => image.id)).toEqual([
        'diagram',
      ]);
      expect(mediumZoom).not.toHaveBeenCalled();

      const [target] = observers[0].targets;
      await act(async () => {
        observers[0].callback(
          [
            {
              isIntersecting: true,
              target,
            } as unknown as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        );
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
      });
      expect(observers[0].disconnected).toBe(true);
      expect(
        zoom.attach.mock.calls[0].map((image: HTMLElement) => image.id),
      ).toEqual(['diagram']);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('a page left within the start delay never attaches', async () => {
    const {unmount} = render(<ImageZoom enabled pageKey="/a" />);
    await advance(ZOOM_START_DELAY_MS - 1);
    unmount();
    await advance(1000);
    expect(mediumZoom).not.toHaveBeenCalled();
  });
});

describe('medium-zoom with ZOOM_OPTIONS', () => {
  // The installed package itself (its UMD copy of the pure build the site
  // bundles; the ESM file is not transpiled for jest), not the mock above.
  const realMediumZoom = jest.requireActual<
    (
      image: HTMLElement,
      options: typeof ZOOM_OPTIONS,
    ) => {open: () => Promise<unknown>; detach: () => void}
  >('medium-zoom/dist/pure/medium-zoom.umd.js');

  it('closes ZOOM_CLOSE_DELAY_MS after the page scrolls past scrollOffset', () => {
    const image = document.getElementById('diagram')!;
    const closing = jest.fn();
    image.addEventListener('medium-zoom:close', closing);
    const real = realMediumZoom(image, {...ZOOM_OPTIONS});
    void real.open();
    // The opening transition ends (jsdom runs no transitions).
    document
      .querySelector('.medium-zoom-image--opened')!
      .dispatchEvent(new Event('transitionend'));
    // jsdom keeps the scroll position in a plain property.
    const scrolled = Object.getOwnPropertyDescriptor(window, 'pageYOffset')!;
    Object.defineProperty(window, 'pageYOffset', {
      ...scrolled,
      value: ZOOM_OPTIONS.scrollOffset + 1,
    });
    try {
      document.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(ZOOM_CLOSE_DELAY_MS - 1);
      expect(closing).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(closing).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'pageYOffset', scrolled);
      real.detach();
    }
  });
});
