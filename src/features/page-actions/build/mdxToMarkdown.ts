/**
 * Plain Markdown from an MDX page, for readers who feed the docs to AI tools
 * (the `.md` copy of every page and `llms-full.txt`).
 *
 * The page is parsed into a syntax tree the way Docusaurus parses it (MDX,
 * GFM, directives; see `sourceText.ts` for its legacy notations), and the
 * Markdown is cut from the text as written, node by node: what is plain
 * Markdown keeps the author's bytes (tables, lists, emphasis, spacing), while
 * MDX nodes are replaced by their Markdown meaning:
 *
 * - imports, exports and `{…}` expressions (comments such as `{/* truncate *\/}`)
 *   are removed; a string expression (`{'<'}`) becomes its text;
 * - our components map by name (`COMPONENTS`): `<PackageManagerTabs command>`
 *   → a bash block with the npm command, `<SourceCode href>` → a `[Source]`
 *   link, `<Tabs>`/`<TabItem label>` → each panel under its label in bold,
 *   `<Steps>`/`<FileTree>` → their content (the steps' headings, the tree's
 *   nested list), `<Overview />` → nothing (an interactive list);
 * - an imported Markdown partial (`import X from './_x.mdx'`, `<X />`) is
 *   converted and inlined; other components keep their content (a self-closing
 *   one disappears); HTML elements (lowercase) stay as written;
 * - explicit heading ids (`{#id}`) are dropped; admonitions keep their
 *   `:::tip Title` … `:::` form, which Markdown readers and models know;
 * - code blocks keep their code, less what only the site uses: the
 *   `twoslash` word of the info string, magic comment lines
 *   (`// highlight-next-line`) and `[!code highlight]` markers. Added/removed
 *   markers (`// [!code ++]`, `// [!code --]`) stay: without them the lines a
 *   change removes and the lines it adds would read as one program;
 * - relative links can be rewritten (`linkUrl`), e.g. to the Markdown copies.
 *
 * Content moved out of a component (a tab panel, a step) is re-indented to
 * the component's own indentation and separated by blank lines, so it stays
 * inside a list item or an admonition it was written in.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import type {
  Code,
  Definition,
  Heading,
  Link,
  Nodes,
  Parent,
  Root,
  RootContent,
} from 'mdast';
import type {
  MdxFlowExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxTextExpression,
  MdxjsEsm,
} from 'mdast-util-mdx';
// The directive node types, and the paragraph flag of a directive's label.
import type {} from 'mdast-util-directive';
import type {Expression} from 'estree';
import {sourceText, type SourceText} from './sourceText';

/** How to convert one page. */
export type ExportOptions = {
  /**
   * The URL a link or definition should point at instead of `url` (as
   * written, e.g. `../basic/cli.mdx#rslib-build`), or `undefined` to keep it.
   */
  readonly linkUrl?: (url: string) => string | undefined;
  /**
   * Loads a Markdown partial the page imports (`import ESM from '@site/…/ESM.mdx'`):
   * its body without front matter, and the options to convert it with (its
   * links are relative to its own file). `undefined` drops the partial's tag.
   * @param specifier the import's source as written
   */
  readonly loadPartial?: (
    specifier: string,
  ) => Promise<{body: string; options: ExportOptions} | undefined>;
  /**
   * Names of the magic comments that only style code on the site
   * (`highlight-next-line`, `highlight-start`…); a code line holding nothing
   * but one of them is dropped. Default: Docusaurus's highlight comments.
   */
  readonly magicComments?: readonly string[];
};

/** A converted page: its H1 (when the page has one) and the rest. */
export type ExportedMarkdown = {
  /** The page's own H1 as written (`# Quick Start`), when its first block is one. */
  readonly heading?: string;
  /** Everything after the H1, trimmed. */
  readonly body: string;
};

const DEFAULT_MAGIC_COMMENTS = [
  'highlight-next-line',
  'highlight-start',
  'highlight-end',
];

