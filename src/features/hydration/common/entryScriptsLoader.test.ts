import {
  FIRST_PAINT_TIMEOUT_MS,
  entryScriptsLoaderSource,
} from './entryScriptsLoader';

type PaintCallback = (list: {
  getEntriesByName: (name: string) => unknown[];
}) => void;

/** A stand-in for the browser's Paint Timing: observers get `paint()` calls. */
function fakePaintTiming({supported = true, painted = false} = {}) {
  const callbacks: PaintCallback[] = [];
  const observed: unknown[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported
      ? ['paint', 'navigation']
      : ['navigation'];
    constructor(private callback: PaintCallback) {}
    observe(options: unknown) {
      observed.push(options);
      callbacks.push(this.callback);
    }
    disconnect() {
      callbacks.splice(callbacks.indexOf(this.callback), 1);
    }
  }
  Object.assign(window, {PerformanceObserver: FakeObserver});
  // jsdom has no Performance Timeline: the page's own entries are given here.
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) =>
      painted && name === 'first-contentful-paint' ? [{name}] : [],
  });
  return {
    observed,
    paint(name: string) {
      for (const callback of [...callbacks])
        callback({
          getEntriesByName: (wanted) => (wanted === name ? [{name}] : []),
        });
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => state,
  });
}

/** Runs the loader as the page's inline script does, with these URLs. */
function runLoader(sources: string[]) {
  new Function(
    `(${entryScriptsLoaderSource()})(${JSON.stringify(sources)});`,
  )();
}

/** The scripts the loader added to `<head>`: URL and `async` flag, in order. */
const added = () =>
  Array.from(document.head.querySelectorAll('script')).map((script) => [
    script.getAttribute('src'),
    script.async,
  ]);

const SOURCES = [
  '/assets/js/react.1.js',
  '/assets/js/runtime~main.2.js',
  '/assets/js/main.3.js',
];

beforeEach(() => {
  jest.useFakeTimers({doNotFake: ['performance']});
  document.head.innerHTML = '';
  setVisibility('visible');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('adds nothing before the first contentful paint, then the entry scripts in order as ordered scripts', () => {
  const timing = fakePaintTiming();
  runLoader(SOURCES);
  expect(added()).toEqual([]);
  expect(timing.observed).toEqual([{type: 'paint', buffered: true}]);
  timing.paint('first-paint');
  expect(added()).toEqual([]);
  timing.paint('first-contentful-paint');
  expect(added()).toEqual(SOURCES.map((src) => [src, false]));
});

it('adds them once only, whatever reports the paint or the timer say later', () => {
  const timing = fakePaintTiming();
  runLoader(SOURCES);
  timing.paint('first-contentful-paint');
  timing.paint('first-contentful-paint');
  jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
  expect(added()).toHaveLength(3);
});

it(`adds them after ${FIRST_PAINT_TIMEOUT_MS} ms when no paint is reported`, () => {
  fakePaintTiming();
  runLoader(SOURCES);
  jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS - 1);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added()).toHaveLength(3);
});

it('adds them at once when the page has already painted', () => {
  fakePaintTiming({painted: true});
  runLoader(SOURCES);
  expect(added()).toHaveLength(3);
});

it('adds them at once in a background tab (it paints nothing)', () => {
  fakePaintTiming();
  setVisibility('hidden');
  runLoader(SOURCES);
  expect(added()).toHaveLength(3);
});

it('adds them at once when the browser has no Paint Timing, or no PerformanceObserver at all', () => {
  fakePaintTiming({supported: false});
  runLoader(SOURCES);
  expect(added()).toHaveLength(3);
  document.head.innerHTML = '';
  Object.assign(window, {PerformanceObserver: undefined});
  runLoader(SOURCES);
  expect(added()).toHaveLength(3);
});

it('adds them at once, without throwing, when observing fails', () => {
  fakePaintTiming();
  (
    window.PerformanceObserver as unknown as {prototype: {observe: () => void}}
  ).prototype.observe = () => {
    throw new TypeError('blocked');
  };
  expect(() => runLoader(SOURCES)).not.toThrow();
  expect(added()).toHaveLength(3);
});
