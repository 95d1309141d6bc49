describe('search worker functions', () => {
  /** The site config instance a freshly imported `lazy` reads. */
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
    const lazy = await import('./lazy');
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
    const lazy = await import('./lazy');
    expect(lazy.searchesLocally()).toBe(true);
    await lazy.preloadSearchIndex('/zh/');
    expect(loadIndexFile).toHaveBeenCalledWith('/zh/', 'titles');
  });
});
