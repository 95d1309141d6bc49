/**
 * First-visit locale redirect (theme option `localeRedirect`). Once per
 * browser: the first page load sets a visited flag in local storage; if the
 * first part of the browser language names a configured locale other than the
 * page's, the visitor goes to that locale's version of the same page. Skipped
 * for crawlers and bots, when the option is not `auto`, and when local storage
 * cannot hold the flag (otherwise every visit would redirect again). Pure: the
 * client module `src/features/locale-redirect/client/localeRedirectModule.ts` reads the browser and
 * acts.
 */
import {
  localizePath,
  splitLocale,
  type LocaleSite,
} from '../../../common/localePath';

/**
 * Local storage key of the visited flag. Rspress's name, so a returning
 * visitor of rslib.rs who already got (or skipped) the redirect is not redirected again.
 */
export const VISITED_KEY = 'rspress-visited';

/** Value stored under `VISITED_KEY`. */
export const VISITED_VALUE = '1';

/** Values of the `localeRedirect` theme option; `auto` is the default. */
export type LocaleRedirectSetting = 'auto' | 'never';

/**
 * User agents that never get redirected: search engine crawlers and bots
 * (Rspress's `bot|spider|crawl|lighthouse`), plus link-preview fetchers and
 * headless browsers (prerenderers, automated tests), which should see the URL they asked for.
 */
export const BOT_PATTERN =
  /bot|spider|crawl|lighthouse|slurp|facebookexternalhit|bingpreview|prerender|headless/i;

/** True when the user agent belongs to a crawler, bot or headless browser. */
export function isBot(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}

/**
 * The `localeRedirect` option as configured: `auto` when unset, `never` for
 * `never` and for anything unexpected (so a typo switches the redirect off rather than on).
 */
export function resolveSetting(value: unknown): LocaleRedirectSetting {
  return value === undefined || value === 'auto' ? 'auto' : 'never';
}

/**
 * The configured locale the browser language points to: its first part
 * (`zh-CN` → `zh`), compared case-insensitively with the locale ids.
 */
export function browserLocale(
  language: string | undefined,
  site: LocaleSite,
): string | undefined {
  if (typeof language !== 'string' || language === '') return undefined;
  const first = language.split('-')[0].toLowerCase();
  return site.locales.find((info) => info.locale.toLowerCase() === first)
    ?.locale;
}

/** What the browser tells the redirect. */
export type LocaleRedirectInput = {
  /** The `localeRedirect` theme option, unvalidated. */
  readonly setting: unknown;
  readonly userAgent: string | undefined;
  /** `navigator.language`, e.g. `zh-CN`. */
  readonly language: string | undefined;
  /** Whether the visited flag is set; `null` when local storage cannot be read or written. */
  readonly visited: boolean | null;
  /** Current location parts (`/guide/start/`, `?a=1`, `#h`). */
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
};

/** What to do. */
export type LocaleRedirectDecision = {
  /** Set the visited flag now (before any redirect, so the target page never redirects again). */
  readonly markVisited: boolean;
  /** Full URL path to go to (`/zh/guide/start/?a=1#h`), or `null` to stay. */
  readonly target: string | null;
};

const STAY: LocaleRedirectDecision = {markVisited: false, target: null};

/**
 * Decides the first-visit redirect. The page's locale comes from its path
 * (not from the running bundle: the English 404 page also answers `/zh/…`).
 */
export function decideLocaleRedirect(
  input: LocaleRedirectInput,
  site: LocaleSite,
): LocaleRedirectDecision {
  if (
    resolveSetting(input.setting) !== 'auto' ||
    isBot(input.userAgent) ||
    input.visited !== false
  ) {
    return STAY;
  }
  const wanted = browserLocale(input.language, site);
  const page = splitLocale(input.pathname, site);
  if (wanted === undefined || wanted === page.locale) {
    return {markVisited: true, target: null};
  }
  return {
    markVisited: true,
    target: `${localizePath(page.rest, wanted, site)}${input.search}${input.hash}`,
  };
}
