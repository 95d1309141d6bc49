/**
 * Texts of the social cards: the section name drawn on each card and the
 * card's alt text in the page's `<head>`. The build draws the section names
 * from the locale's `code.json` under the same ids
 * (`src/features/social-cards/build/cardLabels.ts`), so page and card agree.
 */
import {translate} from '@docusaurus/Translate';
import type {SectionKey} from '../common/socialCard';

/** Section names, by section key (see `sectionKeyOf`). */
export const sectionLabels: Record<SectionKey, () => string> = {
  guide: () =>
    translate({
      id: 'seo.socialCard.section.guide',
      message: 'Guide',
      description:
        'Social card (the image shown when a page is shared): section name above the title of a Guide page',
    }),
  config: () =>
    translate({
      id: 'seo.socialCard.section.config',
      message: 'Config',
      description:
        'Social card (the image shown when a page is shared): section name above the title of a Config page',
    }),
  api: () =>
    translate({
      id: 'seo.socialCard.section.api',
      message: 'API',
      description:
        'Social card (the image shown when a page is shared): section name above the title of an API page',
    }),
  framework: () =>
    translate({
      id: 'seo.socialCard.section.framework',
      message: 'Framework',
      description:
        'Social card (the image shown when a page is shared): section name above the title of a Framework page (TypeScript, Vue)',
    }),
  blog: () =>
    translate({
      id: 'seo.socialCard.section.blog',
      message: 'Blog',
      description:
        'Social card (the image shown when a page is shared): section name above the title of a blog post',
    }),
  docs: () =>
    translate({
      id: 'seo.socialCard.section.docs',
      message: 'Docs',
      description:
        'Social card (the image shown when a page is shared): section name above the title of a doc page outside Guide, Config, API and Framework',
    }),
};

/**
 * Alt text of a page's card ("Rslib — Guide: Quick Start").
 *
 * @param site the site title
 * @param section the translated section name
 * @param title the page title
 */
export function cardAlt(site: string, section: string, title: string): string {
  return translate(
    {
      id: 'seo.socialCard.alt',
      message: '{site} — {section}: {title}',
      description:
        "Alt text of a page's social card image (og:image:alt, twitter:image:alt), read by screen readers where the page is shared; {section} is the section name, {title} the page title",
    },
    {site, section, title},
  );
}
