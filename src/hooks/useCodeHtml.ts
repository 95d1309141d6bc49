/**
 * The highlighted HTML of a code block (`src/lib/codeHtml.ts`), computed
 * where it is needed and nowhere else:
 * - on the server, so every page ships highlighted code;
 * - on the client for blocks that mount after hydration (client-side
 *   navigation), with the site's Prism instance;
 * - not while the page hydrates: React keeps the server's markup of an element
 *   rendered with `dangerouslySetInnerHTML`, so tokenizing every block again
 *   would only delay the page's first interaction. If that markup turns out to
 *   be missing after all (React re-rendered the block from scratch), the
 *   effect fills it in.
 */
import {useEffect, useMemo, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {codeLinesToHtml, type CodeToken} from '@site/src/lib/codeHtml';

type LineClassNames = Readonly<Record<number, readonly string[] | undefined>>;

/** Prism tokens of `code` in `language` (plain text when Prism has no such grammar). */
function tokenize(code: string, language: string): CodeToken[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** Highlighted inner HTML of a `<code>` element. */
export function highlightCode(
  code: string,
  language: string,
  lineClassNames: LineClassNames = {},
): string {
  return codeLinesToHtml(tokenize(code, language), lineClassNames);
}

/**
 * @param codeRef the `<code>` element the HTML goes into
 * @returns the HTML to pass as `dangerouslySetInnerHTML`; `''` while the block
 *   hydrates (its server markup stays in place)
 */
export function useCodeHtml(
  codeRef: RefObject<HTMLElement | null>,
  code: string,
  language: string,
  lineClassNames: LineClassNames,
): string {
  const isBrowser = useIsBrowser();
  // Latched on the first render: only a block rendered during hydration skips highlighting.
  const hydrating = useRef<boolean | null>(null);
  if (hydrating.current === null) {
    hydrating.current = ExecutionEnvironment.canUseDOM && !isBrowser;
  }
  const [repaired, setRepaired] = useState(false);
  const html = useMemo(
    () =>
      hydrating.current && !repaired
        ? ''
        : highlightCode(code, language, lineClassNames),
    [code, language, lineClassNames, repaired],
  );
  useEffect(() => {
    if (hydrating.current && !repaired && codeRef.current?.firstChild == null)
      setRepaired(true);
  }, [codeRef, repaired]);
  return html;
}
