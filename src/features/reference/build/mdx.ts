/**
 * Reading doc pages as syntax trees (unified + remark-parse + remark-mdx, the
 * parser Docusaurus uses): headings with their explicit ids, the "Type:" of an
 * option section, and code fences with their position.
 */
import {readFileSync} from 'node:fs';
import type {Code, Heading, ListItem, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
} from '@docusaurus/utils';

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx);

/**
 * Parses one MDX page as Docusaurus does: `{#id}` heading ids are escaped
 * first (MDX would read them as expressions), which keeps every line number.
 */
export function parseMdx(source: string): Root {
  return processor.parse(escapeMarkdownHeadingIds(source));
}

/** A heading of a page: depth, text without the id, explicit id, 1-based line. */
export interface DocHeading {
  readonly depth: number;
  readonly text: string;
  readonly id: string | undefined;
  readonly line: number;
  /** Index of the heading among the page's top-level nodes. */
  readonly index: number;
}

/** Every top-level heading of a page, in order. */
export function headingsOf(tree: Root): DocHeading[] {
  const headings: DocHeading[] = [];
  tree.children.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const {text, id} = parseMarkdownHeadingId(toString(node));
    headings.push({
      depth: node.depth,
      text: text.trim(),
      id,
      line: node.position?.start.line ?? 0,
      index,
    });
  });
  return headings;
}

/** The explicit id of a heading node, if it has one. */
export function headingIdOf(node: Heading): string | undefined {
  return parseMarkdownHeadingId(toString(node)).id;
}

/** The type an option section states, and where. */
export interface SectionType {
  /** The type as written: inline code, or the whole code block under "Type:". */
  readonly text: string;
  readonly line: number;
}

/** The bold label that starts the "Type:" item of an option section, per locale. */
export const TYPE_LABELS = ['Type:', '类型：'];
/** The bold label of the "Top level:" item (whether the option may be set outside `lib`). */
export const TOP_LEVEL_LABELS = [
  'Top level:',
  'Top-level config:',
  '顶层配置：',
];

function labelOf(item: ListItem): string | undefined {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const lead = first.children[0];
  return lead?.type === 'strong' ? toString(lead).trim() : undefined;
}

/**
 * The item of a section's facts list (`- **Type:** …`, `- **Default:** …`)
 * that starts with one of the labels, with the list's index, looking from the
 * heading with the given index up to the next heading.
 */
export function sectionFact(
  tree: Root,
  headingIndex: number,
  labels: readonly string[],
): {item: ListItem; listIndex: number} | undefined {
  const nodes = tree.children;
  for (let index = headingIndex + 1; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node.type === 'heading') return undefined;
    if (node.type !== 'list') continue;
    const item = node.children.find((candidate) => {
      const label = labelOf(candidate);
      return label !== undefined && labels.includes(label);
    });
    if (item) return {item, listIndex: index};
  }
  return undefined;
}

/** The text of a fact item after its label (`supported (…)`). */
export function factText(item: ListItem): string {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return '';
  return first.children
    .slice(1)
    .map((child) => toString(child))
    .join('')
    .trim();
}

/**
 * The "Type:" of the section that starts at the heading with the given index:
 * the inline code of its `- **Type:**` item or, when the item has none, the
 * code block inside the item or right after the list (how long types are
 * shown). Undefined when the section has no such item before its first
 * sub-heading.
 */
export function sectionTypeOf(
  tree: Root,
  headingIndex: number,
): SectionType | undefined {
  const fact = sectionFact(tree, headingIndex, TYPE_LABELS);
  if (!fact) return undefined;
  const {item, listIndex} = fact;
  const paragraph = item.children[0];
  const inline =
    paragraph.type === 'paragraph'
      ? paragraph.children.find((child) => child.type === 'inlineCode')
      : undefined;
  if (inline?.type === 'inlineCode') {
    return {text: inline.value, line: inline.position?.start.line ?? 0};
  }
  const nested = item.children.find((child) => child.type === 'code');
  const next = nested ?? tree.children[listIndex + 1];
  if (next?.type === 'code') {
    return {text: next.value, line: (next.position?.start.line ?? 0) + 1};
  }
  return undefined;
}

/** A fenced code block with the 1-based line of its opening fence. */
export interface DocCode {
  readonly lang: string | null;
  readonly meta: string | null;
  readonly value: string;
  readonly line: number;
}

/** Every code fence of a page, nested ones (in lists, tabs, admonitions) included. */
export function codeBlocksOf(tree: Root): DocCode[] {
  const blocks: DocCode[] = [];
  const visit = (node: {type: string; children?: unknown[]}): void => {
    if (node.type === 'code') {
      const code = node as Code;
      blocks.push({
        lang: code.lang ?? null,
        meta: code.meta ?? null,
        value: code.value,
        line: code.position?.start.line ?? 0,
      });
      return;
    }
    for (const child of node.children ?? []) {
      visit(child as {type: string; children?: unknown[]});
    }
  };
  visit(tree);
  return blocks;
}

/** Reads and parses a page. */
export function readMdx(file: string): Root {
  return parseMdx(readFileSync(file, 'utf8'));
}
