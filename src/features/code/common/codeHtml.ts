/**
 * Code blocks as compact HTML: syntax-highlighted tokens become one string of
 * `<span class="token …">` runs (adjacent tokens of the same kind merged,
 * plain text left bare, lines separated by newlines), and the two Prism
 * themes become one stylesheet keyed on `[data-theme]`. A code block then
 * holds a few elements per line instead of a `<div>`, a `<br>` and a styled
 * `<span>` per token, and switching the color mode restyles it without a
 * re-render. Pure. Code text is escaped with `escape-html`, the site's one
 * HTML escape: every character of the code appears as text, never as markup.
 */
import escapeHtml from 'escape-html';

/** A token of one line (`src/features/code/client/prism/tokens.ts`). */
export type CodeToken = {
  readonly types: readonly string[];
  readonly content: string;
  readonly empty?: boolean;
};

/** A Prism theme, as `prism-react-renderer` describes it. */
export type CodeTheme = {
  readonly plain: Readonly<Record<string, string | undefined>>;
  readonly styles: readonly {
    readonly types: readonly string[];
    readonly languages?: readonly string[];
    readonly style: Readonly<Record<string, string | undefined>>;
  }[];
};

const isPlain = (types: readonly string[]) =>
  types.length === 0 || (types.length === 1 && types[0] === 'plain');

/** Class names are Prism token types: letters, digits, `-` and `_` only. */
const className = (types: readonly string[]) =>
  types.filter((type) => /^[\w-]+$/.test(type)).join(' ');

/** One line's tokens as HTML: same-kind neighbours merged, plain text bare. */
function lineHtml(line: readonly CodeToken[]): string {
  // An empty line comes as one '\n' token; the line separator already ends it.
  if (line.length === 1 && line[0].content === '\n') return '';
  let html = '';
  let runTypes: readonly string[] | null = null;
  let runText = '';
  const flush = () => {
    if (runTypes === null || runText === '') return;
    const classes = isPlain(runTypes) ? '' : className(runTypes);
    html +=
      classes === ''
        ? escapeHtml(runText)
        : `<span class="token ${classes}">${escapeHtml(runText)}</span>`;
  };
  for (const token of line) {
    const same =
      runTypes !== null &&
      runTypes.length === token.types.length &&
      runTypes.every((type, index) => type === token.types[index]);
    if (!same) {
      flush();
      runTypes = token.types;
      runText = '';
    }
    runText += token.content;
  }
  flush();
  return html;
}

export type CodeLineOptions = {
  /**
   * Classes of annotated lines (highlighted, added, removed: Docusaurus's
   * magic comments) by 0-based line index; such a line becomes a block-level
   * span.
   */
  readonly lineClassNames?: Readonly<
    Record<number, readonly string[] | undefined>
  >;
  /** Every line becomes a block-level `rslib-code-line` span, numbered by CSS. */
  readonly lineNumbers?: boolean;
};

/**
 * Lines of tokens as the inner HTML of a `<code>` element.
 * @returns HTML where every character of the code appears as text
 */
export function codeLinesToHtml(
  lines: readonly (readonly CodeToken[])[],
  {lineClassNames = {}, lineNumbers = false}: CodeLineOptions = {},
): string {
  return lines
    .map((line, index) => {
      const html = lineHtml(line);
      const classes = [
        ...(lineNumbers ? ['rslib-code-line'] : []),
        ...(lineClassNames[index] ?? []),
      ];
      return classes.length > 0
        ? `<span class="${className(classes)}">${html || '\n'}</span>`
        : `${html}\n`;
    })
    .join('')
    .replace(/\n$/, '');
}

const CSS_PROPERTIES: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  opacity: 'opacity',
};

function declarations(style: Readonly<Record<string, string | undefined>>) {
  return Object.entries(style)
    .filter(
      (entry): entry is [string, string] =>
        entry[0] in CSS_PROPERTIES && typeof entry[1] === 'string',
    )
    .map(([property, value]) => `${CSS_PROPERTIES[property]}:${value}`)
    .join(';');
}

/**
 * A stylesheet for compact code blocks in one color mode: the block's plain
 * text and background colors, then
 * `[data-theme='<mode>'] .rslib-code .token.<type>` rules in theme order, so a
 * later theme entry wins over an earlier one as in `prism-react-renderer`;
 * language-specific entries are scoped to `.language-<lang>`.
 */
export function codeThemeCss(theme: CodeTheme, mode: 'light' | 'dark'): string {
  const scope = `[data-theme='${mode}'] .rslib-code`;
  // The block's text and background colors: Docusaurus sets them inline from
  // the color mode of the first render, which for server-rendered pages is
  // light; these rules make them follow the page's current mode instead.
  const plain = [
    ['--prism-color', theme.plain.color],
    ['--prism-background-color', theme.plain.backgroundColor],
  ]
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `${name}:${value} !important`)
    .join(';');
  const plainRule =
    plain === '' ? [] : [`[data-theme='${mode}'] .theme-code-block{${plain}}`];
  return [
    ...plainRule,
    ...theme.styles.flatMap((entry) => {
      const body = declarations(entry.style);
      if (body === '') return [];
      const selectors = entry.types
        .filter((type) => /^[\w-]+$/.test(type))
        .flatMap((type) =>
          entry.languages && entry.languages.length > 0
            ? entry.languages.map(
                (language) => `${scope}.language-${language} .token.${type}`,
              )
            : [`${scope} .token.${type}`],
        );
      return selectors.length > 0 ? [`${selectors.join(',')}{${body}}`] : [];
    }),
  ].join('\n');
}
