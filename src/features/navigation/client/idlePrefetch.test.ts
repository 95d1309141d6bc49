/**
 * What loads ahead of use, and when: nothing before the page has hydrated;
 * then the search worker at the first idle moment after load; the search
 * modal and Prism only `SETTLE_DELAY_MS` after load (then an idle moment). Remote search (no worker): `src/features/search/client/lazy.test.ts`.
 */
const loadSearchModal = jest.fn(() => Promise.resolve({}));
const warmUpSearchWorker = jest.fn(() => Promise.resolve());
const loadPrism = jest.fn(() => Promise.resolve({}));

beforeEach(() => {
  jest.resetModules();
  jest.useFakeTimers();
  for (const load of [loadSearchModal, warmUpSearchWorker, loadPrism])
    load.mockClear();
  jest.doMock('@site/src/features/search/client/lazy', () => ({
    loadSearchModal,
    warmUpSearchWorker,
  }));
  jest.doMock('@rslib/prism-loader', () => ({loadPrism}));
});

afterEach(() => {
  jest.useRealTimers();
});

/** Imports the client module and tells it, as Docusaurus does, that the page has rendered. */
async function hydrate() {
  const module = await import('./idlePrefetch');
  const update = module.default.onRouteDidUpdate as () => void;
  update();
  // Later route updates (client-side navigations) start nothing new.
  update();
  return module;
}

it('loads nothing before the page has hydrated, even long after load', async () => {
  expect(document.readyState).toBe('complete');
  await import('./idlePrefetch');
  jest.advanceTimersByTime(10_000);
  expect(warmUpSearchWorker).not.toHaveBeenCalled();
  expect(loadSearchModal).not.toHaveBeenCalled();
});

it('waits for the load event when the page hydrates before it', async () => {
  const readyState = jest
    .spyOn(document, 'readyState', 'get')
    .mockReturnValue('interactive');
  try {
    await hydrate();
    jest.advanceTimersByTime(10_000);
    expect(warmUpSearchWorker).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(warmUpSearchWorker).toHaveBeenCalledTimes(1);
  } finally {
    readyState.mockRestore();
  }
});

it('starts the worker when idle after hydration and load, and loads the modal and Prism only once the page has settled', async () => {
  expect(document.readyState).toBe('complete');
  const {SETTLE_DELAY_MS} = await hydrate();

  jest.advanceTimersByTime(0);
  expect(warmUpSearchWorker).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(SETTLE_DELAY_MS - 1);
  expect(loadSearchModal).not.toHaveBeenCalled();
  expect(loadPrism).not.toHaveBeenCalled();

  // The settle timer, then the stand-in for an idle callback (a 0 ms timer).
  jest.advanceTimersByTime(1);
  jest.advanceTimersByTime(1);
  expect(loadSearchModal).toHaveBeenCalledTimes(1);
  expect(loadPrism).toHaveBeenCalledTimes(1);
  expect(warmUpSearchWorker).toHaveBeenCalledTimes(1);
});

it('waits for idle moments when the browser offers them', async () => {
  const idle: (() => void)[] = [];
  const scope = window as unknown as {requestIdleCallback?: unknown};
  scope.requestIdleCallback = (callback: () => void) => idle.push(callback);
  try {
    const {SETTLE_DELAY_MS} = await hydrate();
    expect(idle).toHaveLength(1);
    expect(warmUpSearchWorker).not.toHaveBeenCalled();
    idle[0]();
    expect(warmUpSearchWorker).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(SETTLE_DELAY_MS);
    expect(loadSearchModal).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    idle[1]();
    expect(loadSearchModal).toHaveBeenCalledTimes(1);
  } finally {
    delete scope.requestIdleCallback;
  }
});

it('ignores failed loads (each part loads again on first use)', async () => {
  loadSearchModal.mockImplementationOnce(() =>
    Promise.reject(new Error('offline')),
  );
  const {loadSettledParts} = await import('./idlePrefetch');
  expect(() => loadSettledParts()).not.toThrow();
  expect(loadSearchModal).toHaveBeenCalled();
  await Promise.resolve();
});

export {};
