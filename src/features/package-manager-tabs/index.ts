/**
 * Package-manager tabs: `<PackageManagerTabs command="npm install -D x" />`
 * in a page shows the command for npm, yarn, pnpm and bun, and remembers the
 * reader's choice across pages. Not a Docusaurus plugin: its two halves are
 * registered where Docusaurus takes them, the remark plugin below (which
 * converts the npm command at build time) as a `beforeDefaultRemarkPlugins`
 * entry of the docs and the blog in docusaurus.config.ts, and the component
 * (`client/PackageManagerTabs`) in the MDX components (`src/theme/MDXComponents.tsx`).
 */
export {default} from './build/remarkPackageManagerTabs';
