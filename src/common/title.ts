/**
 * Page titles ("Quick Start - Rslib"): the page title and a suffix joined by
 * ' - ', or by a single space when the suffix already starts with `-` or `|`
 * (`titleSuffix: '| Rsbuild'` → `Intro | Rsbuild`). Pure: no React, no DOM.
 */

/** Kinds of page whose `<title>` the site formats. */
export type TitlePageType = 'doc' | 'home' | '404';

/**
 * Joins a title and a suffix; both are trimmed, and an empty part is dropped.
 * @param title page title, e.g. `'Quick Start'`
 * @param suffix e.g. `'Rslib'`, `'- Rsbuild'`, `'| Rspack'`
 * @returns `'Quick Start - Rslib'`, `'Quick Start - Rsbuild'`, `'Quick Start | Rspack'`
 */
export function joinTitle(
  title: string | undefined,
  suffix: string | undefined,
): string {
  const main = (title ?? '').trim();
  const tail = (suffix ?? '').trim();
  if (!tail) return main;
  if (!main) return tail;
  return tail.startsWith('-') || tail.startsWith('|')
    ? `${main} ${tail}`
    : `${main} - ${tail}`;
}

export type FormatTitleInput = {
  /** Which page: a doc (default), the home page or the 404 page. */
  readonly pageType?: TitlePageType;
  /** Title of the page (front matter `title` or its first heading). */
  readonly title?: string;
  /** Site title, `Rslib`. */
  readonly siteTitle: string;
  /** Front matter `titleSuffix`; replaces the site title as suffix when it is a non-empty string. */
  readonly titleSuffix?: unknown;
};

/**
 * The `<title>` of a page, as shown in the browser tab.
 * - doc: title + (`titleSuffix` or the site title); the site title alone when the page has no title;
 * - home: the site title (+ `titleSuffix` when given);
 * - 404: `'404 - <site title>'`.
 * A `titleSuffix` that is not a string (bad front matter) is ignored.
 */
export function formatPageTitle({
  pageType = 'doc',
  title,
  siteTitle,
  titleSuffix,
}: FormatTitleInput): string {
  const suffix =
    typeof titleSuffix === 'string' && titleSuffix.trim() !== ''
      ? titleSuffix
      : undefined;
  switch (pageType) {
    case 'home':
      return joinTitle(siteTitle, suffix);
    case '404':
      return joinTitle('404', siteTitle);
    default: {
      const main = (title ?? '').trim();
      if (!main) return siteTitle;
      return joinTitle(main, suffix ?? siteTitle);
    }
  }
}
