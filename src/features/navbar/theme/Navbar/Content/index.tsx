/**
 * Eject of `@theme/Navbar/Content` (Docusaurus 3.10.2, "unsafe" swizzle).
 * Why: the navbar holds markup Docusaurus has no slot for: the vendor tools
 * menu before the site title, the hamburger of the full-screen mobile menu
 * (at 1024 px and below), and a docs-sidebar button in place of Docusaurus's
 * hamburger. Items without a position go right (`splitNavItems` in
 * `src/features/navbar/common/navbar.ts`). Social links are a navbar item type
 * (`NavbarItem/ComponentTypes`), not part of this eject.
 */
import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  useThemeConfig,
  ErrorCauseBoundary,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import {
  useNavbarMobileSidebar,
  useNavbarSecondaryMenu,
} from '@docusaurus/theme-common/internal';
import {
  useActiveDocContext,
  useActivePlugin,
} from '@docusaurus/plugin-content-docs/client';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
import ToolsMenu from '@site/src/features/navbar/client/ToolsMenu';
import MobileMenu from '@site/src/features/navbar/client/MobileMenu';
import {
  DocSidebarToggle,
  MobileMenuToggle,
} from '@site/src/features/navbar/client/NavbarToggles';
import {useMobileMenu} from '@site/src/features/navbar/client/useMobileMenu';
import {useRslibThemeOptions} from '@site/src/features/theme-options/client/useRslibThemeOptions';
import {splitNavItems} from '@site/src/features/navbar/common/navbar';
import styles from './styles.module.css';

function NavbarItems({items}: {items: NavbarItemConfig[]}): ReactNode {
  return (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary
          key={i}
          onError={(error) =>
            new Error(
              `A theme navbar item failed to render.
Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:
${JSON.stringify(item, null, 2)}`,
              {cause: error},
            )
          }>
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

/**
 * (CUSTOM) Whether the page is a doc with a sidebar, from the docs' global
 * data and the URL, so the server HTML already has the sidebar button. The
 * docs sidebar registers itself as the navbar's secondary menu only in an
 * effect after mount; waiting for it made the button appear after hydration
 * and shifted the tools menu and the site title 44 px on phones.
 */
function useIsDocWithSidebar(): boolean {
  const plugin = useActivePlugin();
  const {activeDoc} = useActiveDocContext(plugin?.pluginId);
  return plugin !== undefined && activeDoc?.sidebar != null;
}

/**
 * (CUSTOM) The docs-sidebar drawer button, only where a sidebar exists. Its
 * own component so that only it reads the drawer's state: that state changes
 * up to three times right after hydration on a narrow screen (the screen size
 * becomes known, the sidebar hands over its content, the drawer marks it
 * shown), and each change would otherwise render every navbar item again.
 */
function DocSidebarDrawerButton(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const secondaryMenu = useNavbarSecondaryMenu();
  const docWithSidebar = useIsDocWithSidebar();
  if (
    mobileSidebar.disabled ||
    (!docWithSidebar && secondaryMenu.content == null)
  ) {
    return null;
  }
  return (
    <DocSidebarToggle
      open={mobileSidebar.shown}
      onToggle={mobileSidebar.toggle}
    />
  );
}

export default function NavbarContent(): ReactNode {
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const {left: leftItems, right: rightItems} = splitNavItems(items); // (CUSTOM)
  const searchBarItem = items.find((item) => item.type === 'search');
  const {socialLinks, toolsMenu} = useRslibThemeOptions(); // (CUSTOM)
  const menu = useMobileMenu(); // (CUSTOM)
  const menuId = useId(); // (CUSTOM)

  return (
    <div className="navbar__inner">
      <div
        className={clsx(
          ThemeClassNames.layout.navbar.containerLeft,
          'navbar__items',
        )}>
        {/* (CUSTOM) docs sidebar drawer button, only where a sidebar exists */}
        <DocSidebarDrawerButton />
        {/* (CUSTOM) vendor tools menu before the site title */}
        <ToolsMenu trigger={toolsMenu.trigger} />
        <NavbarLogo />
        <NavbarItems items={leftItems} />
      </div>
      <div
        className={clsx(
          ThemeClassNames.layout.navbar.containerRight,
          'navbar__items navbar__items--right',
        )}>
        <NavbarItems items={rightItems} />
        <NavbarColorModeToggle className={styles.colorModeToggle} />
        {!searchBarItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
        {/* (CUSTOM) hamburger of the full-screen menu */}
        <MobileMenuToggle
          open={menu.open}
          controls={menuId}
          onToggle={menu.toggle}
        />
      </div>
      {/* (CUSTOM) full-screen mobile menu */}
      {menu.open && (
        <MobileMenu
          id={menuId}
          items={items}
          socialLinks={socialLinks}
          onClose={menu.close}
        />
      )}
    </div>
  );
}
