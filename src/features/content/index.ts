/**
 * Build-time touches of the doc and blog content, applied to its syntax tree
 * (nothing runs in the browser), registered as `rehypePlugins` of the docs
 * and the blog in `docusaurus.config.ts`:
 * - `rehypeScrollableTables`: tables that scroll sideways are
 *   keyboard-focusable;
 * - `rehypeStaticMarkup`: inline code, plain list items and lists, and
 *   external links are written as plain elements, so they hydrate without a
 *   component each (same HTML).
 */
export {default as rehypeScrollableTables} from './build/rehypeScrollableTables';
export {default as rehypeStaticMarkup} from './build/rehypeStaticMarkup';
