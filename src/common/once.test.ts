import {once} from './once';

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
