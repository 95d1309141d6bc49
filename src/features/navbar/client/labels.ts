/**
 * Navbar and global layout labels.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Navbar and global layout labels: tools menu, social links, mobile menu, announcement bar, scroll-to-top button. */
export const navLabels = {
  /** Screen-reader hint on links to other sites (tools menu, social links, landing tool cards); id kept from the landing page. */
  opensInNewTab: () =>
    translate({
      id: 'home.toolStack.opensInNewTab',
      message: '(opens in a new tab)',
      description:
        'Screen-reader hint after links to other sites: tools menu entries, social links, Tool Stack cards of the home page',
    }),
  toolsMenu: () =>
    translate({
      id: 'nav.toolsMenu.ariaLabel',
      message: 'Related tools',
      description:
        'Navbar: accessible name of the grid-icon button before the site title, which opens the menu of related tools',
    }),
  moreSocialLinks: () =>
    translate({
      id: 'nav.socialLinks.more',
      message: 'More links',
      description:
        'Navbar: accessible name of the menu holding the social links beyond the first 3',
    }),
  openMenu: () =>
    translate({
      id: 'nav.mobileMenu.open',
      message: 'Open menu',
      description:
        'Navbar on narrow screens: accessible name of the hamburger button while the menu is closed',
    }),
  closeMenu: () =>
    translate({
      id: 'nav.mobileMenu.close',
      message: 'Close menu',
      description:
        'Navbar on narrow screens: accessible name of the hamburger button while the menu is open',
    }),
  appearance: () =>
    translate({
      id: 'nav.mobileMenu.appearance',
      message: 'Appearance',
      description:
        'Full-screen menu of narrow screens: label of the row holding the theme switch',
    }),
  openSidebar: () =>
    translate({
      id: 'nav.docSidebar.open',
      message: 'Open sidebar',
      description:
        'Navbar on narrow screens: accessible name of the button opening the docs sidebar drawer',
    }),
  announcement: () =>
    translate({
      id: 'nav.announcement.message',
      message:
        'New to Rslib? Build your first library with the Quick Start guide',
      description:
        'Announcement bar above the navbar: the message, a link to the Quick Start guide',
    }),
  closeAnnouncement: () =>
    translate({
      id: 'nav.announcement.close',
      message: 'Close announcement',
      description:
        'Announcement bar above the navbar: accessible name of the close icon',
    }),
  scrollToTop: () =>
    translate({
      id: 'nav.scrollToTop.label',
      message: 'Back to top',
      description:
        'Doc pages: accessible name of the button at the bottom right that scrolls back to the top',
    }),
};
