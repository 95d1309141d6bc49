/**
 * Wrap of `NavbarItem/ComponentTypes` (Docusaurus 3.10.2), as Docusaurus's own
 * website adds its custom navbar items: the stock item types plus
 * `custom-socialLinks` (the social links of `themeConfig.rslib`), so the
 * navbar layout itself needs no change for them.
 */
import ComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/features/navbar/client/SocialLinks/NavbarItem';

export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinksNavbarItem,
};
