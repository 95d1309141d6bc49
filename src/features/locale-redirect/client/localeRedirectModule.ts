/**
 * Client module (registered in `docusaurus.config.ts` `clientModules`): the
 * first-visit locale redirect to the browser language. It runs once per page
 * load in the browser, when the bundle is evaluated and before React hydrates,
 * so a redirected visitor does not wait for the first page render. The entry
 * scripts start after the first paint (`src/features/hydration`), so the
 * server-rendered page can show for a moment before the redirect, as it did on
 * the original site (which redirected after hydration). The decision is
 * `decideLocaleRedirect` in `src/features/locale-redirect/client/localeRedirect.ts`; this file only reads
 * the browser and acts. Nothing here can break a page: blocked or throwing
 * local storage means "no redirect".
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {localeSiteOf, type LocaleSite} from '@site/src/common/localePath';
import {
  VISITED_KEY,
  VISITED_VALUE,
  decideLocaleRedirect,
} from '@site/src/features/locale-redirect/client/localeRedirect';

/** The parts of `window` the redirect touches (injectable for tests). */
export type RedirectWindow = {
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;
  readonly navigator: Pick<Navigator, 'userAgent' | 'language'>;
  /** Reading `window.localStorage` itself throws when storage is blocked. */
  readonly localStorage: Storage;
};

function readVisited(win: RedirectWindow): boolean | null {
  try {
    return win.localStorage.getItem(VISITED_KEY) !== null;
  } catch {
    return null;
  }
}

function markVisited(win: RedirectWindow): boolean {
  try {
    win.localStorage.setItem(VISITED_KEY, VISITED_VALUE);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the visited flag on a first visit and redirects when the browser
 * language asks for another locale. The flag is written before redirecting;
 * if it cannot be written, there is no redirect (it could not be "once").
 *
 * @param setting the `localeRedirect` theme option (`auto` | `never`, unset = `auto`)
 * @returns the path redirected to, or `null`
 */
export function runLocaleRedirect(
  win: RedirectWindow,
  site: LocaleSite,
  setting: unknown,
): string | null {
  const decision = decideLocaleRedirect(
    {
      setting,
      userAgent: win.navigator.userAgent,
      language: win.navigator.language,
      visited: readVisited(win),
      pathname: win.location.pathname,
      search: win.location.search,
      hash: win.location.hash,
    },
    site,
  );
  if (!decision.markVisited || !markVisited(win) || decision.target === null) {
    return null;
  }
  win.location.replace(decision.target);
  return decision.target;
}

if (ExecutionEnvironment.canUseDOM) {
  runLocaleRedirect(
    window,
    localeSiteOf(i18n),
    siteConfig.themeConfig.localeRedirect,
  );
}
