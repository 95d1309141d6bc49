/**
 * Eject of `@theme/Navbar/Layout` (Docusaurus 3.10.2, "unsafe" swizzle).
 * Why: the `<nav>` element itself changes with the scroll position (it is
 * transparent below 100 px, solid from 100 px, 200 ms throttle) and with our
 * `hideNavbar` option (always / never / auto), which replaces Docusaurus's
 * `navbar.hideOnScroll`. The docs-sidebar drawer also closes on every route
 * change, so the page a reader picked in it is not left covered. Logic:
 * `src/features/navbar/client/useNavbarScroll.ts`, `src/features/navbar/common/navbar.ts`.
 */
import React, {
  useEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import type {Props} from '@theme/Navbar/Layout';
import {useNavbarScroll} from '@site/src/features/navbar/client/useNavbarScroll';
import {useRslibThemeOptions} from '@site/src/features/theme-options/client/useRslibThemeOptions';
import {useAppearanceSync} from '@site/src/features/appearance/client/useAppearance';

import styles from './styles.module.css';

function NavbarBackdrop(props: ComponentProps<'div'>) {
  return (
    <div
      role="presentation"
      {...props}
      className={clsx('navbar-sidebar__backdrop', props.className)}
    />
  );
}

/** (CUSTOM) Closes the docs-sidebar drawer when the route changes by any means. */
function useCloseDrawerOnRouteChange(): void {
  const {pathname} = useLocation();
  const mobileSidebar = useNavbarMobileSidebar();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname && mobileSidebar.shown) {
      mobileSidebar.toggle();
    }
    previous.current = pathname;
  }, [pathname, mobileSidebar]);
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const {hideNavbar} = useRslibThemeOptions(); // (CUSTOM)
  const {surface, hidden} = useNavbarScroll(hideNavbar); // (CUSTOM)
  useCloseDrawerOnRouteChange(); // (CUSTOM)
  useAppearanceSync(); // (CUSTOM) theme changes from other tabs; the navbar is on every page
  return (
    <nav
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      data-surface={surface} // (CUSTOM)
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        // (CUSTOM) scroll surface and hideNavbar
        'rslib-navbar',
        `rslib-navbar--${surface}`,
        styles.navbar,
        styles[surface],
        hideNavbar === 'auto' && styles.navbarHideable,
        hidden && [
          'rslib-navbar--hidden',
          hideNavbar === 'always' ? styles.navbarRemoved : styles.navbarHidden,
        ],
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}>
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
