/**
 * Local Docusaurus plugin: a social card (Open Graph / Twitter image) for every
 * doc page and blog post, in both locales and every docs version.
 *
 * - After each locale's build (`postBuild`), draws a 1200 × 630 PNG per page
 *   — the page title, its section ("Guide", "指南"…), the logo and the site's
 *   colours — into `<locale build>/img/cards/<route>.png`
 *   (`common/socialCard.ts` derives the path from the permalink). Cards come
 *   from the cache in `node_modules/.cache/rslib-social-cards/` when nothing
 *   they show changed (`build/cardCache.ts`), so a rebuild draws only the
 *   cards of changed pages.
 * - Its theme wraps `DocItem/Metadata` and `BlogPostPage/Metadata`: the page's
 *   `<head>` points `og:image` and `twitter:image` at its card (absolute URL),
 *   with size and alt text. Other pages keep `themeConfig.image`.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardPathOf} from './common/socialCard';
import {collectCardPages, type CardPage} from './build/collectCards';
import {readSectionLabels} from './build/cardLabels';
import {layoutTitle} from './build/cardLayout';
import {TEMPLATE_VERSION} from './build/cardTemplate';
import {loadCardAssets, renderCard} from './build/renderCard';
import {CACHE_DIR, cardKey} from './build/cardCache';
import {writeCards, type CardJob} from './build/writeCards';

/** Cards above this size fail the size goal of the shared image (warned, not fatal). */
const MAX_CARD_BYTES = 60 * 1024;

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteConfig, i18n, baseUrl, siteDir, localizationDir} = context;
  let pages: CardPage[] = [];
  return {
    name: 'rslib-social-cards',
    // Wraps of DocItem/Metadata and BlogPostPage/Metadata (the card's <head> tags).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent}) {
      pages = collectCardPages(allContent, baseUrl);
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const assets = loadCardAssets(
        path.join(siteDir, 'static', 'img', 'logo.svg'),
      );
      const sections = readSectionLabels(localizationDir);
      const locale = i18n.currentLocale;
      const lang = i18n.localeConfigs[locale]?.htmlLang ?? locale;
      const host = new URL(siteConfig.url).host;
      const jobs = pages.map((page): CardJob => {
        const section = sections[page.section];
        return {
          page: page.permalink,
          file: cardPathOf(page.permalink, baseUrl).slice(baseUrl.length),
          key: cardKey({
            title: page.title,
            section,
            locale,
            siteName: siteConfig.title,
            host,
            templateVersion: TEMPLATE_VERSION,
            fingerprint: assets.fingerprint,
          }),
          draw: () =>
            renderCard(
              {
                title: layoutTitle(page.title, locale),
                section,
                siteName: siteConfig.title,
                host,
                lang,
              },
              assets,
            ),
        };
      });
      const report = await writeCards(jobs, {
        outDir,
        cacheDir: path.join(siteDir, CACHE_DIR),
      });
      for (const {page, text} of report.missingGlyphs) {
        logger.warn(
          `Social card of ${page}: no font glyph for "${text}" (left out). Add the characters to the CJK font: src/features/social-cards/data/fonts/subset-fonts.sh.`,
        );
      }
      const oversize = jobs.filter(
        (_, index) => report.sizes[index] > MAX_CARD_BYTES,
      );
      for (const job of oversize) {
        logger.warn(
          `Social card of ${job.page} is over 60 KB: simplify the template (src/features/social-cards/build/cardTemplate.ts).`,
        );
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // Wall time: the other plugins' post-build steps run at the same time.
      logger.info(
        `Social cards (${locale}): ${report.drawn} drawn, ${report.cached} from cache, in ${seconds} s.`,
      );
    },
  };
}
