/**
 * Our theme options: dark mode, navbar hiding, scroll-to-top, the theme
 * switch animation, the announcement bar, social links and the vendor tools
 * menu. They live in `themeConfig.rslib` of `docusaurus.config.ts`; the build
 * validates them and fills in defaults (`src/features/theme-options/index.ts`), so the
 * browser always reads a complete `RslibThemeOptions`. Types only, plus two
 * constants shared with the schema and the no-flash script.
 */

/** localStorage key of the theme preference: the same key the original Rspress site used, so a returning reader keeps their choice. */
export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';

/**
 * Navbar hiding: `never` keeps it shown, `always`
 * hides it, `auto` hides it while scrolling down and shows it when scrolling up.
 */
export type HideNavbar = 'always' | 'never' | 'auto';

/**
 * How a social link behaves:
 * - `link`: the icon is a link to `content` (a URL), opening in a new tab;
 * - `text`: hovering/focusing the icon shows `content` as plain text (e.g. an account id);
 * - `img`: hovering/focusing shows the image at `content` (e.g. a QR code);
 * - `dom`: hovering/focusing shows `content` as HTML. Maintainer-written config
 *   only, never visitor input: the string is inserted as markup.
 */
export type SocialLinkMode = 'link' | 'text' | 'img' | 'dom';

/** Icons drawn in `static/img/social/<name>.svg`. */
export const SOCIAL_ICON_NAMES = ['github', 'x', 'discord'] as const;
export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number];

/** A social link in the navbar: icon, mode, content. */
export type SocialLink = {
  /** A drawn icon name, or `{src}`: a site path or URL of a single-colour SVG used as a mask. */
  readonly icon: SocialIconName | {readonly src: string};
  readonly mode: SocialLinkMode;
  /** URL (`link`), text (`text`), image URL (`img`) or HTML (`dom`). */
  readonly content: string;
  /** Accessible name; defaults to the drawn icon's name ('GitHub', 'X', 'Discord'); required with `{src}`. */
  readonly label?: string;
};

/** Dismissible announcement bar above the navbar. */
export type AnnouncementOptions = {
  /** `false` switches the bar off. */
  readonly display: boolean;
  /** localStorage key holding 'true' once the visitor closed the bar. */
  readonly storageKey: string;
  /** Where the message links to: a site path (`/guide/start/`) or a full URL. */
  readonly href: string;
};

/** How the vendor tools menu opens: on hover (and click), or on click only. */
export type ToolsMenuTrigger = 'hover' | 'click';

/** Everything under `themeConfig.rslib`, after validation (every field present). */
export type RslibThemeOptions = {
  /** `false` keeps the site light and hides the theme switch. */
  readonly darkMode: boolean;
  readonly hideNavbar: HideNavbar;
  readonly enableScrollToTop: boolean;
  /** Circular reveal (400 ms) when switching theme, where the browser supports it and the reader allows motion. */
  readonly enableAppearanceAnimation: boolean;
  /** `null`: no announcement bar at all. */
  readonly announcement: AnnouncementOptions | null;
  readonly socialLinks: readonly SocialLink[];
  readonly toolsMenu: {readonly trigger: ToolsMenuTrigger};
  /**
   * Who may show the pages in a frame: `frame-ancestors` sources of the
   * Content Security Policy the host sends (`src/features/hosting/build/securityHeaders.ts`).
   * Default `["'self'"]`; `["'none'"]` forbids framing; add origins
   * (`'https://example.com'`) for sites that embed pages, e.g. with
   * `?navbar=0&sidebar=0`.
   */
  readonly frameAncestors: readonly string[];
};
