import React, {type ReactNode} from 'react';
import {act, renderHook} from '@testing-library/react';
import {useColorMode} from '@docusaurus/theme-common';
import {ColorModeProvider} from '@docusaurus/theme-common/internal';
import {SiteContext} from '@site/test/helpers/renderWithContext';
import {useAppearance, useAppearanceSync} from './useAppearance';

// theme-common's barrel imports `@docusaurus/useRouteContext`, which the shared jest
// mapper does not list; nothing here calls it.
jest.mock(
  '@docusaurus/useRouteContext',
  () => ({__esModule: true, default: () => ({})}),
  {virtual: true},
);
// Docusaurus's colour-mode storage slot needs the site storage settings.
jest.mock('@generated/site-storage', () => ({
  __esModule: true,
  default: {type: 'localStorage', namespace: ''},
}));

const KEY = 'rspress-theme-appearance';
const root = document.documentElement;

function mockSystem(dark: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && dark,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function setup({
  darkMode = true,
  systemDark = false,
}: {darkMode?: boolean; systemDark?: boolean} = {}) {
  mockSystem(systemDark);
  const themeConfig = {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: !darkMode,
      respectPrefersColorScheme: darkMode,
    },
    rslib: {darkMode},
  };
  const wrapper = ({children}: {children: ReactNode}) => (
    <SiteContext themeConfig={themeConfig}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </SiteContext>
  );
  return renderHook(
    () => {
      useAppearanceSync();
      return {appearance: useAppearance(), docusaurus: useColorMode()};
    },
    {wrapper},
  );
}

const html = () => ({
  dark: root.classList.contains('dark'),
  theme: root.getAttribute('data-theme'),
});
const storedKeys = () => Object.keys(window.localStorage);

beforeEach(() => {
  window.localStorage.clear();
  root.className = '';
  root.setAttribute('data-theme', 'light');
  root.setAttribute('data-theme-choice', 'system');
});
afterEach(() => jest.restoreAllMocks());

describe('useAppearance (light, dark or auto theme preference)', () => {
  it('stores the choice under rspress-theme-appearance only, and applies it to Docusaurus and <html>', () => {
    const {result} = setup();
    expect(result.current.appearance.colorMode).toBe('light');
    act(() => result.current.appearance.setAppearance('dark'));
    expect(window.localStorage.getItem(KEY)).toBe('dark');
    expect(storedKeys()).toEqual([KEY]); // Docusaurus's own `theme` key is not written
    expect(html()).toEqual({dark: true, theme: 'dark'});
    expect(result.current.appearance.colorMode).toBe('dark');
    expect(result.current.docusaurus.colorModeChoice).toBe('dark');

    act(() => result.current.appearance.setAppearance('light'));
    expect(window.localStorage.getItem(KEY)).toBe('light');
    expect(html()).toEqual({dark: false, theme: 'light'});
  });

  it('auto follows the system theme', () => {
    const {result} = setup({systemDark: true});
    act(() => result.current.appearance.setAppearance('auto'));
    expect(window.localStorage.getItem(KEY)).toBe('auto');
    expect(html()).toEqual({dark: true, theme: 'dark'});
    expect(result.current.docusaurus.colorModeChoice).toBeNull();
  });

  it('with darkMode disabled the theme stays light', () => {
    const {result} = setup({darkMode: false, systemDark: true});
    act(() => result.current.appearance.setAppearance('dark'));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(result.current.appearance.colorMode).toBe('light');
    expect(html().dark).toBe(false);
  });

  it('still switches, without throwing, when localStorage is blocked', () => {
    const {result} = setup();
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() =>
      act(() => result.current.appearance.setAppearance('dark')),
    ).not.toThrow();
    expect(html()).toEqual({dark: true, theme: 'dark'});
  });
});

describe('useAppearanceSync (the preference is synced across tabs)', () => {
  const fromOtherTab = (key: string | null, newValue: string | null) =>
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', {key, newValue}));
    });

  it('follows another tab, ignores other keys, reads garbage as auto', () => {
    const {result} = setup({systemDark: false});
    fromOtherTab(KEY, 'dark');
    expect(html()).toEqual({dark: true, theme: 'dark'});
    expect(result.current.appearance.colorMode).toBe('dark');

    fromOtherTab('theme', 'light');
    expect(html()).toEqual({dark: true, theme: 'dark'});

    fromOtherTab(KEY, 'garbage');
    expect(html()).toEqual({dark: false, theme: 'light'}); // auto, system light
    expect(result.current.docusaurus.colorModeChoice).toBeNull();
    expect(storedKeys()).toEqual([]); // following never writes
  });

  it('does nothing with darkMode disabled', () => {
    setup({darkMode: false});
    fromOtherTab(KEY, 'dark');
    expect(html()).toEqual({dark: false, theme: 'light'});
  });
});
