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

/** Sections a card can name; each has a translated label (`socialCards.section.<key>`). */
export const SECTION_KEYS = [
  'guide',
  'config',
  'api',
  'framework',
  'blog',
  'docs',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

const NAMED = new Set<string>(SECTION_KEYS);

/**
 * The section a page belongs to: its sidebar's name when that is a known
 * section (`guide`, `config`, `api`, `framework`), else the first segment of
 * its route that names one (a doc outside any sidebar, `/next/guide/x` in an
 * older version's layout), else `docs`.
 *
 * @param page.sidebar the doc's sidebar id (`metadata.sidebar`), if any
 * @param page.route the permalink, with or without the locale's base URL
 */
export function sectionKeyOf(page: {
  readonly sidebar?: string | null;
  readonly route: string;
}): SectionKey {
  if (page.sidebar && NAMED.has(page.sidebar)) {
    return page.sidebar as SectionKey;
  }
  const segment = page.route.split('/').find((part) => NAMED.has(part));
  return (segment as SectionKey | undefined) ?? 'docs';
}

/**
 * URL path of a page's card, derived from its permalink alone:
 * `/guide/start/quick-start` → `/img/cards/guide/start/quick-start.png`,
 * `/zh/config/` → `/zh/img/cards/config/index.png` (a trailing slash is the
 * folder's `index`). The same string, without the base URL, is the file's
 * path under the locale's build folder.
 *
 * @param permalink the page's permalink, starting with `baseUrl`
 * @param baseUrl the locale's base URL (`/`, `/zh/`), ending with `/`
 * @throws when the permalink is outside `baseUrl` (no card can be placed for it)
 */
export function cardPathOf(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) {
    throw new Error(
      `Social card: permalink ${permalink} is outside the base URL ${baseUrl}.`,
    );
  }
  const route = permalink.slice(baseUrl.length);
  const file = route === '' || route.endsWith('/') ? `${route}index` : route;
  return `${baseUrl}${CARD_DIR}/${file}.png`;
}
