/**
 * Page data loading failures: on every navigation the page data is loaded
 * again, and a failure to load is only logged, never shown to the reader.
 * Docusaurus already logs a failed navigation and reloads the target page;
 * the hover/viewport preloads of links reject without a handler. These
 * helpers recognise such rejections so they are logged as a warning instead
 * of surfacing as uncaught errors. Pure.
 */

/** Whether a rejection reason is the bundler's failure to load a page chunk (JS or CSS). */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /^Loading (CSS )?chunk \S+ failed/.test(message))
  );
}

/** The console warning for a page chunk that failed to load. */
export function pageDataWarning(reason: unknown): string {
  const message =
    typeof reason === 'object' && reason !== null
      ? String((reason as {message?: unknown}).message)
      : String(reason);
  return `[rslib] Page data could not be loaded; the page loads in full when opened. ${message}`;
}
