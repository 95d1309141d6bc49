import {once} from './lazyChunks';

describe('once', () => {
  it('loads once and shares the promise', async () => {
    const load = jest.fn(() => Promise.resolve('chunk'));
    const get = once(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual([
      'chunk',
      'chunk',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries after a failure', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const get = once(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('search worker functions', () => {
  /** The site config instance a freshly imported `lazyChunks` reads. */
  async function themeConfig(): Promise<Record<string, unknown>> {
    const {default: config} = await import('@generated/docusaurus.config');
    return config.themeConfig as Record<string, unknown>;
  }

  beforeEach(() => jest.resetModules());

  it('do nothing for remote search (no worker, no index files)', async () => {
    (await themeConfig()).rslibSearch = {mode: 'remote'};
    const indexClient = jest.fn();
    jest.doMock('@site/src/features/search/client/indexClient', () => {
      indexClient();
      return {};
    });
    const lazy = await import('./lazyChunks');
    expect(lazy.searchesLocally()).toBe(false);
    await expect(lazy.warmUpSearchWorker()).resolves.toBeUndefined();
    await expect(lazy.preloadSearchIndex('/')).resolves.toBeUndefined();
    expect(indexClient).not.toHaveBeenCalled();
  });

  it('load the titles index of the given version for local search', async () => {
    delete (await themeConfig()).rslibSearch;
    const loadIndexFile = jest.fn(() => Promise.resolve());
    jest.doMock('@site/src/features/search/client/indexClient', () => ({
      loadIndexFile,
      warmUpIndexWorker: jest.fn(() => Promise.resolve()),
    }));
    const lazy = await import('./lazyChunks');
    expect(lazy.searchesLocally()).toBe(true);
    await lazy.preloadSearchIndex('/zh/');
    expect(loadIndexFile).toHaveBeenCalledWith('/zh/', 'titles');
  });
});
