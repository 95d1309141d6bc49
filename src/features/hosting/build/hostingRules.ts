/**
 * Host configuration for the static build, in the `_redirects` / `_headers`
 * file formats that Netlify reads from the publish folder (Cloudflare Pages
 * reads the same files): which rules the site needs, how they are written,
 * and how a rule list answers a request, so `npm run serve` behaves the way
 * the host does. Pure: strings and rule lists in, strings and decisions out.
 */

/** One line of `_redirects`: `from to status[!]`. */
export type RedirectRule = {
  /** Path pattern; a trailing `*` matches the rest of the path (`:splat` in `to`). */
  readonly from: string;
  readonly to: string;
  /** 301/302 redirect the browser; 200/404 answer with the `to` file and that status. */
  readonly status: number;
  /** `!`: applies even when a file exists at the path (otherwise the file wins). */
  readonly force: boolean;
};

/** One block of `_headers`: a path pattern and the headers of matching responses. */
export type HeaderRule = {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
};

/** Hashed bundles never change under their name: browsers and CDNs keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is checked with the server on each use (Netlify's default). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The search index files of one locale and docs version (`src/features/search/index.ts`). */
export const SEARCH_INDEX_FILES = [
  'search-index.json',
  'search-index-titles.json',
  'search-index-content.json',
];

/**
 * Plain-text files of each locale for AI tools (`src/features/page-actions/index.ts`),
 * served as UTF-8 text whatever the host guesses, so the Chinese ones decode
 * right when opened in a browser.
 */
export const LLMS_TEXT_FILES = ['llms.txt', 'llms-full.txt'];
export const TEXT_UTF8 = 'text/plain; charset=utf-8';

export type SiteLayout = {
  /** URL path segment of each non-default locale, e.g. `['zh']`. */
  readonly localePaths: readonly string[];
  /** Path segment of the default locale, redirected to the site root, e.g. `en`. */
  readonly defaultLocale: string;
  /** URL path segments of docs versions with their own search index, e.g. `['next']`. */
  readonly versionPaths: readonly string[];
};

/**
 * The rules this site needs:
 * - `/en/…` (the default locale spelled out) → the same path without it, 301,
 *   before any JavaScript runs;
 * - an unknown path under a locale (`/zh/…`) → that locale's 404 page with
 *   status 404, so its navbar and text are in that language (the root
 *   `404.html` serves every other unknown path);
 * - hashed assets cached for a year; search indexes revalidated, since their
 *   URL stays the same across deploys;
 * - `llms.txt` and `llms-full.txt` of each locale as UTF-8 plain text.
 */
export function siteHostingRules(layout: SiteLayout): {
  redirects: RedirectRule[];
  headers: HeaderRule[];
} {
  const localePrefixes = [
    '',
    ...layout.localePaths.map((locale) => `/${locale}`),
  ];
  const prefixes = localePrefixes.flatMap((locale) => [
    locale,
    ...layout.versionPaths.map((version) => `${locale}/${version}`),
  ]);
  return {
    redirects: [
      {from: `/${layout.defaultLocale}`, to: '/', status: 301, force: true},
      {
        from: `/${layout.defaultLocale}/*`,
        to: '/:splat',
        status: 301,
        force: true,
      },
      ...layout.localePaths.map((locale) => ({
        from: `/${locale}/*`,
        to: `/${locale}/404.html`,
        status: 404,
        force: false,
      })),
    ],
    headers: [
      {path: '/assets/*', headers: {'Cache-Control': IMMUTABLE}},
      ...prefixes.flatMap((prefix) =>
        SEARCH_INDEX_FILES.map((file) => ({
          path: `${prefix}/${file}`,
          headers: {'Cache-Control': REVALIDATE},
        })),
      ),
      ...localePrefixes.flatMap((prefix) =>
        LLMS_TEXT_FILES.map((file) => ({
          path: `${prefix}/${file}`,
          headers: {'Content-Type': TEXT_UTF8},
        })),
      ),
    ],
  };
}

/**
 * `301` rules for routes that moved (`src/features/hosting/data/movedRoutes.ts`), in the
 * default locale and under every other locale's path, each with and without a
 * trailing slash (a pattern here matches one spelling only). Forced (`!`):
 * the client-side redirect page the build writes at the old path must not
 * answer instead.
 *
 * @param moved `{from, to}` paths relative to a locale's root, e.g.
 *   `{from: '/guide/advanced/rspress', to: '/guide/advanced/module-doc'}`
 * @param localePaths path segment of each non-default locale, e.g. `['zh']`
 */
