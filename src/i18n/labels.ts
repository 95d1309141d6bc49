/**
 * Every UI label of our own components, in one place (see shared/STYLE.md).
 * Each function calls `translate()` with an explicit id, the SPEC's English as
 * the default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it and `i18n/zh/code.json`
 * translates it. Functions (not constants) so the current locale is read at
 * render time and jest can swap the translations.
 */
import {translate} from '@docusaurus/Translate';

/** Landing page strings (SPEC §3 translation table, `shared/spec/i18n-table.json`). */
export const homeLabels = {
  introduction: () =>
    translate({id: 'home.introduction', message: 'Introduction', description: 'SPEC §3 table: first hero button'}),
  quickStart: () =>
    translate({id: 'home.quickStart', message: 'Quick Start', description: 'SPEC §3 table: second hero button'}),
  subtitle: () =>
    translate({
      id: 'home.subtitle',
      message: 'Rsbuild-based Library Development Tool',
      description: 'SPEC §3 table: hero subtitle',
    }),
  slogan: () =>
    translate({
      id: 'home.slogan',
      message: 'Create JavaScript libraries in a simple and intuitive way',
      description: 'SPEC §3 table: hero description',
    }),
  toolStackTitle: () =>
    translate({id: 'home.toolStackTitle', message: 'Tool Stack', description: 'SPEC §3 table: tool stack title'}),
  toolStackDesc: () =>
    translate({
      id: 'home.toolStackDesc',
      message: 'High-performance tool stack built around Rspack to boost modern web development',
      description: 'SPEC §3 table: tool stack description',
    }),
  heroLogoAlt: () =>
    translate({id: 'home.hero.logoAlt', message: 'Rslib logo', description: 'SPEC §2 Landing hero: alt text of the logo'}),
  opensInNewTab: () =>
    translate({
      id: 'home.toolStack.opensInNewTab',
      message: '(opens in a new tab)',
      description: 'SPEC §2 Vendor tools menu: screen-reader hint on tool links',
    }),
};

/** MDX component labels (SPEC §2 Other features). */
export const mdxLabels = {
  source: () =>
    translate({id: 'mdx.sourceCode.label', message: 'Source', description: 'SPEC §2 Other features: source link label'}),
  packageManager: () =>
    translate({
      id: 'mdx.packageManagerTabs.ariaLabel',
      message: 'Package manager',
      description: 'SPEC §2 Other features: accessible name of the package-manager tab list',
    }),
};

/** Overview page labels (SPEC §2 Page types: overview; §8 filter without match; §9 'Others'). */
export const overviewLabels = {
  filter: () => translate({id: 'overview.filter', message: 'Filter', description: 'SPEC §2 overview: filter label'}),
  placeholder: () =>
    translate({id: 'overview.placeholder', message: 'Enter keyword', description: 'SPEC §2 overview: filter placeholder'}),
  noResult: (query: string) =>
    translate(
      {id: 'overview.noResult', message: 'No matching API found: {query}', description: 'SPEC §8 overview filter without match'},
      {query},
    ),
  others: () =>
    translate({id: 'overview.others', message: 'Others', description: 'SPEC §9 default overview group title'}),
};

/** Navbar and global layout labels (SPEC §2 Top navigation, Mobile, Announcement bar, Other features; §4 Theme). */
export const navLabels = {
  toolsMenu: () =>
    translate({
      id: 'nav.toolsMenu.ariaLabel',
      message: 'Related tools',
      description: 'SPEC §2 Vendor tools menu: accessible name of the grid-icon button',
    }),
  moreSocialLinks: () =>
    translate({
      id: 'nav.socialLinks.more',
      message: 'More links',
      description: 'SPEC §2 Top navigation: accessible name of the menu holding social links beyond the first 3',
    }),
  switchToDark: () =>
    translate({
      id: 'nav.themeSwitch.toDark',
      message: 'Switch to dark mode',
      description: 'SPEC §4 Theme preference: theme toggle while the light theme is shown',
    }),
  switchToLight: () =>
    translate({
      id: 'nav.themeSwitch.toLight',
      message: 'Switch to light mode',
      description: 'SPEC §4 Theme preference: theme toggle while the dark theme is shown',
    }),
  openMenu: () =>
    translate({id: 'nav.mobileMenu.open', message: 'Open menu', description: 'SPEC §2 Mobile: hamburger button, menu closed'}),
  closeMenu: () =>
    translate({id: 'nav.mobileMenu.close', message: 'Close menu', description: 'SPEC §2 Mobile: hamburger button, menu open'}),
  appearance: () =>
    translate({
      id: 'nav.mobileMenu.appearance',
      message: 'Appearance',
      description: 'SPEC §2 Mobile: label of the theme switch row in the full-screen menu',
    }),
  openSidebar: () =>
    translate({
      id: 'nav.docSidebar.open',
      message: 'Open sidebar',
      description: 'SPEC §4 Sidebar: mobile button opening the docs sidebar drawer',
    }),
  announcement: () =>
    translate({
      id: 'nav.announcement.message',
      message: 'New to Rslib? Build your first library with the Quick Start guide',
      description: 'SPEC §2 Announcement bar: the message (a link)',
    }),
  closeAnnouncement: () =>
    translate({
      id: 'nav.announcement.close',
      message: 'Close announcement',
      description: 'SPEC §2 Announcement bar: accessible name of the close icon',
    }),
  scrollToTop: () =>
    translate({
      id: 'nav.scrollToTop.label',
      message: 'Back to top',
      description: 'SPEC §2 Other features: scroll-to-top button',
    }),
};
