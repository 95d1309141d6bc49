/**
 * Top navigation entries (text, link, activeMatch, position). No position
 * means right, where rslib.rs shows them. `docusaurus.config.ts` turns them
 * into Docusaurus items with `toDocusaurusNavItem`. Labels are translated
 * through `i18n/<locale>/docusaurus-theme-classic/navbar.json` (`item.label.<text>`).
 */
import type {NavItem} from '../common/navbar';

export const NAV_ITEMS: readonly NavItem[] = [
  {text: 'Guide', link: '/guide/start/', activeMatch: '/guide/'},
  {text: 'Config', link: '/config/', activeMatch: '/config/'},
  {text: 'API', link: '/api/javascript-api/core', activeMatch: '/api/'},
  {text: 'Blog', link: '/blog', activeMatch: '/blog'},
];
