/**
 * Docs sidebar labels: section headers, item badges, new-tab hint.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';
import type {
  SectionHeaderKey,
  SidebarTag,
} from '@site/src/features/sidebar/common/sidebar';

/**
 * Docs sidebar labels (section headers; the badge set by an item's `tag`).
 * One literal `translate()` call per header key and tag so
 * write-translations extracts them; the records are typed by the keys in
 * `src/features/sidebar/common/sidebar.ts`, so a new key without a label fails the type check.
 */
const sidebarHeaderLabels: Record<SectionHeaderKey, () => string> = {
  buildOutput: () =>
    translate({
      id: 'docs.sidebar.header.buildOutput',
      message: 'Build Output',
      description:
        'Docs sidebar: section header over the output-related Advanced guides',
    }),
  stylesAndAssets: () =>
    translate({
      id: 'docs.sidebar.header.stylesAndAssets',
      message: 'Styles and Assets',
      description:
        'Docs sidebar: section header over the CSS and static-assets guides',
    }),
  integrations: () =>
    translate({
      id: 'docs.sidebar.header.integrations',
      message: 'Integrations',
      description:
        'Docs sidebar: section header over the monorepo, Module Federation, Storybook and module-doc guides',
    }),
};

const sidebarTagLabels: Record<SidebarTag, () => string> = {
  new: () =>
    translate({
      id: 'docs.sidebar.tag.new',
      message: 'New',
      description: 'Docs sidebar: small badge after the title of a new page',
    }),
};

export const sidebarLabels = {
  sectionHeader: (key: SectionHeaderKey): string => sidebarHeaderLabels[key](),
  tag: (tag: SidebarTag): string => sidebarTagLabels[tag](),
  opensInNewTab: () =>
    translate({
      id: 'docs.sidebar.opensInNewTab',
      message: '(opens in a new tab)',
      description:
        'Docs sidebar: screen-reader hint on links that leave the docs',
    }),
};
