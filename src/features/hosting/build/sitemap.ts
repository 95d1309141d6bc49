/**
 * Sitemap of both locales in one file, so search engines find the Chinese pages
 * from the site's single `sitemap.xml`. Docusaurus writes one sitemap per
 * locale build; the default locale's `sitemap.xml` also lists every page under
 * each other locale's prefix, since every doc exists there (translated, or the
 * English fallback). Pure.
 */

/** The sitemap fields we touch (a subset of @docusaurus/plugin-sitemap's SitemapItem). */
export type SitemapEntry = {readonly url: string};

/**
 * Adds, for every item of the default locale, the same page under each other
 * locale's path prefix (`https://rslib.rs/guide/` → `https://rslib.rs/zh/guide/`).
 * Items of a non-default locale build (`baseUrl` other than `/`) are returned unchanged.
 *
 * @param siteUrl e.g. `https://rslib.rs` (no trailing slash)
 * @param baseUrl the current build's base URL, `/` for the default locale
 * @param otherLocalePaths URL path segments of the other locales, e.g. `['zh']`
 */
export function withOtherLocales<T extends SitemapEntry>(
  items: readonly T[],
  siteUrl: string,
  baseUrl: string,
  otherLocalePaths: readonly string[],
): T[] {
  if (baseUrl !== '/') return [...items];
  const extra = otherLocalePaths.flatMap((localePath) =>
    items
      .filter((item) => item.url.startsWith(siteUrl))
      .map((item) => ({
        ...item,
        url: `${siteUrl}/${localePath}${item.url.slice(siteUrl.length) || '/'}`,
      })),
  );
  return [...items, ...extra];
}

/**
 * The sitemap plugin's `createSitemapItems` for this site: Docusaurus's own
 * items and, in the default locale build, every page under each other
 * locale's path (see `withOtherLocales`).
 * @param otherLocalePaths URL path segments of the other locales, e.g. `['zh']`
 */
export function sitemapWithOtherLocales(otherLocalePaths: readonly string[]) {
  return async <
    Params extends {readonly siteConfig: {url: string; baseUrl: string}},
    Item extends SitemapEntry,
  >({
    defaultCreateSitemapItems,
    ...params
  }: Params & {
    defaultCreateSitemapItems: (params: Params) => Promise<Item[]>;
  }): Promise<Item[]> =>
    withOtherLocales(
      await defaultCreateSitemapItems(params as unknown as Params),
      params.siteConfig.url,
      params.siteConfig.baseUrl,
      otherLocalePaths,
    );
}
