/**
 * Prism for server rendering (and unit tests): loaded with the module, so
 * every pre-rendered page carries syntax-highlighted code. The browser build uses
 * `loader.client.ts` in its place (alias `@rslib/prism-loader`, set by
 * `src/features/code/index.ts`).
 */
import Prism from './prism';
import type {PrismLike} from './syntaxHighlight';

/** The Prism instance if it is loaded (always, here). */
export function loadedPrism(): PrismLike | undefined {
  return Prism;
}

/** Resolves with the Prism instance. */
export function loadPrism(): Promise<PrismLike> {
  return Promise.resolve(Prism);
}
