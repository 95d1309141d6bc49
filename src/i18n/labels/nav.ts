/**
 * Navbar and global layout labels (SPEC §2 Top navigation, Mobile, Announcement bar; §4 Theme).
 * One `translate()` call per label, with an explicit id, the SPEC's English
 * as default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Navbar and global layout labels (SPEC §2 Top navigation, Mobile, Announcement bar, Other features; §4 Theme). */
export const navLabels = {
  /** Screen-reader hint on links to other sites (tools menu, social links, landing tool cards); id kept from the landing page. */
  opensInNewTab: () =>
    translate({
      id: 'home.toolStack.opensInNewTab',
      message: '(opens in a new tab)',
      description:
        'SPEC §2 Vendor tools menu: screen-reader hint on tool links',
    }),
  toolsMenu: () =>
    translate({
      id: 'nav.toolsMenu.ariaLabel',
      message: 'Related tools',
      description:
        'SPEC §2 Vendor tools menu: accessible name of the grid-icon button',
    }),
  moreSocialLinks: () =>
    translate({
      id: 'nav.socialLinks.more',
      message: 'More links',
      description:
        'SPEC §2 Top navigation: accessible name of the menu holding social links beyond the first 3',
    }),
  switchToDark: () =>
    translate({
      id: 'nav.themeSwitch.toDark',
      message: 'Switch to dark mode',
      description:
        'SPEC §4 Theme preference: theme toggle while the light theme is shown',
    }),
  switchToLight: () =>
    translate({
      id: 'nav.themeSwitch.toLight',
      message: 'Switch to light mode',
      description:
        'SPEC §4 Theme preference: theme toggle while the dark theme is shown',
    }),
  openMenu: () =>
    translate({
      id: 'nav.mobileMenu.open',
      message: 'Open menu',
      description: 'SPEC §2 Mobile: hamburger button, menu closed',
    }),
  closeMenu: () =>
    translate({
      id: 'nav.mobileMenu.close',
      message: 'Close menu',
      description: 'SPEC §2 Mobile: hamburger button, menu open',
    }),
  appearance: () =>
    translate({
      id: 'nav.mobileMenu.appearance',
      message: 'Appearance',
      description:
        'SPEC §2 Mobile: label of the theme switch row in the full-screen menu',
    }),
  openSidebar: () =>
    translate({
      id: 'nav.docSidebar.open',
      message: 'Open sidebar',
      description:
        'SPEC §4 Sidebar: mobile button opening the docs sidebar drawer',
    }),
  announcement: () =>
    translate({
      id: 'nav.announcement.message',
      message:
        'New to Rslib? Build your first library with the Quick Start guide',
      description: 'SPEC §2 Announcement bar: the message (a link)',
    }),
  closeAnnouncement: () =>
    translate({
      id: 'nav.announcement.close',
      message: 'Close announcement',
      description:
        'SPEC §2 Announcement bar: accessible name of the close icon',
    }),
  scrollToTop: () =>
    translate({
      id: 'nav.scrollToTop.label',
      message: 'Back to top',
      description: 'SPEC §2 Other features: scroll-to-top button',
    }),
};