/** Partials can include partials; a loop of imports stops here. */
const MAX_PARTIAL_DEPTH = 8;

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);

const serializer = unified().use(remarkStringify, {fences: true});

/** Markdown of nodes we generate (a code block, a bold label, a link), no final newline. */
function serialize(...children: RootContent[]): string {
  return serializer.stringify({type: 'root', children}).trimEnd();
}

type Context = {
  readonly text: SourceText;
  readonly options: ExportOptions;
  /** Converted body of each partial component used on the page, by component name. */
  readonly partials: ReadonlyMap<string, string>;
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const start = (ctx: Context, node: Nodes): number =>
  node.position ? ctx.text.offset(node.position.start) : 0;
const end = (ctx: Context, node: Nodes): number =>
  node.position ? ctx.text.offset(node.position.end) : 0;

/**
 * What each continuation line of a block starting at `offset` begins with:
 * the block's line up to it, list markers turned into spaces (`1. ` → `   `),
 * blockquote markers kept (`> `).
 */
function prefixAt(ctx: Context, offset: number): string {
  const written = ctx.text.written;
  const lineStart = written.lastIndexOf('\n', offset - 1) + 1;
  return [...written.slice(lineStart, offset)]
    .map((char) => (char === '>' || char === ' ' || char === '\t' ? char : ' '))
    .join('');
}

/** Prefixes the lines after the first of generated Markdown with a block's prefix. */
function indentLines(markdown: string, prefix: string): string {
  return markdown
    .split('\n')
    .map((line, index) =>
      index === 0 ? line : line === '' ? prefix.trimEnd() : prefix + line,
    )
    .join('\n');
}

/**
 * Moves emitted Markdown from one indentation to another: each line after the
 * first loses as much of `from` as it starts with and gets `to` instead.
 */
function reindent(markdown: string, from: string, to: string): string {
  if (from === to) return markdown;
  const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
  return markdown
    .split('\n')
    .map((line, index) => {
      if (index === 0) return line;
      let k = 0;
      while (
        k < from.length &&
        k < line.length &&
        (line[k] === from[k] || (isSpace(line[k]) && isSpace(from[k])))
      ) {
        k++;
      }
      const rest = line.slice(k);
      return rest === '' ? to.trimEnd() : to + rest;
    })
    .join('\n');
}

/**
 * The text between two blocks, with runs of blank lines reduced to one and
 * the previous block's trailing spaces dropped.
 */
function normalizeGap(gap: string): string {
  const lines = gap.split('\n');
  if (lines.length === 1) return gap;
  if (lines.length === 2) return `\n${lines[1]}`;
  return `\n${lines[1].trimEnd()}\n${lines.at(-1)}`;
}

/** Characters that follow a word without a space. */
const CLOSING_PUNCTUATION = '\n.,;:!?)]';

/**
 * The written text from `from` to `to` (offsets), with the given children
 * (inside that range, in order) converted in place.
 */
function spliceRange(
  ctx: Context,
  from: number,
  to: number,
  children: readonly Nodes[],
): string {
  const written = ctx.text.written;
  let out = '';
  let cursor = from;
  // `a {/* note */} b.` → `a b.`, and `a {/* note */}.` → `a.`: the space
  // before a removed node goes when a space, punctuation or the end follows.
  let removedAfterSpace = false;
  const append = (text: string) => {
    if (text === '') return;
    if (removedAfterSpace) {
      if (text.startsWith(' ')) text = text.slice(1);
      else if (CLOSING_PUNCTUATION.includes(text[0])) out = out.slice(0, -1);
      removedAfterSpace = false;
    }
    out += text;
  };
  for (const child of children) {
    append(written.slice(cursor, start(ctx, child)));
    const markdown = emit(ctx, child);
    if (markdown === '' && out.endsWith(' ')) removedAfterSpace = true;
    append(markdown);
    cursor = Math.max(cursor, end(ctx, child));
  }
  append(written.slice(cursor, to));
  return removedAfterSpace ? out.slice(0, -1) : out;
}

/** The written text of a node, with its children converted in place. */
function splice(ctx: Context, node: Nodes): string {
  return spliceRange(
    ctx,
    start(ctx, node),
    end(ctx, node),
    'children' in node ? (node.children as Nodes[]) : [],
  );
}

/** Converted blocks of a flow container, each with the text before it. */
function blockList(
  ctx: Context,
  children: readonly Nodes[],
): {node: Nodes; gap: string; markdown: string}[] {
  const blocks: {node: Nodes; gap: string; markdown: string}[] = [];
  let previousEnd: number | undefined;
  for (const child of children) {
    const markdown = emit(ctx, child);
    if (markdown !== '') {
      const gap =
        previousEnd === undefined
          ? ''
          : normalizeGap(
              ctx.text.written.slice(previousEnd, start(ctx, child)),
            );
      blocks.push({node: child, gap, markdown});
    }
    previousEnd = end(ctx, child);
  }
  if (blocks[0]) blocks[0].gap = '';
  return blocks;
}

const joinBlocks = (blocks: readonly {gap: string; markdown: string}[]) =>
  blocks.map(({gap, markdown}) => gap + markdown).join('');

/**
 * A container whose children are blocks (a list item, a blockquote, an
 * admonition): its own markers as written, the converted blocks between them.
 */
function flowContainer(
  ctx: Context,
  node: Nodes,
  children: readonly Nodes[],
): string {
  const first = children[0];
  const last = children.at(-1);
  if (!first || !last) return splice(ctx, node);
  const written = ctx.text.written;
  return (
    written.slice(start(ctx, node), start(ctx, first)) +
    joinBlocks(blockList(ctx, children)) +
    written.slice(end(ctx, last), end(ctx, node))
  );
}

/** The content of a component without its tags (see the module comment). */
function unwrap(ctx: Context, node: JsxElement, lead: string[] = []): string {
  if (node.type === 'mdxJsxTextElement') {
    const first = node.children[0];
    const last = node.children.at(-1);
    const inner =
      first && last
        ? spliceRange(ctx, start(ctx, first), end(ctx, last), node.children)
        : '';
    return [...lead, inner].filter((part) => part !== '').join(' ');
  }
  const prefix = prefixAt(ctx, start(ctx, node));
  const blocks = [...lead];
  for (const child of node.children) {
    const markdown = emit(ctx, child);
    if (markdown === '') continue;
    blocks.push(reindent(markdown, prefixAt(ctx, start(ctx, child)), prefix));
  }
  return blocks.join(`\n${prefix.trimEnd()}\n${prefix}`);
}

/** A JSX attribute's string value (`label="React"`), if written as a string. */
function stringAttribute(node: JsxElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === name &&
      typeof attribute.value === 'string'
    ) {
      return attribute.value;
    }
  }
  return undefined;
}

