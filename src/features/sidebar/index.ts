/**
 * Local Docusaurus plugin: the docs sidebar. Its theme (`theme/`) ejects
 * `DocSidebar` (desktop column above the site's 1024 px breakpoint, drawer
 * content at and below it) and `DocSidebar/Mobile` (the drawer's content as
 * one memoized prop), and wraps `DocSidebarItem/Html` (section headers and
 * dividers) and `DocSidebarItem/Link` (badges, new-tab hint). `sidebars.ts`
 * builds those items with `common/sidebar.ts`; their styles,
 * `client/sidebar.css`, are in the classic theme's `customCss`
 * (`docusaurus.config.ts`).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The plugin: only a theme path (no options, nothing at build time). */
export default function sidebarPlugin(): Plugin {
  return {
    name: 'rslib-sidebar',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
