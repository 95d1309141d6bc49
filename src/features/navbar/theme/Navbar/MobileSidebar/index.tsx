/**
 * Eject of `Navbar/MobileSidebar` (Docusaurus 3.10.2). Why: the docs-sidebar
 * drawer must be available up to the site's 1024 px breakpoint (Docusaurus
 * renders it only up to 996 px), since the desktop sidebar column is gone
 * from 1024 px down; and it is built on first opening instead of on every
 * page load (a closed drawer holding the whole sidebar is a few hundred
 * elements every mobile page would build and hydrate for nothing).
 */
import React, {useRef, type ReactNode} from 'react';
import {useLayoutWindowSize} from '@site/src/features/navbar/client/useLayoutWindowSize';
import {
  useLockBodyScroll,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);

  // (CUSTOM) our breakpoint instead of `mobileSidebar.shouldRender` (996 px)
  const isMobile = useLayoutWindowSize() === 'mobile';
  // (CUSTOM) rendered from the first opening on, then kept for the slide animation
  const opened = useRef(false);
  if (mobileSidebar.shown) opened.current = true;
  if (mobileSidebar.disabled || !isMobile || !opened.current) {
    return null;
  }

  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
