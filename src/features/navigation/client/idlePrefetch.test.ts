/**
 * The idle parts wait for the page to settle: nothing is requested until
 * `SETTLE_DELAY_MS` after the `load` event (then an idle moment); then the
 * search modal, the search worker (not in remote mode) and Prism load.
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

it('loads nothing until the page has settled, then the search modal, its worker and Prism', async () => {
  expect(document.readyState).toBe('complete');
  const {SETTLE_DELAY_MS} = await import('./idlePrefetch');
  expect(SETTLE_DELAY_MS).toBe(3000);

  jest.advanceTimersByTime(SETTLE_DELAY_MS - 1);
  expect(loadSearchModal).not.toHaveBeenCalled();
  expect(loadPrism).not.toHaveBeenCalled();

  jest.advanceTimersByTime(1);
  expect(loadSearchModal).toHaveBeenCalledTimes(1);
  expect(warmUpSearchWorker).toHaveBeenCalledTimes(1);
  expect(loadPrism).toHaveBeenCalledTimes(1);
});

it('waits for an idle moment when the browser offers one', async () => {
  const idle: (() => void)[] = [];
  const scope = window as unknown as {requestIdleCallback?: unknown};
  scope.requestIdleCallback = (callback: () => void) => idle.push(callback);
  try {
    const {SETTLE_DELAY_MS} = await import('./idlePrefetch');
    jest.advanceTimersByTime(SETTLE_DELAY_MS);
    expect(loadSearchModal).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(loadSearchModal).toHaveBeenCalledTimes(1);
  } finally {
    delete scope.requestIdleCallback;
  }
});

it('starts no worker for remote search, and ignores failed loads', async () => {
  // The module registry was reset: this is the instance idlePrefetch reads.
  const {default: siteConfig} = await import('@generated/docusaurus.config');
  const themeConfig = siteConfig.themeConfig as Record<string, unknown>;
  const before = themeConfig.rslibSearch;
  themeConfig.rslibSearch = {mode: 'remote'};
  loadSearchModal.mockImplementationOnce(() =>
    Promise.reject(new Error('offline')),
  );
  try {
    const {loadIdleParts} = await import('./idlePrefetch');
    expect(() => loadIdleParts()).not.toThrow();
    expect(warmUpSearchWorker).not.toHaveBeenCalled();
    expect(loadSearchModal).toHaveBeenCalled();
    await Promise.resolve();
  } finally {
    themeConfig.rslibSearch = before;
  }
});
