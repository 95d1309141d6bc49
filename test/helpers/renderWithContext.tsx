import React, {type ReactElement} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import siteConfig from '../mocks/docusaurusConfig';
import i18n from '../mocks/i18n';

export type RenderOptions = {
  /** Current route, e.g. `/zh/`. */
  readonly pathname?: string;
  /** Current locale; sets the base URL to `/zh/` for `zh`. */
  readonly locale?: 'en' | 'zh';
  /** Replaces `siteConfig.themeConfig` (e.g. `{rslibSearch: …}`). */
  readonly themeConfig?: object;
};

/**
 * Renders a component inside the Docusaurus context and a memory router, as
 * it would run on `pathname` in `locale`.
 */
export function renderWithContext(
  ui: ReactElement,
  {pathname = '/', locale = 'en', themeConfig}: RenderOptions = {},
): RenderResult {
  const value = {
    siteConfig: {
      ...siteConfig,
      baseUrl: locale === 'en' ? '/' : `/${locale}/`,
      ...(themeConfig ? {themeConfig} : {}),
    },
    siteMetadata: {},
    globalData: {},
    i18n: {...i18n, currentLocale: locale},
    codeTranslations: {},
  };
  return render(
    <Context.Provider value={value as never}>
      <MemoryRouter initialEntries={[pathname]}>{ui}</MemoryRouter>
    </Context.Provider>,
  );
}
