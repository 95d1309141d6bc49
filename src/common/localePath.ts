/**
 * Locale prefixes of site paths: the default locale lives at `/`, every other
 * locale under `/<path>/` (`/zh/guide/start/`). Pure: plain strings in, plain
 * strings out; used by the 404 page (`notFound.ts`) and the first-visit
 * redirect (`localeRedirect.ts`).
 */

/** A configured locale: its id (`zh`) and URL segment (`zh`, Docusaurus `localeConfigs[id].path`). */
export type LocaleInfo = {
  readonly locale: string;
  readonly path: string;
};

/** Locales of a site and which one is served without a prefix. */
export type LocaleSite = {
  readonly defaultLocale: string;
  readonly locales: readonly LocaleInfo[];
};

/** A path split into its locale and the rest. */
export type SplitPath = {
  /** Locale id the path belongs to; the default locale when no known prefix is present. */
  readonly locale: string;
  /** True when the first segment names a locale, the default one included (`/en/…`). */
  readonly explicit: boolean;
  /** The path without the locale prefix, always starting with `/` (`/guide/start/`). */
  readonly rest: string;
};

/** Non-empty segments of a pathname: `/zh/guide/` → `['zh', 'guide']`. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * Splits the locale prefix off a pathname. Only the first segment counts, and
 * it must equal a configured locale path exactly (case-sensitive, as URLs are).
 *
 * @param pathname e.g. `/zh/guide/start/`; a missing leading slash is tolerated
 */
export function splitLocale(pathname: string, site: LocaleSite): SplitPath {
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const first = pathSegments(normalized)[0];
  const match = site.locales.find((info) => info.path === first);
  if (!match) {
    return {locale: site.defaultLocale, explicit: false, rest: normalized};
  }
  const rest = normalized.slice(first.length + 1);
  return {locale: match.locale, explicit: true, rest: rest === '' ? '/' : rest};
}

/**
 * Puts a locale-less path under a locale: the default locale gets no prefix.
 * An unknown locale id is treated as the default one.
 *
 * @param rest path starting with `/`, e.g. `/guide/start/`
 * @returns e.g. `/zh/guide/start/`
 */
export function localizePath(
  rest: string,
  locale: string,
  site: LocaleSite,
): string {
  const normalized = rest.startsWith('/') ? rest : `/${rest}`;
  const info = site.locales.find((entry) => entry.locale === locale);
  if (!info || locale === site.defaultLocale) {
    return normalized;
  }
  return `/${info.path}${normalized}`;
}

/** Docusaurus's i18n data, as much as the locale helpers read (`@generated/i18n`, `useDocusaurusContext().i18n`). */
export type I18nData = {
  readonly defaultLocale: string;
  readonly locales: readonly string[];
  readonly localeConfigs: Readonly<
    Record<string, {readonly path?: string} | undefined>
  >;
};

/** Locales of the site from Docusaurus's i18n data; a locale's URL segment is `localeConfigs[locale].path` (default: its id). */
export function localeSiteOf(data: I18nData): LocaleSite {
  return {
    defaultLocale: data.defaultLocale,
    locales: data.locales.map((locale) => ({
      locale,
      path: data.localeConfigs[locale]?.path ?? locale,
    })),
  };
}
