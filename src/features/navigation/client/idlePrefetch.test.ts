/**
 * What loads ahead of use, and when: the search worker at the first idle
 * moment after load; the search modal and Prism only `SETTLE_DELAY_MS` after
 * load (then an idle moment). Remote search (no worker): `lazyChunks.test.ts`.
 */
const loadSearchModal = jest.fn(() => Promise.resolve({}));
const warmUpSearchWorker = jest.fn(() => Promise.resolve());
const loadPrism = jest.fn(() => Promise.resolve({}));

beforeEach(() => {
  jest.resetModules();
  jest.useFakeTimers();
  for (const load of [loadSearchModal, warmUpSearchWorker, loadPrism])
    load.mockClear();
  jest.doMock('@site/src/features/navigation/client/lazyChunks', () => ({
    loadSearchModal,
    warmUpSearchWorker,
  }));
  jest.doMock('@rslib/prism-loader', () => ({loadPrism}));
});

afterEach(() => {
  jest.useRealTimers();
});

it('starts the worker when idle after load, and loads the modal and Prism only once the page has settled', async () => {
  expect(document.readyState).toBe('complete');
  const {SETTLE_DELAY_MS} = await import('./idlePrefetch');
  expect(SETTLE_DELAY_MS).toBe(3000);

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
    const {SETTLE_DELAY_MS} = await import('./idlePrefetch');
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
