/**
 * Prism's token stream as lines of flat tokens: nested tokens are flattened
 * with the types of all their ancestors (`['tag', 'punctuation']`), text is
 * split at line breaks, and an empty line is one empty plain token. Pure.
 */
import type {CodeToken} from '../../common/codeHtml';

/** What `Prism.tokenize` returns: strings and tokens with nested content. */
export type PrismStream = readonly (string | PrismTokenLike)[];
export type PrismTokenLike = {
  readonly type: string;
  readonly alias?: string | readonly string[];
  readonly content: string | PrismTokenLike | PrismStream;
};

/**
 * @returns one array of tokens per line of the code (at least one line)
 */
export function tokensToLines(stream: PrismStream): CodeToken[][] {
  const lines: CodeToken[][] = [[]];
  const push = (content: string, types: readonly string[]) => {
    const parts = content.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({types, content: part});
    });
  };
  const walk = (
    content: string | PrismTokenLike | PrismStream,
    types: readonly string[],
  ) => {
    if (typeof content === 'string') {
      push(content, types.length > 0 ? types : ['plain']);
    } else if (Array.isArray(content)) {
      for (const item of content as PrismStream) walk(item, types);
    } else {
      const token = content as PrismTokenLike;
      const alias =
        token.alias === undefined
          ? []
          : typeof token.alias === 'string'
            ? [token.alias]
            : [...token.alias];
      walk(token.content, [...types, token.type, ...alias]);
    }
  };
  walk(stream as PrismStream, []);
  return lines.map((line) =>
    line.length > 0 ? line : [{types: ['plain'], content: '', empty: true}],
  );
}
