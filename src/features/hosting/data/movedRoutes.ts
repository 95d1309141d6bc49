/**
 * Routes that rslib.rs serves for a topic this site documents under another
 * route. Each one answers with a redirect instead of a 404, in every locale:
 * a `301` in the host configuration (`_redirects`, `src/features/hosting/index.ts`)
 * and, for hosts that do not read it (GitHub Pages), a small page written by
 * `@docusaurus/plugin-client-redirects` that sends the browser on. The target
 * page stays the only copy of its content, so the sidebar, search, sitemap and
 * `llms.txt` list it once.
 *
 * Paths are relative to a locale's root, without a trailing slash.
 */
export type MovedRoute = {
  /** The route as rslib.rs spells it, e.g. `/guide/advanced/rspress`. */
  readonly from: string;
  /** The page of this site that covers the topic. */
  readonly to: string;
};

export const MOVED_ROUTES: readonly MovedRoute[] = [
  // rslib.rs: "Use Rspress"; here the page on documenting modules with Rspress.
  {from: '/guide/advanced/rspress', to: '/guide/advanced/module-doc'},
  {from: '/guide/advanced/static-assets', to: '/guide/advanced/assets'},
  // rslib.rs keeps upgrade pages in their own folder; ours is in Basic.
  {from: '/guide/upgrade/upgrade-rslib', to: '/guide/basic/upgrade-rslib'},
];
