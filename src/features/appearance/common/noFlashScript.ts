/**
 * The inline script that runs before the first paint, so the page never flashes
 * the wrong theme and a closed announcement bar never flashes back. It is
 * injected after Docusaurus's own colour-mode script (see
 * `src/features/appearance/index.ts`) and overrides it with our storage key. Pure:
 * returns source text.
 */

/** `<html>` attribute set when the announcement bar was closed before (CSS hides the bar). */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE =
  'data-rslib-announcement-dismissed';

/** A JS string literal that is also safe inside an inline `<script>`. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Source of the no-flash script. It reads the theme preference (garbage, a
 * missing value or a throwing `localStorage` mean 'auto'; Docusaurus's
 * `?docusaurus-theme=dark|light` query wins for that page view, unstored), resolves 'auto'
 * with `prefers-color-scheme`, then sets on `<html>`: the `dark` class,
 * `data-theme` (`dark`/`light`) and `data-theme-choice` (`dark`/`light`/`system`)
 * for Docusaurus's ColorModeProvider. With `darkMode: false` it always sets
 * light. It never throws.
 *
 * @param options.storageKey theme preference key (`rspress-theme-appearance`)
 * @param options.darkMode `false` forces light
 * @param options.announcementKey storage key of the closed announcement bar, if the bar is shown
 */
export function noFlashScript({
  storageKey,
  darkMode,
  announcementKey,
}: {
  readonly storageKey: string;
  readonly darkMode: boolean;
  readonly announcementKey?: string;
}): string {
  const announcement =
    announcementKey === undefined
      ? ''
      : `
  if (stored(${literal(announcementKey)}) === 'true') {
    root.setAttribute(${literal(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)}, 'true');
  }`;
  return `(function () {
  var root = document.documentElement;
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  try {
    var enabled = ${darkMode ? 'true' : 'false'};
    var forced = null;
    try {
      forced = new URLSearchParams(window.location.search).get('docusaurus-theme');
    } catch (e) {}
    var saved = forced === 'light' || forced === 'dark' ? forced : stored(${literal(storageKey)});
    var choice = saved === 'light' || saved === 'dark' ? saved : 'auto';
    var systemDark = false;
    try {
      systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    } catch (e) {}
    var dark = enabled && (choice === 'dark' || (choice === 'auto' && systemDark));
    if (dark) {
      root.classList.add('dark');
    } else {
      root.classList.remove('dark');
    }
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.setAttribute('data-theme-choice', enabled ? (choice === 'auto' ? 'system' : choice) : 'light');
  } catch (e) {}${announcement}
})();`;
}
