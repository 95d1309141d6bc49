/**
 * Hook of the 404 page (any unknown path): reads the Docusaurus
 * context (URL, locales, docs versions, label tables) and hands it to the pure
 * functions of `src/features/not-found/common/notFound.ts`. It also redirects a path that spells out
 * the default language (`/en/guide/start/` → `/guide/start/`).
 */
import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {notFoundLabels} from '@site/src/features/not-found/client/labels';
import {localeSiteOf} from '@site/src/common/localePath';
import {
  defaultLocaleRedirect,
  docsVersionsOf,
  inferNotFoundContext,
  notFoundHomeLink,
  notFoundMessages,
  NOT_FOUND_LABELS_PLUGIN,
  type DocsGlobalVersion,
  type NotFoundSite,
} from '@site/src/features/not-found/common/notFound';

/** Everything the 404 markup shows. */
export type NotFoundPage = {
  /** Locale of the missing page (`zh` on `/zh/nope`). */
  readonly lang: string;
  /** `lang` attribute for the content when it differs from the running bundle's locale, else `undefined`. */
  readonly contentLang: string | undefined;
  /** Target of 'Take me home' (`/`, `/zh/`, `/next/guide/start/`). */
  readonly homeLink: string;
  /** True when the home link belongs to another locale's app and needs a full page load. */
  readonly leavesApp: boolean;
  readonly labels: {readonly pageNotFound: string; readonly takeMeHome: string};
};

type LabelTables = Record<string, Record<string, string>>;

/**
 * @returns the 404 page's language, home link and labels. Until hydration is
 *   over it answers for the base URL, as the server-rendered `404.html` did
 *   (the served URL is unknown at build time), so hydration never mismatches.
 */
export function useNotFoundPage(): NotFoundPage {
  const {siteConfig, i18n, globalData} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();

  const docs = globalData['docusaurus-plugin-content-docs']?.default as
    {versions?: DocsGlobalVersion[]} | undefined;
  const tables = globalData[NOT_FOUND_LABELS_PLUGIN]?.default as
    LabelTables | undefined;
  const site: NotFoundSite = {
    ...localeSiteOf(i18n),
    ...docsVersionsOf(docs?.versions, siteConfig.baseUrl),
  };
  const context = inferNotFoundContext(
    isBrowser ? location.pathname : siteConfig.baseUrl,
    site,
  );

  const {defaultLocale, currentLocale} = i18n;
  useEffect(() => {
    const target = defaultLocaleRedirect(location.pathname, localeSiteOf(i18n));
    if (target === null) {
      return;
    }
    const url = `${target}${location.search}${location.hash}`;
    // Paths without a locale prefix belong to the default locale's app.
    if (currentLocale === defaultLocale) {
      history.replace(url);
    } else {
      window.location.replace(url);
    }
  }, [
    location.pathname,
    location.search,
    location.hash,
    history,
    i18n,
    currentLocale,
    defaultLocale,
  ]);

  const own = {
    pageNotFound: notFoundLabels.pageNotFound(),
    takeMeHome: notFoundLabels.takeMeHome(),
  };
  const labels = notFoundMessages(
    {
      'notFound.pageNotFound': own.pageNotFound,
      'notFound.takeMeHome': own.takeMeHome,
    },
    context.lang,
    currentLocale,
    tables,
  );
  const leavesApp = context.lang !== currentLocale;
  return {
    lang: context.lang,
    contentLang: leavesApp
      ? (i18n.localeConfigs[context.lang]?.htmlLang ?? context.lang)
      : undefined,
    homeLink: notFoundHomeLink(context, site),
    leavesApp,
    labels: {
      pageNotFound: labels['notFound.pageNotFound'],
      takeMeHome: labels['notFound.takeMeHome'],
    },
  };
}
