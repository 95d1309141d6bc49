/**
 * Local Docusaurus plugin: the navbar and the page chrome around it. Its
 * theme (`theme/`) holds the ejects of `Navbar/Layout` (scroll surface,
 * `hideNavbar`, the drawer closing on route changes), `Navbar/Content` (tools
 * menu, full-screen menu, docs-sidebar button), `Navbar/MobileSidebar` (the
 * drawer up to the 1024 px breakpoint) and `Navbar/Search`, and our own
 * `AnnouncementBar` and `BackToTopButton`. The nav items are
 * `data/nav.ts`, turned into `themeConfig.navbar.items` by
 * `docusaurus.config.ts`; the PNG logo is drawn by `npm run raster-logo`
 * (`build/rasterLogo.ts`), not by this plugin.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The plugin: only a theme path (no options, nothing at build time). */
export default function navbarPlugin(): Plugin {
  return {
    name: 'rslib-navbar',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
