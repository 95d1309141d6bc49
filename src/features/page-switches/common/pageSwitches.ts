/**
 * Which parts of a doc page show (navbar, sidebar, outline, footer, site-wide
 * add-ons):
 * query switches (`?navbar=0&sidebar=0&outline=0&footer=0`,
 * `?globalUIComponents=0`), the same switches in front matter (`navbar: false`
 * …, `globalUIComponents: false`) and the page type (`pageType: doc | custom |
 * blank`). A part shows unless the query says `0` or the front matter says
 * `false`; other values are ignored, so bad input never hides anything.
 * Pure: no React, no DOM.
 */

/** Parts of the page chrome a switch can hide. */
export const PAGE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

/** `doc` (default): full layout; `custom`: navbar + content + site footer; `blank`: content only. */
export type DocPageType = 'doc' | 'custom' | 'blank';

/** Query value that switches a part off (`?navbar=0`). */
export const QUERY_OFF = '0';

/** Name of the `<html>` attribute that lists the parts hidden by the query, e.g. `"navbar footer"`. */
export const QUERY_HIDE_ATTRIBUTE = 'data-rslib-hide';

/** `<html>` class that hides one part because of front matter or page type: `rslib-hide-navbar`. */
export function hideClassName(part: PagePart): string {
  return `rslib-hide-${part}`;
}

type FrontMatter = Readonly<Record<string, unknown>> | null | undefined;

/** Reads front matter `pageType`; anything but `custom` or `blank` is a doc page. */
export function resolvePageType(frontMatter: FrontMatter): DocPageType {
  const value = frontMatter?.pageType;
  return value === 'custom' || value === 'blank' ? value : 'doc';
}

/** Parts the page type never shows: custom pages have no sidebar, outline or doc footer; blank pages show content only. */
const HIDDEN_BY_PAGE_TYPE: Record<DocPageType, readonly PagePart[]> = {
  doc: [],
  custom: ['sidebar', 'outline'],
  blank: ['navbar', 'sidebar', 'outline', 'footer'],
};

/**
 * Parts hidden by front matter: `navbar|sidebar|outline|footer: false` and the page type.
 * @returns parts in `PAGE_PARTS` order, without duplicates
 */
export function partsHiddenByFrontMatter(frontMatter: FrontMatter): PagePart[] {
  const byType = HIDDEN_BY_PAGE_TYPE[resolvePageType(frontMatter)];
  return PAGE_PARTS.filter(
    (part) => byType.includes(part) || frontMatter?.[part] === false,
  );
}

function searchParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/**
 * Parts hidden by the query string.
 * @param search `location.search`, e.g. `'?navbar=0&outline=0'` (with or without `?`)
 * @returns parts in `PAGE_PARTS` order
 */
export function partsHiddenByQuery(search: string): PagePart[] {
  const query = searchParams(search);
  return PAGE_PARTS.filter((part) => query.get(part) === QUERY_OFF);
}

/** Whether global add-ons (image zoom) may run: off with `?globalUIComponents=0` or front matter `globalUIComponents: false`. */
export function globalUIEnabled(
  frontMatter: FrontMatter,
  search: string,
): boolean {
  return (
    frontMatter?.globalUIComponents !== false &&
    searchParams(search).get('globalUIComponents') !== QUERY_OFF
  );
}

/** `<html>` classes for the parts hidden by front matter: `'rslib-hide-navbar rslib-hide-sidebar'`. */
export function frontMatterHideClassNames(frontMatter: FrontMatter): string {
  return partsHiddenByFrontMatter(frontMatter).map(hideClassName).join(' ');
}

/**
 * Inline `<head>` script that sets `data-rslib-hide` from the query before the
 * first paint, so `?navbar=0` never flashes the navbar. Same rule as
 * `partsHiddenByQuery` (checked by a test); after hydration `Root` keeps the
 * attribute in sync on every navigation.
 */
export const QUERY_HIDE_SCRIPT = `(function(){try{var q=new URLSearchParams(window.location.search),h=[];${JSON.stringify(
  PAGE_PARTS,
)}.forEach(function(p){if(q.get(p)===${JSON.stringify(QUERY_OFF)})h.push(p)});if(h.length)document.documentElement.setAttribute(${JSON.stringify(
  QUERY_HIDE_ATTRIBUTE,
)},h.join(' '))}catch(e){}})();`;
