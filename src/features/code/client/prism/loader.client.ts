/**
 * Prism in the browser, loaded on demand: pre-rendered code blocks arrive
 * syntax-highlighted and are not tokenized again while the page hydrates, so only
 * blocks that mount later (client-side navigation) need Prism. Keeping its
 * grammars out of the main bundle shortens every page's start-up; it is
 * fetched when the browser is idle after load, or on first need.
 */
import type {PrismLike} from './syntaxHighlight';

let prism: PrismLike | undefined;
let loading: Promise<PrismLike> | undefined;

/** The Prism instance if it is loaded, else `undefined`. */
export function loadedPrism(): PrismLike | undefined {
  return prism;
}

/**
 * Loads Prism once (later calls share the first request).
 * @returns a promise that rejects if the chunk fails to load (the next call retries)
 */
export function loadPrism(): Promise<PrismLike> {
  loading ??= import('./prism').then(
    (module) => (prism = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
