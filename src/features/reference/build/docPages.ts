/**
 * The reference pages of both locales of one docs version as syntax trees,
 * read once: headings and their ids, the nodes of a section, and what a
 * section names or links.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {headingsOf, parseMdx, type DocHeading} from './mdx';

/**
 * Where each locale's pages of the current docs live, relative to the site
 * folder (`localeDirsOf` in `docsVersions.ts` gives those of any version).
 */
export const LOCALE_DIRS = {
  en: 'docs',
  zh: 'i18n/zh/docusaurus-plugin-content-docs/current',
} as const;

export type Locale = keyof typeof LOCALE_DIRS;

/** One parsed page. */
export interface DocPage {
  /** Site-relative file path (`docs/config/lib/dts.mdx`). */
  readonly file: string;
  readonly tree: Root;
  readonly headings: readonly DocHeading[];
}

/**
 * The heading a section starts at: the one with the given id, or the page
 * title (first `#` heading) without an id.
 */
export function sectionHeading(
  page: DocPage,
  anchor: string | undefined,
): DocHeading | undefined {
  return anchor === undefined
    ? page.headings.find((heading) => heading.depth === 1)
    : page.headings.find((heading) => heading.id === anchor);
}

/**
 * The top-level nodes of a section: after its heading, up to the next
 * heading of the same or a higher level (sub-sections included).
 */
export function sectionNodes(
  page: DocPage,
  heading: DocHeading,
): RootContent[] {
  const nodes: RootContent[] = [];
  for (const node of page.tree.children.slice(heading.index + 1)) {
    if (node.type === 'heading' && node.depth <= heading.depth) break;
    nodes.push(node);
  }
  return nodes;
}

type AnyNode = {
  type: string;
  value?: unknown;
  url?: unknown;
  children?: AnyNode[];
};

function walk(nodes: readonly AnyNode[], visit: (node: AnyNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.children) walk(node.children, visit);
  }
}

/** The inline code spans of some nodes (`output.polyfill`…). */
export function inlineCodeOf(nodes: readonly RootContent[]): string[] {
  const spans: string[] = [];
  walk(nodes as AnyNode[], (node) => {
    if (node.type === 'inlineCode' && typeof node.value === 'string') {
      spans.push(node.value);
    }
  });
  return spans;
}

/** The link targets of some nodes. */
export function linksOf(nodes: readonly RootContent[]): string[] {
  const urls: string[] = [];
  walk(nodes as AnyNode[], (node) => {
    if (node.type === 'link' && typeof node.url === 'string')
      urls.push(node.url);
  });
  return urls;
}

/** Reads pages on demand and keeps them. */
export class DocPages {
  private readonly cache = new Map<string, DocPage | undefined>();

  /**
   * @param siteDir the site folder (with `docs/` and `i18n/`)
   * @param localeDirs the site-relative page folder of each locale (one
   *   docs version's); the current docs by default
   */
  constructor(
    private readonly siteDir: string,
    private readonly localeDirs: Readonly<Record<Locale, string>> = LOCALE_DIRS,
  ) {}

  /**
   * A page of one locale, or undefined when the file does not exist.
   *
   * @param docPath path under the locale's docs folder (`config/lib/dts.mdx`)
   */
  page(locale: Locale, docPath: string): DocPage | undefined {
    const file = path.join(this.localeDirs[locale], docPath);
    if (!this.cache.has(file)) {
      const absolute = path.join(this.siteDir, file);
      if (!existsSync(absolute)) {
        this.cache.set(file, undefined);
      } else {
        const tree = parseMdx(readFileSync(absolute, 'utf8'));
        this.cache.set(file, {file, tree, headings: headingsOf(tree)});
      }
    }
    return this.cache.get(file);
  }
}
