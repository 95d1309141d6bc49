/**
 * `@theme/searchByWorker` in jest: the search-local plugin's worker client,
 * as jest mocks that tests program (`mockResolvedValue`, …) with answers in
 * the plugin's own shape (what `src/features/search/client/indexClient.ts`
 * converts).
 */
export const fetchIndexesByWorker = jest.fn(
  async (_baseUrl: string, _searchContext: string): Promise<void> => undefined,
);
export const searchByWorker = jest.fn(
  async (
    _baseUrl: string,
    _searchContext: string,
    _input: string,
    _limit: number,
  ): Promise<unknown> => [],
);
