/**
 * Rehype plugin for docs and blog posts: every table of the content gets
 * `tabIndex={0}`. Infima lets a table wider than the column scroll
 * horizontally (`display: block; overflow: auto`), and a region that scrolls
 * must be reachable from the keyboard, or keyboard users cannot see its
 * hidden columns (WCAG 2.1.1; axe `scrollable-region-focusable`). Done on the
 * syntax tree at build time, so no component wraps the table in the browser;
 * `src/css/custom.css` draws its focus ring.
 */

/** The parts of a hast node this plugin reads and writes. */
type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** Adds `tabIndex: 0` to every `<table>` element below `node` that has none. */
export function makeTablesFocusable(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties ??= {};
    node.properties.tabIndex ??= 0;
  }
  node.children?.forEach(makeTablesFocusable);
}

export default function rehypeScrollableTables() {
  return (tree: HastNode): void => makeTablesFocusable(tree);
}
