/**
 * Reads the Docusaurus context (locale base URL, docs version, theme config)
 * and gives the search provider for it. A new provider — hence a new index —
 * is made when the language or the docs version changes, so hits always come
 * from the pages being read; otherwise the index is built once. On an older
 * docs version the reader may search the current docs instead (`searchLatest`).
 */
import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import {searchLabels} from '@site/src/features/search/client/labels';
import {versionUrlOf} from '@site/src/features/search/client/modal';
import type {ResolvedSearchConfig} from '@site/src/features/search/client/remoteSearch';
import {
  createLocalProvider,
  createRemoteProvider,
  type SearchProvider,
} from './providers';

export type SearchEnvironment = {
  readonly provider: SearchProvider;
  readonly mode: 'local' | 'remote';
  /** Base URL of the local index (`/`, `/zh/`, `/zh/1.0/`…). */
  readonly versionUrl: string;
  /** The site's other language, if any (`zh` on the English site). */
  readonly otherLocale: string | undefined;
  /**
   * On a page of an older docs version (local search only): its label
   * (`0.x`), the current docs' label (`1.x`), and which of the two is searched.
   */
  readonly versionScope:
    | {
        readonly reading: string;
        readonly latest: string;
        readonly searchingLatest: boolean;
      }
    | undefined;
};

/**
 * @param searchLatest search the current docs' index even on a page of an
 *   older version (the reader chose to); ignored on the current docs
 */
export function useSearchProvider(searchLatest = false): SearchEnvironment {
  const {
    siteConfig: {baseUrl, themeConfig},
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const active = useActivePluginAndVersion();
  const latestVersion = active?.activePlugin.pluginData.versions.find(
    (version) => version.isLast,
  );
  const olderVersion =
    active?.activeVersion && !active.activeVersion.isLast && latestVersion
      ? active.activeVersion
      : undefined;
  const versionUrl = versionUrlOf(
    baseUrl,
    olderVersion && searchLatest ? latestVersion : active?.activeVersion,
  );
  // Validated and completed at build time (src/features/theme-options/index.ts).
  const config = (themeConfig as unknown as {rslibSearch: ResolvedSearchConfig})
    .rslibSearch;
  const currentLabel = searchLabels.currentTab();
  // The other language's index of the same docs version (`/zh/1.0/` ↔ `/1.0/`).
  const otherLocale = locales.find((locale) => locale !== currentLocale);
  const otherBase = otherLocale
    ? localeConfigs[otherLocale]?.baseUrl
    : undefined;
  const otherVersionUrl =
    otherBase && versionUrl.startsWith(baseUrl)
      ? `${otherBase}${versionUrl.slice(baseUrl.length)}`
      : undefined;
  return useMemo(() => {
    const common = {
      perGroup: config.perGroup,
      limit: config.limit,
      currentLabel,
    };
    const provider =
      config.mode === 'remote' && config.remote
        ? createRemoteProvider({
            ...common,
            remote: config.remote,
            lang: currentLocale,
          })
        : createLocalProvider({
            ...common,
            versionUrl,
            locale: currentLocale,
            otherLocale:
              otherLocale && otherVersionUrl
                ? {locale: otherLocale, versionUrl: otherVersionUrl}
                : undefined,
          });
    return {
      provider,
      mode: config.mode,
      versionUrl,
      otherLocale,
      versionScope:
        !(config.mode === 'remote' && config.remote) &&
        olderVersion &&
        latestVersion
          ? {
              reading: olderVersion.label,
              latest: latestVersion.label,
              searchingLatest: searchLatest,
            }
          : undefined,
    };
  }, [
    config,
    currentLocale,
    versionUrl,
    currentLabel,
    otherLocale,
    otherVersionUrl,
    olderVersion,
    latestVersion,
    searchLatest,
  ]);
}
