/**
 * Navbar rules: active items, scroll surface, hide-on-scroll, mobile widths. Pure:
 * pathnames, scroll offsets, widths and config values in, plain values out.
 */
import type {HideNavbar} from '../../theme-options/common/themeOptions';

/** The navbar turns solid from this scroll offset, in px: transparent over the top of a page, solid once content scrolls under it. */
export const NAVBAR_SOLID_FROM = 100;
/** Mobile layout (hamburger, sidebar drawer, outline dropdown) at this window width or less, in px. */
export const MOBILE_BREAKPOINT = 1024;
/** The full-screen mobile menu closes when the window grows to this width or more, in px (a rotated tablet no longer needs it). */
export const MOBILE_MENU_CLOSE_WIDTH = 768;

export type NavbarSurface = 'transparent' | 'solid';

/** Transparent while scrolled less than 100 px, solid from 100 px. */
export function navbarSurface(scrollY: number): NavbarSurface {
  return scrollY >= NAVBAR_SOLID_FROM ? 'solid' : 'transparent';
}

/**
 * Whether the navbar is hidden after a scroll check (`hideNavbar` option).
 * `never`: shown; `always`: hidden; `auto`: hidden while scrolling down (from
 * a position below the top), shown again when scrolling up or back at the top,
 * unchanged when the offset did not move.
 *
 * @param state.lastY offset at the previous check, px
 * @param state.y current offset, px
 * @param state.hidden result of the previous check
 */
export function nextNavbarHidden(
  mode: HideNavbar,
  {
    lastY,
    y,
    hidden,
  }: {readonly lastY: number; readonly y: number; readonly hidden: boolean},
): boolean {
  if (mode === 'never') return false;
  if (mode === 'always') return true;
  if (y <= 0) return false;
  if (y === lastY) return hidden;
  return lastY > 0 && y > lastY;
}

/** Path prefix of each non-default locale: `['zh']` → `/zh`. */
function localePrefixPattern(localePaths: readonly string[]): string {
  const escaped = localePaths.map(escapeRegExp);
  return escaped.length === 0 ? '' : `(?:/(?:${escaped.join('|')}))?`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Docusaurus `activeBaseRegex` for a nav item's `activeMatch` (a path prefix written
 * as a regular expression, e.g. `/guide/`): anchored at the start of the
 * pathname after an optional locale prefix, so `/zh/guide/…` matches too.
 *
 * @param activeMatch e.g. `/guide/`
 * @param localePaths URL segments of the non-default locales, e.g. `['zh']`
 */
export function activeBaseRegex(
  activeMatch: string,
  localePaths: readonly string[],
): string {
  return `^${localePrefixPattern(localePaths)}(?:${activeMatch})`;
}

/** A navbar entry: text, link, activeMatch, position. */
export type NavItem = {
  readonly text: string;
  readonly link: string;
  readonly activeMatch?: string;
  /** Defaults to 'right'. */
  readonly position?: 'left' | 'right';
};

/** Items by side; an item without position goes right. Order is kept. */
export function splitNavItems<T extends {readonly position?: 'left' | 'right'}>(
  items: readonly T[],
): {left: T[]; right: T[]} {
  return {
    left: items.filter((item) => item.position === 'left'),
    right: items.filter((item) => item.position !== 'left'),
  };
}

/** A Docusaurus navbar item for one of our nav items. */
export function toDocusaurusNavItem(
  item: NavItem,
  localePaths: readonly string[],
): {
  label: string;
  to: string;
  position: 'left' | 'right';
  activeBaseRegex?: string;
} {
  return {
    label: item.text,
    to: item.link,
    position: item.position ?? 'right',
    ...(item.activeMatch === undefined
      ? {}
      : {activeBaseRegex: activeBaseRegex(item.activeMatch, localePaths)}),
  };
}

/**
 * Whether a Docusaurus navbar item renders: the language menu only with more
 * than one locale, the version menu only with more than one docs version (a
 * menu with one entry would offer no choice) and only on a doc page (another
 * page has no version to switch).
 *
 * @param context.onDocPage whether the route is a doc page (default true)
 */
export function shouldShowNavbarItem(
  type: string | undefined,
  {
    locales,
    versions,
    onDocPage = true,
  }: {
    readonly locales: number;
    readonly versions: number;
    readonly onDocPage?: boolean;
  },
): boolean {
  if (type === 'localeDropdown') return locales > 1;
  if (type === 'docsVersionDropdown') return versions > 1 && onDocPage;
  return true;
}

/**
 * Versions of the largest docs plugin instance, from Docusaurus global data
 * (`{'docusaurus-plugin-content-docs': {default: {versions: [...]}}}`).
 * 0 when there is none or the data has another shape.
 */
export function docsVersionCount(globalData: unknown): number {
  const docs = (globalData as Record<string, unknown> | null | undefined)?.[
    'docusaurus-plugin-content-docs'
  ];
  if (typeof docs !== 'object' || docs === null) return 0;
  return Math.max(
    0,
    ...Object.values(docs).map((instance) => {
      const versions = (instance as {versions?: unknown} | null)?.versions;
      return Array.isArray(versions) ? versions.length : 0;
    }),
  );
}

/**
 * Whether a resize closes the full-screen menu: the window grew to 768 px or
 * more. Height-only resizes (mobile URL bars) keep it open.
 */
export function shouldCloseMobileMenuOnResize(
  previousWidth: number,
  width: number,
): boolean {
  return width >= MOBILE_MENU_CLOSE_WIDTH && width > previousWidth;
}
