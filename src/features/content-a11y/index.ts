/**
 * Accessibility touches of the doc and blog content, applied to its syntax
 * tree at build time (no component in the browser): tables that scroll
 * horizontally are keyboard-focusable (`build/rehypeScrollableTables.ts`).
 * Registered as `rehypePlugins` of the docs and blog in `docusaurus.config.ts`.
 */
export {default as rehypeScrollableTables} from './build/rehypeScrollableTables';
