/**
 * Returns a function that runs `load` once and shares its promise until it
 * fails: a part of the UI loaded on demand (a chunk, a worker) is requested
 * once whoever asks first, and a failed request is not cached, so the next
 * call retries.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
