/**
 * The entry-scripts loader: the inline script that starts the site's entry
 * scripts (React, the webpack runtime, `main`) once the first paint is on the
 * screen, written into every page by the site's HTML template
 * (`../build/ssrTemplate.ts`). Pure: returns source text.
 *
 * Why: Docusaurus's own template lists them as `<script defer>`. When they
 * arrive before the page has painted (a repeat visit with the scripts cached,
 * a fast network), the browser runs them first: React and `main` evaluate and
 * `main` requests the route's chunks before anything is on the screen.
 * Started after the first paint, the files are still downloaded from the
 * start (`<link rel="preload">` in `<head>`, at the low priority a `defer`
 * script gets) and run in the same order; the cost is that hydration starts
 * up to a frame later when the scripts were in early, and input given
 * meanwhile is kept by the early-input script.
 */

/**
 * Longest wait for the first paint, in ms. The loader runs at the end of
 * `<body>`, after the render-blocking stylesheet has loaded, so the first
 * paint is normally one frame away; the timer only guards against a browser
 * that never reports it.
 */
export const FIRST_PAINT_TIMEOUT_MS = 1000;

/**
 * Source of a function expression `function (sources) {…}`: called with the
 * entry scripts' URLs, in Docusaurus's order, it adds them to `<head>` as
 * ordered (`async = false`) scripts, once:
 * - when the browser reports the first contentful paint (Paint Timing, a
 *   `PerformanceObserver` on `paint` entries; the report comes once the frame
 *   is on the screen, so the route chunks `main` requests start after it),
 * - at once when the page is not visible (a background tab paints nothing),
 *   when the first paint has already been reported, or when the browser has no
 *   Paint Timing (scripts then run as soon as they would with `defer`),
 * - after `FIRST_PAINT_TIMEOUT_MS` at the latest.
 * It never throws: any failure starts the scripts at once. One line with no
 * comments, because Docusaurus compiles its template with whitespace removal.
 */
export function entryScriptsLoaderSource(): string {
  return [
    'function (sources) {',
    'var started = false;',
    'var start = function () {',
    'if (started) return;',
    'started = true;',
    'for (var i = 0; i < sources.length; i++) {',
    "var script = document.createElement('script');",
    'script.src = sources[i];',
    'script.async = false;',
    'document.head.appendChild(script);',
    '}',
    '};',
    'try {',
    'var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];',
    "if (document.visibilityState !== 'visible' || types.indexOf('paint') === -1 || performance.getEntriesByName('first-contentful-paint').length > 0) return start();",
    'var observer = new PerformanceObserver(function (list) {',
    "if (list.getEntriesByName('first-contentful-paint').length > 0) {",
    'observer.disconnect();',
    'start();',
    '}',
    '});',
    "observer.observe({type: 'paint', buffered: true});",
    `setTimeout(start, ${FIRST_PAINT_TIMEOUT_MS});`,
    '} catch (error) {',
    'start();',
    '}',
    '}',
  ].join(' ');
}
