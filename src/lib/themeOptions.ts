/**
 * Our custom theme options (SPEC §3 Theme config: darkMode, hideNavbar,
 * socialLinks, enableScrollToTop, enableAppearanceAnimation; §2 Announcement
 * bar, Vendor tools menu). They live in `themeConfig.rslib` of
 * `docusaurus.config.ts`; `normalizeThemeOptions` turns whatever is there into
 * a complete, valid object so a typo or a bad value never breaks a page. Pure.
 */

/** localStorage key of the theme preference (SPEC §4 Theme preference). */
export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';

/**
 * Navbar hiding (SPEC §2 Top navigation): `never` keeps it shown, `always`
 * hides it, `auto` hides it while scrolling down and shows it when scrolling up.
 */
export type HideNavbar = 'always' | 'never' | 'auto';

/**
 * How a social link behaves (SPEC §2 social link modes):
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

/** A social link (SPEC §3 socialLinks: icon, mode, content). */
export type SocialLink = {
  /** A drawn icon name, or `{src}`: a site path or URL of a single-colour SVG used as a mask. */
  readonly icon: SocialIconName | {readonly src: string};
  readonly mode: SocialLinkMode;
  /** URL (`link`), text (`text`), image URL (`img`) or HTML (`dom`). */
  readonly content: string;
  /** Accessible name; defaults to the drawn icon's name ('GitHub', 'X', 'Discord'); required with `{src}`. */
  readonly label?: string;
};

/** Dismissible announcement bar (SPEC §2 Announcement bar, §4). */
export type AnnouncementOptions = {
  /** `false` switches the bar off. */
  readonly display: boolean;
  /** localStorage key holding 'true' once the visitor closed the bar. */
  readonly storageKey: string;
  /** Where the message links to: a site path (`/guide/start/`) or a full URL. */
  readonly href: string;
};

/** How the vendor tools menu opens (SPEC §2 Vendor tools menu: configurable trigger). */
export type ToolsMenuTrigger = 'hover' | 'click';

/** Everything under `themeConfig.rslib`. */
export type RslibThemeOptions = {
  /** `false` keeps the site light and hides the theme switch (SPEC §4). */
  readonly darkMode: boolean;
  readonly hideNavbar: HideNavbar;
  readonly enableScrollToTop: boolean;
  /** Circular reveal when switching theme (SPEC §4, 400 ms). */
  readonly enableAppearanceAnimation: boolean;
  /** `null`: no announcement bar at all. */
  readonly announcement: AnnouncementOptions | null;
  readonly socialLinks: readonly SocialLink[];
  readonly toolsMenu: {readonly trigger: ToolsMenuTrigger};
};

/** What a missing or invalid option falls back to. */
export const DEFAULT_THEME_OPTIONS: RslibThemeOptions = {
  darkMode: true,
  hideNavbar: 'never',
  enableScrollToTop: true,
  enableAppearanceAnimation: true,
  announcement: null,
  socialLinks: [],
  toolsMenu: {trigger: 'hover'},
};

const SOCIAL_LINK_MODES: readonly SocialLinkMode[] = [
  'link',
  'text',
  'img',
  'dom',
];
const HIDE_NAVBAR: readonly HideNavbar[] = ['always', 'never', 'auto'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A valid social link, or `null` when the entry cannot be shown. */
export function normalizeSocialLink(raw: unknown): SocialLink | null {
  if (
    !isRecord(raw) ||
    !SOCIAL_LINK_MODES.includes(raw.mode as SocialLinkMode) ||
    !nonEmptyString(raw.content)
  ) {
    return null;
  }
  let icon: SocialLink['icon'];
  if (SOCIAL_ICON_NAMES.includes(raw.icon as SocialIconName)) {
    icon = raw.icon as SocialIconName;
  } else if (
    isRecord(raw.icon) &&
    nonEmptyString(raw.icon.src) &&
    nonEmptyString(raw.label)
  ) {
    icon = {src: raw.icon.src};
  } else {
    return null;
  }
  return {
    icon,
    mode: raw.mode as SocialLinkMode,
    content: raw.content,
    ...(nonEmptyString(raw.label) ? {label: raw.label} : {}),
  };
}

function normalizeAnnouncement(raw: unknown): AnnouncementOptions | null {
  if (
    !isRecord(raw) ||
    !nonEmptyString(raw.storageKey) ||
    !nonEmptyString(raw.href)
  ) {
    return null;
  }
  return {
    display: bool(raw.display, true),
    storageKey: raw.storageKey,
    href: raw.href,
  };
}

/**
 * Complete options from `themeConfig.rslib` (any value): unknown or invalid
 * fields fall back to `DEFAULT_THEME_OPTIONS`, invalid social links are
 * dropped, an announcement without `storageKey`/`href` becomes `null`. Never throws.
 */
export function normalizeThemeOptions(raw: unknown): RslibThemeOptions {
  const input = isRecord(raw) ? raw : {};
  const toolsMenu = isRecord(input.toolsMenu) ? input.toolsMenu : {};
  return {
    darkMode: bool(input.darkMode, DEFAULT_THEME_OPTIONS.darkMode),
    hideNavbar: oneOf(
      input.hideNavbar,
      HIDE_NAVBAR,
      DEFAULT_THEME_OPTIONS.hideNavbar,
    ),
    enableScrollToTop: bool(
      input.enableScrollToTop,
      DEFAULT_THEME_OPTIONS.enableScrollToTop,
    ),
    enableAppearanceAnimation: bool(
      input.enableAppearanceAnimation,
      DEFAULT_THEME_OPTIONS.enableAppearanceAnimation,
    ),
    announcement: normalizeAnnouncement(input.announcement),
    socialLinks: Array.isArray(input.socialLinks)
      ? input.socialLinks
          .map(normalizeSocialLink)
          .filter((link): link is SocialLink => link !== null)
      : [],
    toolsMenu: {
      trigger: oneOf(
        toolsMenu.trigger,
        ['hover', 'click'] as const,
        DEFAULT_THEME_OPTIONS.toolsMenu.trigger,
      ),
    },
  };
}
