/**
 * What the build and the pages agree on about a page's social card (its Open
 * Graph image): where the PNG lives and which section names it. Both sides
 * compute these from the page's permalink and sidebar, so the page needs no
 * extra data to point at its card.
 */

/** Card size in CSS pixels (the PNG is drawn at this size): Open Graph's 1.91:1. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Folder of the cards under each locale's build folder (and URL base). */
export const CARD_DIR = 'img/cards';

/** Sections of doc pages; each has a translated label (`seo.card.<key>`). */
export const DOC_SECTION_KEYS = [
  'guide',
  'config',
  'api',
  'framework',
  'docs',
] as const;
export type DocSectionKey = (typeof DOC_SECTION_KEYS)[number];

/** Every section a card can name: the doc sections and the blog (`seo.card.blog`). */
export type SectionKey = DocSectionKey | 'blog';

/**
 * The section of a doc page: its sidebar's id (`guide`, `config`, `api`,
 * `framework`), or `docs` for a doc in no sidebar or another one.
 *
 * @param sidebar the doc's sidebar id (`metadata.sidebar`), if any
 */
export function sectionKeyOf(
  sidebar: string | null | undefined,
): DocSectionKey {
  return DOC_SECTION_KEYS.includes(sidebar as DocSectionKey)
    ? (sidebar as DocSectionKey)
    : 'docs';
}

/**
 * URL path of a page's card, derived from its permalink alone:
 * `/guide/start/quick-start` → `/img/cards/guide/start/quick-start.png`,
 * `/zh/config/` → `/zh/img/cards/config/index.png` (a trailing slash is the
 * folder's `index`). The same string, without the base URL, is the file's
 * path under the locale's build folder.
 *
 * @param permalink the page's permalink, starting with `baseUrl` (the build
 *   checks that every page's does: `build/collectCards.ts`)
 * @param baseUrl the locale's base URL (`/`, `/zh/`), ending with `/`
 */
export function cardPathOf(permalink: string, baseUrl: string): string {
  const route = permalink.slice(baseUrl.length);
  const file = route === '' || route.endsWith('/') ? `${route}index` : route;
  return `${baseUrl}${CARD_DIR}/${file}.png`;
}
