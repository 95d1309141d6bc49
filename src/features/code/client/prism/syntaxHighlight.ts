/**
 * Syntax highlighting of a code block with a given Prism instance: tokens
 * (`tokens.ts`) turned into compact HTML (`../../common/codeHtml.ts`).
 */
import {codeLinesToHtml, type CodeLineOptions} from '../../common/codeHtml';
import {tokensToLines, type PrismStream} from './tokens';

/** The parts of a Prism instance syntax highlighting needs. */
export type PrismLike = {
  readonly languages: Readonly<Record<string, unknown>>;
  readonly tokenize: (code: string, grammar: never) => unknown;
};

/**
 * The inner HTML of a code block's `<code>`; plain text when Prism has no
 * grammar for `language`.
 */
export function syntaxHighlight(
  prism: PrismLike,
  code: string,
  language: string,
  options: CodeLineOptions = {},
): string {
  const grammar = prism.languages[language];
  const stream = grammar
    ? (prism.tokenize(code, grammar as never) as PrismStream)
    : [code];
  return codeLinesToHtml(tokensToLines(stream), options);
}
