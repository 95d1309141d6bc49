/**
 * The syntax-highlighted HTML of a code block (`src/features/code/common/codeHtml.ts`), computed
 * where it is needed and nowhere else:
 * - on the server, so every page ships syntax-highlighted code;
 * - not while the page hydrates: React keeps the server's markup of an element
 *   rendered with `dangerouslySetInnerHTML`, so tokenizing every block again
 *   would only delay the page's first interaction;
 * - on the client for blocks that mount after hydration (client-side
 *   navigation): plain text at once, syntax-highlighted as soon as Prism is loaded
 *   (`@rslib/prism-loader`; usually already fetched while the browser was idle).
 * If a hydrated block's markup turns out to be missing (React re-rendered the
 * block from scratch), it is filled in the same way.
 */
import {useEffect, useRef, useState, type RefObject} from 'react';
import {loadPrism, loadedPrism} from '@rslib/prism-loader';
import escapeHtml from 'escape-html';
import type {CodeLineOptions} from '@site/src/features/code/common/codeHtml';
import {
  syntaxHighlight,
  type PrismLike,
} from '@site/src/features/code/client/prism/syntaxHighlight';
import {isHydrating} from '@site/src/features/hydration/client/firstRender';

/**
 * @param codeRef the `<code>` element the HTML goes into
 * @returns the HTML to pass as `dangerouslySetInnerHTML`; `''` while the block
 *   hydrates (its server markup stays in place)
 */
export function useCodeHtml(
  codeRef: RefObject<HTMLElement | null>,
  code: string,
  language: string,
  options: CodeLineOptions,
): string {
  // Latched on the first render: only a block rendered while the page
  // hydrates keeps the server markup (`./firstRender.ts`, a client module, says
  // when the first render is done). A module flag, not `useIsBrowser`: its
  // change would re-render every block once hydration ends.
  const hydrating = useRef<boolean | null>(null);
  if (hydrating.current === null) {
    hydrating.current = isHydrating();
  }
  const [needsHtml, setNeedsHtml] = useState(!hydrating.current);
  const [prism, setPrism] = useState<PrismLike | undefined>(loadedPrism);

  useEffect(() => {
    if (!needsHtml && codeRef.current?.firstChild == null) setNeedsHtml(true);
  }, [codeRef, needsHtml]);
  useEffect(() => {
    if (!needsHtml || prism) return undefined;
    let current = true;
    loadPrism().then(
      (loaded) => current && setPrism(() => loaded),
      (error: unknown) =>
        console.warn('[code] Prism failed to load; code stays plain', error),
    );
    return () => {
      current = false;
    };
  }, [needsHtml, prism]);

  if (!needsHtml) return '';
  return prism
    ? syntaxHighlight(prism, code, language, options)
    : escapeHtml(code);
}
