/**
 * Path logic of the 404 page shown for an unknown path. Language and docs
 * version are inferred from the first two URL segments; the 'Take me home' link
 * keeps the language and the version; a path that spells out the default
 * language (`/en/guide/start/`) is redirected to the same path without it.
 * Pure: plain data in, plain data out (the hook in
 * `src/features/not-found/client/useNotFoundPage.ts` reads Docusaurus context).
 *
 * URL order is Docusaurus's: locale first, then version (`/zh/next/guide/`),
 * where Rspress puts the version first (`/v1/zh/guide/`).
 */
import {
  localizePath,
  pathSegments,
  splitLocale,
  type LocaleSite,
} from '../../../common/localePath';

/** Name of the local plugin copying the `notFound.*` labels of every locale into global data (`src/features/not-found/index.ts`). */
export const NOT_FOUND_LABELS_PLUGIN = 'rslib-not-found-labels';

/** A docs version as the 404 page needs it. */
export type DocsVersionInfo = {
  /** Version name (`current`, `1.0`). */
  readonly name: string;
  /** URL segment under the locale root (`next`, `1.0`); `''` for the version served at the root. */
  readonly path: string;
  /**
   * The version's home, relative to the locale root and without a leading slash:
   * its main doc (`next/guide/start/`). Docusaurus versions the docs only, so a
   * bare `/next/` has no page; the landing page `/` belongs to the default version.
   */
  readonly home: string;
};

/** What the 404 page knows about the site. */
export type NotFoundSite = LocaleSite & {
  /** Docs versions; empty or one entry on a site without versions. */
  readonly versions: readonly DocsVersionInfo[];
  /** Name of the default version (Docusaurus: the latest release, served at `/`); `undefined` without docs. */
  readonly defaultVersion: string | undefined;
};

/** Language and version of the page a 404 replaces. */
export type NotFoundContext = {
  readonly lang: string;
  readonly version: string | undefined;
};

/**
 * Infers the language (first segment, when it names a locale) and the docs
 * version (the segment after the language, or the first one without a
 * language) of a missing page. Falls back to the default language and version.
 *
 * @param pathname e.g. `/zh/next/nope`
 */
export function inferNotFoundContext(
  pathname: string,
  site: NotFoundSite,
): NotFoundContext {
  const {locale, explicit} = splitLocale(pathname, site);
  const segments = pathSegments(pathname).slice(0, 2);
  const candidate = explicit ? segments[1] : segments[0];
  const version = site.versions.find(
    (entry) => entry.path !== '' && entry.path === candidate,
  );
  return {lang: locale, version: version ? version.name : site.defaultVersion};
}

/**
 * Target of 'Take me home': `/`, with the language prefix when the page's
 * language is not the default one (`/zh/`) and the version's home when the
 * page's version is not the default one (`/next/guide/start/`, `/zh/next/guide/start/`).
 */
export function notFoundHomeLink(
  context: NotFoundContext,
  site: NotFoundSite,
): string {
  const version =
    context.version !== site.defaultVersion
      ? site.versions.find((entry) => entry.name === context.version)
      : undefined;
  const rest =
    version && version.home !== ''
      ? `/${version.home.replace(/^\/+/, '')}`
      : '/';
  return localizePath(rest, context.lang, site);
}

/**
 * Where a 404 on a path that names the default language should go: the same
 * path without it (`/en/guide/start/quick-start` → `/guide/start/quick-start`,
 * `/en` → `/`); `null` for every other path. Query and hash are the caller's.
 */
export function defaultLocaleRedirect(
  pathname: string,
  site: LocaleSite,
): string | null {
  const {locale, explicit, rest} = splitLocale(pathname, site);
  return explicit && locale === site.defaultLocale ? rest : null;
}

/** The part of a docs version in the docs plugin's global data the 404 page reads. */
export type DocsGlobalVersion = {
  readonly name: string;
  /** Version root including the locale base URL: `/`, `/next`, `/zh/next`. */
  readonly path: string;
  readonly isLast: boolean;
  readonly mainDocId: string;
  readonly docs: readonly {readonly id: string; readonly path: string}[];
};

function relativeTo(baseUrl: string, fullPath: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const withSlash = fullPath.endsWith('/') ? fullPath : `${fullPath}/`;
  const relative = withSlash.startsWith(base)
    ? fullPath.slice(base.length)
    : fullPath;
  return relative.replace(/^\/+/, '');
}

/**
 * Versions of the docs plugin's global data, relative to the running locale's
 * base URL (`/zh/next` under `/zh/` → `next`). The default version is the
 * `isLast` one (Docusaurus serves it at the root).
 *
 * @param versions `globalData['docusaurus-plugin-content-docs'].default.versions`; `undefined` without docs
 * @param baseUrl the running locale's base URL (`/`, `/zh/`)
 */
export function docsVersionsOf(
  versions: readonly DocsGlobalVersion[] | undefined,
  baseUrl: string,
): Pick<NotFoundSite, 'versions' | 'defaultVersion'> {
  const list = versions ?? [];
  return {
    versions: list.map((version) => {
      const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
      return {
        name: version.name,
        path: relativeTo(baseUrl, version.path).replace(/\/+$/, ''),
        home: mainDoc
          ? relativeTo(baseUrl, mainDoc.path)
          : relativeTo(baseUrl, version.path),
      };
    }),
    defaultVersion: (list.find((version) => version.isLast) ?? list[0])?.name,
  };
}

/**
 * The 404 labels in the page's language. The running bundle translates its own
 * locale; another locale's messages come from `tables` (the
 * `rslib-not-found-labels` plugin's copy of `i18n/<locale>/code.json`), because
 * static hosts such as `docusaurus serve` answer every unknown path, `/zh/…`
 * included, with the default locale's `404.html`.
 *
 * @param own labels already translated for the running locale, by id
 * @param tables locale → id → message; missing entries fall back to `own`
 */
export function notFoundMessages<Id extends string>(
  own: Readonly<Record<Id, string>>,
  lang: string,
  currentLocale: string,
  tables:
    Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
): Record<Id, string> {
  const table = lang === currentLocale ? undefined : tables?.[lang];
  const result = {} as Record<Id, string>;
  for (const id of Object.keys(own) as Id[]) {
    const message = table?.[id];
    result[id] =
      typeof message === 'string' && message.trim() !== '' ? message : own[id];
  }
  return result;
}
