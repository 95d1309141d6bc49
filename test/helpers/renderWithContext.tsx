import React, {type ReactElement, type ReactNode} from 'react';
import {
  render,
  renderHook,
  type RenderHookResult,
  type RenderResult,
} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {Joi, normalizeThemeConfig} from '@docusaurus/utils-validation';
import {RSLIB_THEME_SCHEMA} from '@site/src/features/theme-options';
import {RSLIB_SEARCH_SCHEMA} from '@site/src/features/search/build/themeConfig';
import siteConfig from '../mocks/docusaurusConfig';
import i18n from '../mocks/i18n';

/** Both theme config slices, completed as the build's plugins do. */
const THEME_CONFIG_SCHEMA = Joi.object({
  rslib: RSLIB_THEME_SCHEMA,
  rslibSearch: RSLIB_SEARCH_SCHEMA,
});

export type RenderOptions = {
  /** Current route, e.g. `/zh/guide/`. */
  readonly pathname?: string;
  /** Current locale; sets the base URL to `/zh/` for `zh`. */
  readonly locale?: 'en' | 'zh';
  /**
   * `siteConfig.themeConfig` as written in `docusaurus.config.ts` (e.g.
   * `{rslib: {darkMode: false}}`); completed with the build's own defaults.
   */
  readonly themeConfig?: Record<string, unknown>;
  /** Docusaurus global data (docs versions). */
  readonly globalData?: Record<string, unknown>;
  /** Site locales; the first is the default. */
  readonly locales?: readonly string[];
};

/**
 * The Docusaurus context and a memory router around `children`, as the site
 * runs on `pathname` in `locale`. The theme config goes through the same
 * validation as in a build, so components see the defaults they get there.
 */
export function SiteContext({
  children,
  pathname = '/',
  locale = 'en',
  themeConfig = {},
  globalData = {},
  locales = i18n.locales,
}: RenderOptions & {readonly children: ReactNode}): ReactNode {
  const value = {
    siteConfig: {
      ...siteConfig,
      baseUrl: locale === 'en' ? '/' : `/${locale}/`,
      themeConfig: normalizeThemeConfig(THEME_CONFIG_SCHEMA, themeConfig),
    },
    siteMetadata: {},
    globalData,
    i18n: {...i18n, currentLocale: locale, locales: [...locales]},
    codeTranslations: {},
  };
  return (
    <Context.Provider value={value as never}>
      <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
    </Context.Provider>
  );
}

/** Renders `ui` inside `SiteContext`. */
export function renderWithContext(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult {
  return render(<SiteContext {...options}>{ui}</SiteContext>);
}

/** `renderHook` inside `SiteContext`. */
export function renderHookWithContext<T>(
  hook: () => T,
  options: RenderOptions = {},
): RenderHookResult<T, unknown> {
  return renderHook(hook, {
    wrapper: ({children}) => <SiteContext {...options}>{children}</SiteContext>,
  });
}
