/**
 * Build-time touches of the doc and blog content, applied to its syntax tree
 * (nothing runs in the browser), registered as `rehypePlugins` of the docs
 * and the blog in `docusaurus.config.ts`:
 * - `rehypeScrollableTables`: tables that scroll sideways are
 *   keyboard-focusable.
 */
export {default as rehypeScrollableTables} from './build/rehypeScrollableTables';
