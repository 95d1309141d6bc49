/**
 * Local Docusaurus plugin: writes the host configuration `_redirects` and
 * `_headers` (Netlify's formats, also read by Cloudflare Pages) at the root of
 * the build, once, during the default locale's build. `npm run serve` reads
 * the same two files, so a local preview answers like the host. The rules
 * themselves are `siteHostingRules` (`src/lib/hosting.ts`).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  formatHeaders,
  formatRedirects,
  movedRouteRedirects,
  siteHostingRules,
} from '../lib/hosting';
import {MOVED_ROUTES} from '../data/movedRoutes';

export type HostingOptions = {
  /** URL path segments of docs versions with their own search index (`next`, `1.0`…). */
  readonly versionPaths: readonly string[];
};

export default function hostingPlugin(
  context: LoadContext,
  options: unknown,
): Plugin {
  const {versionPaths = []} = (options ?? {}) as Partial<HostingOptions>;
  const {i18n} = context;
  return {
    name: 'rslib-hosting',
    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const localePaths = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map((locale) => i18n.localeConfigs[locale]?.path ?? locale);
      const rules = siteHostingRules({
        defaultLocale: i18n.defaultLocale,
        localePaths,
        versionPaths,
      });
      writeFileSync(
        path.join(outDir, '_redirects'),
        formatRedirects(
          // Moved routes first: the catch-all 404 rule of a locale comes after them.
          [
            ...movedRouteRedirects(MOVED_ROUTES, localePaths),
            ...rules.redirects,
          ],
          'Written by the build (src/plugins/hosting.ts); read by Netlify and by `npm run serve`.\n' +
            'Routes rslib.rs serves for a page that lives elsewhere here go to that page;\n' +
            'the default locale spelled out goes to the root; unknown paths under a locale get its 404 page.',
        ),
      );
      writeFileSync(
        path.join(outDir, '_headers'),
        formatHeaders(
          rules.headers,
          'Written by the build (src/plugins/hosting.ts); read by Netlify and by `npm run serve`.\n' +
            'Paths not listed (HTML pages, images, llms.txt) get the host default:\n' +
            'Cache-Control: public, max-age=0, must-revalidate.',
        ),
      );
    },
  };
}
