import React, {type ReactElement, type ReactNode} from 'react';
import {render, renderHook, type RenderResult} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import siteConfig from '../mocks/docusaurusConfig';
import i18n from '../mocks/i18n';

export type ThemeContextOptions = {
  /** Current route, e.g. `/zh/guide/`. */
  readonly pathname?: string;
  /** `themeConfig` of the site (e.g. `{rslib: {...}, colorMode: {...}}`). */
  readonly themeConfig?: Record<string, unknown>;
  /** Docusaurus global data (docs versions). */
  readonly globalData?: Record<string, unknown>;
  /** Site locales; the first is the default. */
  readonly locales?: readonly string[];
};

/** The Docusaurus context and a memory router around `children`, with a chosen themeConfig. */
export function ThemeContext({
  children,
  pathname = '/',
  themeConfig = {},
  globalData = {},
  locales = i18n.locales,
}: ThemeContextOptions & {readonly children: ReactNode}): ReactNode {
  const value = {
    siteConfig: {...siteConfig, themeConfig},
    siteMetadata: {},
    globalData,
    i18n: {...i18n, locales: [...locales]},
    codeTranslations: {},
  };
  return (
    <Context.Provider value={value as never}>
      <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
    </Context.Provider>
  );
}

/** Renders `ui` inside `ThemeContext`. */
export function renderWithThemeConfig(
  ui: ReactElement,
  options: ThemeContextOptions = {},
): RenderResult {
  return render(<ThemeContext {...options}>{ui}</ThemeContext>);
}

/** `renderHook` inside `ThemeContext`. */
export function renderHookWithThemeConfig<T>(
  hook: () => T,
  options: ThemeContextOptions = {},
) {
  return renderHook(hook, {
    wrapper: ({children}) => (
      <ThemeContext {...options}>{children}</ThemeContext>
    ),
  });
}
