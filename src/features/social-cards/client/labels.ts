/**
 * Texts of the social cards: the section names drawn on the cards and the
 * card's alt text in the page's `<head>`. The build draws the section names
 * from the locale's `code.json` under the same ids (`build/cardLabels.ts`),
 * so page and card agree. Every doc page's first visit loads this module: it
 * stays small (one short description, shared by the section names, ships with
 * the code).
 */
import {translate} from '@docusaurus/Translate';
import type {DocSectionKey} from '../common/socialCard';

/** Section names of doc pages, by section key (see `sectionKeyOf`). */
export const docSectionLabels: Record<DocSectionKey, () => string> = {
  guide: () =>
    translate({
      id: 'seo.card.guide',
      message: 'Guide',
      description: 'Section name on the social card image of a page',
    }),
  config: () =>
    translate({
      id: 'seo.card.config',
      message: 'Config',
      description: 'Section name on the social card image of a page',
    }),
  api: () =>
    translate({
      id: 'seo.card.api',
      message: 'API',
      description: 'Section name on the social card image of a page',
    }),
  framework: () =>
    translate({
      id: 'seo.card.framework',
      message: 'Framework',
      description: 'Section name on the social card image of a page',
    }),
  docs: () =>
    translate({
      id: 'seo.card.docs',
      message: 'Docs',
      description: 'Section name on the social card image of a page',
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
      id: 'seo.card.alt',
      message: '{site} — {section}: {title}',
      description: 'Alt text of the social card image of a page',
    },
    {site, section, title},
  );
}
