import React, {act, createContext, useContext, useState} from 'react';
import {render, screen} from '@testing-library/react';
import NavbarContent from './';

/**
 * The drawer's state as theme-common's providers would hand it out; the test
 * changes it the way the page does right after hydration on a narrow screen.
 */
type Drawer = {
  disabled: boolean;
  shown: boolean;
  toggle: () => void;
  content: unknown;
};
const DrawerContext = createContext<Drawer>({
  disabled: true,
  shown: false,
  toggle: () => {},
  content: null,
});

jest.mock('@docusaurus/theme-common/internal', () => ({
  useNavbarMobileSidebar: () => useContext(DrawerContext),
  useNavbarSecondaryMenu: () => ({
    content: useContext(DrawerContext).content,
  }),
}));
jest.mock('@docusaurus/theme-common', () => ({
  useThemeConfig: () => ({
    navbar: {
      items: [
        {type: 'doc', label: 'Guide', position: 'left'},
        {type: 'doc', label: 'Config', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
  }),
  ErrorCauseBoundary: ({children}: {children: React.ReactNode}) => children,
  ThemeClassNames: {
    layout: {navbar: {containerLeft: 'left', containerRight: 'right'}},
  },
}));
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActivePlugin: () => ({pluginId: 'default'}),
  useActiveDocContext: () => ({activeDoc: {sidebar: 'guide'}}),
}));
let itemRenders = 0;
jest.mock('@theme/NavbarItem', () => ({
  __esModule: true,
  default: ({label}: {label?: string}) => {
    itemRenders += 1;
    return <li data-testid="navbar-item">{label}</li>;
  },
}));
jest.mock('@site/src/features/navbar/client/ToolsMenu', () => ({
  __esModule: true,
  default: () => null,
}));
jest.mock('@site/src/features/navbar/client/MobileMenu', () => ({
  __esModule: true,
  default: () => null,
}));
jest.mock('@site/src/features/navbar/client/NavbarToggles', () => ({
  DocSidebarToggle: ({open}: {open: boolean}) => (
    <button type="button" data-testid="drawer-button" aria-expanded={open} />
  ),
  MobileMenuToggle: () => null,
}));
jest.mock(
  '@site/src/features/theme-options/client/useRslibThemeOptions',
  () => ({
    useRslibThemeOptions: () => ({
      socialLinks: [],
      toolsMenu: {trigger: 'hover'},
    }),
  }),
);
jest.mock('@site/src/features/navbar/client/useMobileMenu', () => ({
  useMobileMenu: () => ({open: false, toggle: () => {}, close: () => {}}),
}));

let setDrawer: (drawer: Drawer) => void = () => {};
/**
 * Holds the drawer state above the navbar, as theme-common's provider does:
 * its children are the same element on every render.
 */
function DrawerProvider({
  children,
}: {
  readonly children: React.ReactNode;
}): React.ReactNode {
  const [drawer, set] = useState<Drawer>({
    disabled: true,
    shown: false,
    toggle: () => {},
    content: null,
  });
  setDrawer = set;
  return (
    <DrawerContext.Provider value={drawer}>{children}</DrawerContext.Provider>
  );
}

describe('Navbar/Content', () => {
  it("updates only the drawer button when the drawer's state changes, not the navbar items", () => {
    render(
      <DrawerProvider>
        <NavbarContent />
      </DrawerProvider>,
    );
    expect(screen.getAllByTestId('navbar-item')).toHaveLength(3);
    expect(itemRenders).toBe(3);
    // Narrow screen known: the drawer is enabled (no button before that).
    expect(screen.queryByTestId('drawer-button')).toBeNull();
    act(() =>
      setDrawer({
        disabled: false,
        shown: false,
        toggle: () => {},
        content: null,
      }),
    );
    expect(
      screen.getByTestId('drawer-button').getAttribute('aria-expanded'),
    ).toBe('false');
    // The sidebar hands over its content, then the drawer opens.
    act(() =>
      setDrawer({
        disabled: false,
        shown: false,
        toggle: () => {},
        content: 'menu',
      }),
    );
    act(() =>
      setDrawer({
        disabled: false,
        shown: true,
        toggle: () => {},
        content: 'menu',
      }),
    );
    expect(
      screen.getByTestId('drawer-button').getAttribute('aria-expanded'),
    ).toBe('true');
    expect(itemRenders).toBe(3);
  });
});
