/**
 * Local Docusaurus plugin: writes the host configuration `_redirects` and
 * `_headers` (Netlify's formats, also read by Cloudflare Pages) at the root of
 * the build. `npm run serve` reads the same two files, so a local preview
 * answers like the host. The rules themselves are `siteHostingRules`
 * (`src/features/hosting/build/hostingRules.ts`); the security headers are `securityHeaders`
 * (`src/features/hosting/build/securityHeaders.ts`).
 *
 * Each locale is built on its own, the default one first (into the root
 * folder, which Docusaurus empties), then the others into their subfolders.
 * The files are written after every locale's build, from every HTML page
 * found under the root at that time, so after the last locale they cover the
 * inline scripts of all of them. The build fails if a page's inline script is
 * missing from the policy it wrote.
 *
 * Moved routes (`src/features/hosting/data/movedRoutes.ts`) get a `301` here
 * and, for hosts that ignore `_redirects`, a redirect page with an inline
 * script, written by `@docusaurus/plugin-client-redirects` (registered in
 * `docusaurus.config.ts` with the same routes). Docusaurus runs the plugins'
 * `postBuild` steps side by side, so before reading the pages this plugin
 * waits for the redirect pages it knows the plugin writes (one per moved
 * route, at a path fixed by the route), rather than depending on which
 * plugin happens to finish first.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  formatHeaders,
  formatRedirects,
  movedRouteRedirects,
  siteHostingRules,
} from './build/hostingRules';
import {
  hashSources,
  securityHeaders,
  unhashedScripts,
} from './build/securityHeaders';
import {builtPages, redirectPagePath, waitForPages} from './build/builtPages';
import type {RslibThemeOptions} from '../theme-options/common/themeOptions';
import type {SearchThemeConfig} from '../search/client/remoteSearch';
import {MOVED_ROUTES} from './data/movedRoutes';

export type HostingOptions = {
  /** URL path segments of docs versions with their own search index (`next`, `1.0`…). */
  readonly versionPaths: readonly string[];
};

/** Origin of the remote search API, when the search asks a server. */
function remoteSearchOrigins(search: SearchThemeConfig | undefined): string[] {
  if (search?.mode !== 'remote' || !search.remote) return [];
  return /^https?:\/\//i.test(search.remote.apiUrl)
    ? [new URL(search.remote.apiUrl).origin]
    : [];
}

export default function hostingPlugin(
  context: LoadContext,
  options: unknown,
): Plugin {
  const {versionPaths = []} = (options ?? {}) as Partial<HostingOptions>;
  const {i18n, siteConfig} = context;
  const themeConfig = siteConfig.themeConfig as {
    rslib?: Partial<RslibThemeOptions>;
    rslibSearch?: SearchThemeConfig;
  };
  const localePaths = i18n.locales
    .filter((locale) => locale !== i18n.defaultLocale)
    .map((locale) => i18n.localeConfigs[locale]?.path ?? locale);
  return {
    name: 'rslib-hosting',
    async postBuild({outDir}) {
      const localePath =
        i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale;
      // Another locale's build goes into `<root>/<locale path>`.
      const root =
        i18n.currentLocale !== i18n.defaultLocale &&
        path.basename(outDir) === localePath
          ? path.dirname(outDir)
          : outDir;
      // The redirect pages of this locale, written by the redirect plugin meanwhile.
      await waitForPages(
        MOVED_ROUTES.map(({from}) =>
          path.join(outDir, redirectPagePath(from, siteConfig.trailingSlash)),
        ),
      );
      const pages = builtPages(root);
      const headers = securityHeaders({
        scriptHashes: hashSources(pages.flatMap(({code}) => code.scripts)),
        styleAttributeHashes: hashSources(
          pages.flatMap(({code}) => code.styles),
        ),
        frameAncestors: themeConfig.rslib?.frameAncestors ?? ["'self'"],
        connectOrigins: remoteSearchOrigins(themeConfig.rslibSearch),
      });
      const blocked = unhashedScripts(
        pages,
        headers['Content-Security-Policy'],
      );
      if (blocked.length > 0) {
        throw new Error(
          `[hosting] inline scripts missing from the Content Security Policy: ${blocked
            .map(
              ({file, hash, attribute}) =>
                `${file} (${attribute ? `${attribute} attribute, never allowed` : hash})`,
            )
            .join(', ')}`,
        );
      }

      const rules = siteHostingRules({
        defaultLocale: i18n.defaultLocale,
        localePaths,
        versionPaths,
      });
      writeFileSync(
        path.join(root, '_redirects'),
        formatRedirects(
          // Moved routes first: the catch-all 404 rule of a locale comes after them.
          [
            ...movedRouteRedirects(MOVED_ROUTES, localePaths),
            ...rules.redirects,
          ],
          'Written by the build (src/features/hosting/index.ts); read by Netlify and by `npm run serve`.\n' +
            'Routes rslib.rs serves for a page that lives elsewhere here go to that page;\n' +
            'the default locale spelled out goes to the root; unknown paths under a locale get its 404 page.',
        ),
      );
      writeFileSync(
        path.join(root, '_headers'),
        formatHeaders(
          [{path: '/*', headers}, ...rules.headers],
          'Written by the build (src/features/hosting/index.ts); read by Netlify and by `npm run serve`.\n' +
            'Every response: security headers; the script hashes are those of the inline scripts\n' +
            'of the built pages (src/features/hosting/build/securityHeaders.ts). Paths without a Cache-Control rule\n' +
            '(HTML pages, images, llms.txt) get the host default: public, max-age=0, must-revalidate.',
        ),
      );
    },
  };
}