/** A JSX attribute's value written as an expression (`command={{npm: '…'}}`). */
function expressionAttribute(
  node: JsxElement,
  name: string,
): Expression | undefined {
  for (const attribute of node.attributes) {
    if (
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === name &&
      typeof attribute.value === 'object' &&
      attribute.value !== null
    ) {
      const statement = attribute.value.data?.estree?.body[0];
      return statement?.type === 'ExpressionStatement'
        ? statement.expression
        : undefined;
    }
  }
  return undefined;
}

/** The value of a string-literal expression (`'a'`, `` `a` ``), if it is one. */
function literalString(expression: Expression | undefined): string | undefined {
  if (expression?.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (
    expression?.type === 'TemplateLiteral' &&
    expression.expressions.length === 0
  ) {
    return expression.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/**
 * The npm command of a `<PackageManagerTabs>`: `command="npm install x"`, or
 * the `npm` entry of `command={{npm: '…', yarn: '…', …}}`.
 */
function npmCommand(node: JsxElement): string | undefined {
  const text = stringAttribute(node, 'command');
  if (text !== undefined) return text;
  const expression = expressionAttribute(node, 'command');
  if (expression?.type !== 'ObjectExpression') return undefined;
  for (const property of expression.properties) {
    if (property.type !== 'Property') continue;
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : literalString(property.key as Expression);
    if (key === 'npm') return literalString(property.value as Expression);
  }
  return undefined;
}

/** Generated Markdown in place of a component: a block in flow, inline in text. */
function generated(
  ctx: Context,
  node: JsxElement,
  flow: RootContent,
  inline: RootContent,
): string {
  return node.type === 'mdxJsxFlowElement'
    ? indentLines(serialize(flow), prefixAt(ctx, start(ctx, node)))
    : serialize(inline);
}

/** Markdown of each of our MDX components (`src/components`, `@theme/Tabs`…), by tag name. */
const COMPONENTS: Record<string, (ctx: Context, node: JsxElement) => string> = {
  PackageManagerTabs(ctx, node) {
    const command = npmCommand(node);
    if (command === undefined) return '';
    return generated(
      ctx,
      node,
      {type: 'code', lang: 'bash', value: command},
      {type: 'inlineCode', value: command},
    );
  },
  SourceCode(ctx, node) {
    const href = stringAttribute(node, 'href');
    if (href === undefined) return '';
    const link: Link = {
      type: 'link',
      url: href,
      children: [{type: 'text', value: 'Source'}],
    };
    return generated(ctx, node, {type: 'paragraph', children: [link]}, link);
  },
  Steps: (ctx, node) => unwrap(ctx, node),
  FileTree: (ctx, node) => unwrap(ctx, node),
  Tabs: (ctx, node) => unwrap(ctx, node),
  TabItem(ctx, node) {
    const label =
      stringAttribute(node, 'label') ?? stringAttribute(node, 'value');
    return unwrap(
      ctx,
      node,
      label
        ? [
            serialize({
              type: 'strong',
              children: [{type: 'text', value: label}],
            }),
          ]
        : [],
    );
  },
  // The filterable list of options: a page of its own in Markdown would be the headings.
  Overview: () => '',
};

function emitJsx(ctx: Context, node: JsxElement): string {
  if (node.name === null) return unwrap(ctx, node);
  const partial = ctx.partials.get(node.name);
  if (partial !== undefined) {
    return node.type === 'mdxJsxFlowElement'
      ? indentLines(partial, prefixAt(ctx, start(ctx, node)))
      : partial;
  }
  const component = COMPONENTS[node.name];
  if (component) return component(ctx, node);
  // An HTML element is Markdown too; another component keeps its content.
  const first = node.name[0];
  if (first === first.toLowerCase()) return splice(ctx, node);
  return unwrap(ctx, node);
}

/** `{'text'}` → its text; any other expression (a comment, code) → nothing. */
function emitExpression(node: MdxFlowExpression | MdxTextExpression): string {
  const statement = node.data?.estree?.body[0];
  const text = literalString(
    statement?.type === 'ExpressionStatement'
      ? statement.expression
      : undefined,
  );
  if (text === undefined || text === '') return '';
  const value = {type: 'text', value: text} as const;
  return node.type === 'mdxFlowExpression'
    ? serialize({type: 'paragraph', children: [value]})
    : serialize(value);
}

/** A heading without its explicit id (`## Install {#install}` → `## Install`). */
function emitHeading(ctx: Context, node: Heading): string {
  const last = node.children.at(-1);
  const markdown = splice(ctx, node);
  if (last?.type !== 'text') return markdown;
  const written = ctx.text.written.slice(start(ctx, last), end(ctx, last));
  const {id, text} = parseMarkdownHeadingId(written);
  if (id === undefined) return markdown;
  const after = ctx.text.written.slice(end(ctx, last), end(ctx, node));
  return (
    markdown.slice(0, markdown.length - written.length - after.length) +
    text.trimEnd()
  );
}

/** The comment text of a code line holding only a comment, or `undefined`. */
function commentText(line: string): string | undefined {
  const trimmed = line.trim();
  for (const [open, close] of [
    ['{/*', '*/}'],
    ['/*', '*/'],
    ['<!--', '-->'],
    ['//', ''],
    ['#', ''],
    ['--', ''],
    ['%', ''],
  ]) {
    if (trimmed.startsWith(open) && trimmed.endsWith(close)) {
      return trimmed.slice(open.length, trimmed.length - close.length).trim();
    }
  }
  return undefined;
}

const HIGHLIGHT_MARKER = '[!code highlight]';

/** A code line without a trailing `// [!code highlight]` (or `#`, `/* … *\/`) marker. */
function withoutHighlightMarker(line: string): string {
  const at = line.lastIndexOf(HIGHLIGHT_MARKER);
  if (at < 0) return line;
  const after = line.slice(at + HIGHLIGHT_MARKER.length).trim();
  if (after !== '' && after !== '*/') return line;
  const before = line.slice(0, at).trimEnd();
  for (const open of ['//', '#', '/*']) {
    if (before.endsWith(open)) {
      return before.slice(0, before.length - open.length).trimEnd();
    }
  }
  return line;
}

/** A code block as written, less what only the site uses (see the module comment). */
function emitCode(ctx: Context, node: Code): string {
  const lines = splice(ctx, node).split('\n');
  const meta = node.meta ?? '';
  // The `noCheck="reason"` attribute only tells the docs' example type check
  // to skip a block (`src/features/reference/build/examples.ts`).
  const kept = meta.replace(/(^|\s)noCheck=(["'])[^"']*\2/, '').trim();
  const words = kept.split(' ');
  if (words.includes('twoslash') || kept !== meta.trim()) {
    const opening = lines[0];
    const at = opening.lastIndexOf(meta);
    if (at >= 0) {
      const rest = words.filter((word) => word !== 'twoslash').join(' ');
      lines[0] = (
        opening.slice(0, at).trimEnd() + (rest === '' ? '' : ` ${rest}`)
      ).trimEnd();
    }
  }
  const values = node.value.split('\n');
  // Each written line of the code holds one line of the value (behind the
  // container's indentation); if they do not line up, keep the code as written.
  const aligned =
    node.value !== '' &&
    lines.length > values.length &&
    values.every((value, index) => lines[index + 1].endsWith(value));
  if (!aligned) return lines.join('\n');
  const magic = new Set(ctx.options.magicComments ?? DEFAULT_MAGIC_COMMENTS);
  const code = lines
    .slice(1, values.length + 1)
    .filter((_line, index) => {
      const comment = commentText(values[index]);
      return comment === undefined || !magic.has(comment);
    })
    .map(withoutHighlightMarker);
  return [lines[0], ...code, ...lines.slice(values.length + 1)].join('\n');
}

/** A link or definition with its URL replaced when `linkUrl` says so. */
function emitLinkTarget(ctx: Context, node: Link | Definition): string {
  const markdown = splice(ctx, node);
  const url = ctx.options.linkUrl?.(node.url);
  if (url === undefined || url === node.url) return markdown;
  // The URL follows the link text (`](url)`) or the label (`]: url`).
  const last = node.type === 'link' ? node.children.at(-1) : undefined;
  const tailLength =
    end(ctx, node) - (last ? end(ctx, last) : start(ctx, node) + 1);
  const head = markdown.slice(0, markdown.length - tailLength);
  const tail = markdown.slice(markdown.length - tailLength);
  const from = node.type === 'definition' ? tail.indexOf(']:') : 0;
  const at = tail.indexOf(node.url, Math.max(from, 0));
  if (at < 0) return markdown;
  return head + tail.slice(0, at) + url + tail.slice(at + node.url.length);
}

/** The converted Markdown of one node (empty when it has no Markdown meaning). */
function emit(ctx: Context, node: Nodes): string {
  switch (node.type) {
    case 'mdxjsEsm':
      return '';
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return emitExpression(node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return emitJsx(ctx, node);
    case 'heading':
      return emitHeading(ctx, node);
    case 'code':
      return emitCode(ctx, node);
    case 'link':
    case 'definition':
      return emitLinkTarget(ctx, node);
    case 'blockquote':
    case 'listItem':
    case 'footnoteDefinition':
      return flowContainer(ctx, node, node.children);
    case 'containerDirective':
      // The label (`:::tip[Title]`) is part of the first line, kept as written.
      return flowContainer(
        ctx,
        node,
        node.children.filter(
          (child) =>
            !(child.type === 'paragraph' && child.data?.directiveLabel),
        ),
      );
    default:
      return splice(ctx, node);
  }
}

/** Import specifiers of the Markdown partials a page imports, by local name. */
function partialImports(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (
        statement.type !== 'ImportDeclaration' ||
        typeof statement.source.value !== 'string' ||
        !(
          statement.source.value.endsWith('.md') ||
          statement.source.value.endsWith('.mdx')
        )
      ) {
        continue;
      }
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') {
          imports.set(specifier.local.name, statement.source.value);
        }
      }
    }
  }
  return imports;
}

/** Names of the JSX elements in a tree. */
function elementNames(node: Nodes, names = new Set<string>()): Set<string> {
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    node.name
  ) {
    names.add(node.name);
  }
  if ('children' in node) {
    for (const child of (node as Parent).children) elementNames(child, names);
  }
  return names;
}

async function convert(
  body: string,
  options: ExportOptions,
  depth: number,
): Promise<ExportedMarkdown> {
  const text = sourceText(body);
  const tree = parser.parse(text.parsed);
  const partials = new Map<string, string>();
  const used = elementNames(tree);
  for (const [name, specifier] of partialImports(tree)) {
    if (!used.has(name) || !options.loadPartial) continue;
    if (depth >= MAX_PARTIAL_DEPTH) {
      throw new Error(
        `Markdown export: partials nested more than ${MAX_PARTIAL_DEPTH} deep at "${specifier}" (an import loop?)`,
      );
    }
    const loaded = await options.loadPartial(specifier);
    if (!loaded) continue;
    // A partial's own H1 would be a second title inside the page.
    partials.set(
      name,
      (await convert(loaded.body, loaded.options, depth + 1)).body,
    );
  }
  const ctx: Context = {text, options, partials};
  const blocks = blockList(ctx, tree.children);
  const first = blocks[0];
  if (first?.node.type === 'heading' && first.node.depth === 1) {
    const rest = blocks.slice(1);
    if (rest[0]) rest[0] = {...rest[0], gap: ''};
    return {heading: first.markdown, body: joinBlocks(rest).trim()};
  }
  return {body: joinBlocks(blocks).trim()};
}

/**
 * Converts an MDX page body to plain Markdown (see the module comment).
 * @param body the page without front matter (`parseMarkdownFile`'s `content`)
 * @throws when MDX cannot parse the body (the site's build would fail too),
 *   or when partials import each other in a loop
 */
export function mdxToMarkdown(
  body: string,
  options: ExportOptions = {},
): Promise<ExportedMarkdown> {
  return convert(body, options, 0);
}

/**
 * The text of a `.md` copy: the page's H1 (its own, else `# title`), then the body.
 * @param title the page title, used when the page has no H1
 */
export function markdownFile(page: ExportedMarkdown, title: string): string {
  const heading = page.heading ?? `# ${title}`;
  return page.body === '' ? `${heading}\n` : `${heading}\n\n${page.body}\n`;
}