export function movedRouteRedirects(
  moved: readonly {readonly from: string; readonly to: string}[],
  localePaths: readonly string[],
): RedirectRule[] {
  return ['', ...localePaths.map((locale) => `/${locale}`)].flatMap((prefix) =>
    moved.flatMap(({from, to}) =>
      [from, `${from}/`].map((path) => ({
        from: `${prefix}${path}`,
        to: `${prefix}${to}`,
        status: 301,
        force: true,
      })),
    ),
  );
}

/** `_redirects` text, with a comment on top. */
export function formatRedirects(
  rules: readonly RedirectRule[],
  comment: string,
): string {
  const lines = rules.map(
    (rule) =>
      `${rule.from}  ${rule.to}  ${rule.status}${rule.force ? '!' : ''}`,
  );
  return `${commentLines(comment)}${lines.join('\n')}\n`;
}

/** `_headers` text, with a comment on top. */
export function formatHeaders(
  rules: readonly HeaderRule[],
  comment: string,
): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `${commentLines(comment)}${blocks.join('\n')}\n`;
}

const commentLines = (comment: string): string =>
  comment
    .split('\n')
    .map((line) => `# ${line}`.trimEnd())
    .join('\n') + '\n';

const meaningful = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

/**
 * Reads `_redirects`.
 * @throws on a line without `from to status`, so a broken file fails loudly
 */
export function parseRedirects(text: string): RedirectRule[] {
  return meaningful(text).map((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    const match = status?.match(/^(\d{3})(!?)$/);
    if (!from || !to || !match)
      throw new Error(`_redirects: cannot read "${line}"`);
    return {from, to, status: Number(match[1]), force: match[2] === '!'};
  });
}

/**
 * Reads `_headers`: a path line, then indented `Name: value` lines.
 * @throws on a header line before any path
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: {path: string; headers: Record<string, string>}[] = [];
  for (const line of meaningful(text)) {
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator < 0)
      throw new Error(`_headers: cannot read "${line}"`);
    rule.headers[line.slice(0, separator).trim()] = line
      .slice(separator + 1)
      .trim();
  }
  return rules;
}

/**
 * Matches a request path against a pattern: exact, or a prefix ending in `*`.
 * @returns the part matched by `*` (`''` for an exact match), or `null`
 */
export function matchPattern(pattern: string, pathname: string): string | null {
  if (!pattern.endsWith('*')) return pattern === pathname ? '' : null;
  const prefix = pattern.slice(0, -1);
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}

/** What the server does with a request, before looking for a file. */
export type RedirectDecision =
  | {
      readonly kind: 'redirect';
      readonly status: number;
      readonly location: string;
    }
  | {readonly kind: 'rewrite'; readonly status: number; readonly file: string}
  | {readonly kind: 'none'};

/**
 * The first rule that applies to `pathname`, the way Netlify picks it: rules
 * in file order; a rule without `!` is skipped when a file exists at the path.
 *
 * @param search the query string (`?a=1` or `''`), kept on redirects
 * @param fileExists whether the build has a file (or clean-URL page) for a path
 */
export function resolveRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  search: string,
  fileExists: (pathname: string) => boolean,
): RedirectDecision {
  for (const rule of rules) {
    const splat = matchPattern(rule.from, pathname);
    if (splat === null) continue;
    if (!rule.force && fileExists(pathname)) continue;
    const target = rule.to.replace(':splat', splat);
    if (rule.status >= 300 && rule.status < 400) {
      return {kind: 'redirect', status: rule.status, location: target + search};
    }
    return {kind: 'rewrite', status: rule.status, file: target};
  }
  return {kind: 'none'};
}

/**
 * Headers of the response for `pathname`: every matching rule, later rules
 * winning on the same name, and `Cache-Control: REVALIDATE` when no rule sets
 * it (the host's default).
 */
export function headersFor(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> {
  const headers: Record<string, string> = {'Cache-Control': REVALIDATE};
  for (const rule of rules) {
    if (matchPattern(rule.path, pathname) !== null)
      Object.assign(headers, rule.headers);
  }
  return headers;
}
