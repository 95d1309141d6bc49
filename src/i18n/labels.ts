/**
 * Every UI label of our own components, in one place (see shared/STYLE.md).
 * Each function calls `translate()` with an explicit id, the SPEC's English as
 * the default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it and `i18n/zh/code.json`
 * translates it. Functions (not constants) so the current locale is read at
 * render time and jest can swap the translations.
 */
import {translate} from '@docusaurus/Translate';
import type {SectionHeaderKey, SidebarTag} from '@site/src/lib/sidebar';

/** Landing page strings (SPEC §3 translation table, `shared/spec/i18n-table.json`). */
export const homeLabels = {
  introduction: () =>
    translate({id: 'home.introduction', message: 'Introduction', description: 'SPEC §3 table: first hero button'}),
  quickStart: () =>
    translate({id: 'home.quickStart', message: 'Quick Start', description: 'SPEC §3 table: second hero button'}),
  subtitle: () =>
    translate({
      id: 'home.subtitle',
      message: 'Rsbuild-based Library Development Tool',
      description: 'SPEC §3 table: hero subtitle',
    }),
  slogan: () =>
    translate({
      id: 'home.slogan',
      message: 'Create JavaScript libraries in a simple and intuitive way',
      description: 'SPEC §3 table: hero description',
    }),
  toolStackTitle: () =>
    translate({id: 'home.toolStackTitle', message: 'Tool Stack', description: 'SPEC §3 table: tool stack title'}),
  toolStackDesc: () =>
    translate({
      id: 'home.toolStackDesc',
      message: 'High-performance tool stack built around Rspack to boost modern web development',
      description: 'SPEC §3 table: tool stack description',
    }),
  heroLogoAlt: () =>
    translate({id: 'home.hero.logoAlt', message: 'Rslib logo', description: 'SPEC §2 Landing hero: alt text of the logo'}),
  opensInNewTab: () =>
    translate({
      id: 'home.toolStack.opensInNewTab',
      message: '(opens in a new tab)',
      description: 'SPEC §2 Vendor tools menu: screen-reader hint on tool links',
    }),
};

/**
 * Feature cards of the landing page (SPEC §2 Page types: home, feature cards;
 * §3 Home front matter features). One title and one details text per card.
 */
export const homeFeatureLabels = {
  heading: () =>
    translate({
      id: 'home.features.heading',
      message: 'Features',
      description: 'SPEC §2 home: visually hidden heading of the feature cards',
    }),
  formatsTitle: () =>
    translate({id: 'home.features.formats.title', message: 'Multiple output formats', description: 'SPEC §3 feature card title'}),
  formatsDetails: () =>
    translate({
      id: 'home.features.formats.details',
      message: 'Build ESM, CJS, UMD, IIFE and Module Federation output from one config, each with its own syntax target and folder.',
      description: 'SPEC §3 feature card details',
    }),
  bundlelessTitle: () =>
    translate({id: 'home.features.bundleless.title', message: 'Bundle or bundleless', description: 'SPEC §3 feature card title'}),
  bundlelessDetails: () =>
    translate({
      id: 'home.features.bundleless.details',
      message: 'Bundle each entry into one file, or compile every source file on its own and keep the folder structure for fine-grained imports.',
      description: 'SPEC §3 feature card details',
    }),
  dtsTitle: () =>
    translate({id: 'home.features.dts.title', message: 'Declaration files', description: 'SPEC §3 feature card title'}),
  dtsDetails: () =>
    translate({
      id: 'home.features.dts.details',
      message: 'Emit .d.ts files with the TypeScript compiler, tsgo or isolated declarations, and roll them up into one file with API Extractor.',
      description: 'SPEC §3 feature card details',
    }),
  rsbuildTitle: () =>
    translate({id: 'home.features.rsbuild.title', message: 'Rsbuild ecosystem', description: 'SPEC §3 feature card title'}),
  rsbuildDetails: () =>
    translate({
      id: 'home.features.rsbuild.details',
      message: "Use Rsbuild's options and plugins for React, Vue, Svelte, Sass, Less, SVGR and more, and share them with your apps.",
      description: 'SPEC §3 feature card details',
    }),
  mfTitle: () =>
    translate({id: 'home.features.mf.title', message: 'Module Federation', description: 'SPEC §3 feature card title'}),
  mfDetails: () =>
    translate({
      id: 'home.features.mf.details',
      message: 'Build your library as a Module Federation remote that applications load at run time, with a dev server to work on it.',
      description: 'SPEC §3 feature card details',
    }),
  speedTitle: () =>
    translate({id: 'home.features.speed.title', message: 'Fast by default', description: 'SPEC §3 feature card title'}),
  speedDetails: () =>
    translate({
      id: 'home.features.speed.details',
      message: 'Rspack, written in Rust, builds every output in parallel, while SWC and Lightning CSS transform code and styles.',
      description: 'SPEC §3 feature card details',
    }),
};

/** MDX component labels (SPEC §2 Other features). */
export const mdxLabels = {
  source: () =>
    translate({id: 'mdx.sourceCode.label', message: 'Source', description: 'SPEC §2 Other features: source link label'}),
  packageManager: () =>
    translate({
      id: 'mdx.packageManagerTabs.ariaLabel',
      message: 'Package manager',
      description: 'SPEC §2 Other features: accessible name of the package-manager tab list',
    }),
};

/** Overview page labels (SPEC §2 Page types: overview; §8 filter without match; §9 'Others'). */
export const overviewLabels = {
  filter: () => translate({id: 'overview.filter', message: 'Filter', description: 'SPEC §2 overview: filter label'}),
  placeholder: () =>
    translate({id: 'overview.placeholder', message: 'Enter keyword', description: 'SPEC §2 overview: filter placeholder'}),
  noResult: (query: string) =>
    translate(
      {id: 'overview.noResult', message: 'No matching API found: {query}', description: 'SPEC §8 overview filter without match'},
      {query},
    ),
  others: () =>
    translate({id: 'overview.others', message: 'Others', description: 'SPEC §9 default overview group title'}),
};

/**
 * Docs sidebar labels (SPEC §2 Sidebar: section headers; §3 Sidebar item
 * `tag`). One literal `translate()` call per header key and tag so
 * write-translations extracts them; the records are typed by the keys in
 * `src/lib/sidebar.ts`, so a new key without a label fails the type check.
 */
const sidebarHeaderLabels: Record<SectionHeaderKey, () => string> = {
  buildOutput: () =>
    translate({
      id: 'docs.sidebar.header.buildOutput',
      message: 'Build Output',
      description: 'SPEC §2 Sidebar: section header over the output-related Advanced guides',
    }),
  stylesAndAssets: () =>
    translate({
      id: 'docs.sidebar.header.stylesAndAssets',
      message: 'Styles and Assets',
      description: 'SPEC §2 Sidebar: section header over the CSS and static-assets guides',
    }),
  integrations: () =>
    translate({
      id: 'docs.sidebar.header.integrations',
      message: 'Integrations',
      description: 'SPEC §2 Sidebar: section header over the monorepo, Module Federation, Storybook and module-doc guides',
    }),
};

const sidebarTagLabels: Record<SidebarTag, () => string> = {
  new: () =>
    translate({id: 'docs.sidebar.tag.new', message: 'New', description: 'SPEC §3 Sidebar item tag: badge of a new page'}),
};

export const sidebarLabels = {
  sectionHeader: (key: SectionHeaderKey): string => sidebarHeaderLabels[key](),
  tag: (tag: SidebarTag): string => sidebarTagLabels[tag](),
  opensInNewTab: () =>
    translate({
      id: 'docs.sidebar.opensInNewTab',
      message: '(opens in a new tab)',
      description: 'SPEC §2 Sidebar: screen-reader hint on sidebar links that leave the docs',
    }),
};

/** Search modal labels (SPEC §2 Search modal, §8 search without hits / remote loading, §9 placeholder). */
export const searchLabels = {
  placeholder: () =>
    translate({
      id: 'search.placeholder',
      message: 'Search Docs',
      description: 'SPEC §9 search placeholder: navbar search button text and modal input placeholder',
    }),
  inputLabel: () =>
    translate({id: 'search.modal.inputLabel', message: 'Search', description: 'SPEC §2 Search modal: accessible name of the search input'}),
  dialogLabel: () =>
    translate({id: 'search.modal.dialogLabel', message: 'Search the docs', description: 'SPEC §2 Search modal: accessible name of the modal'}),
  shortcutHint: (shortcut: string) =>
    translate(
      {
        id: 'search.button.shortcutHint',
        message: 'Press {shortcut} to search',
        description: 'SPEC §2 Search modal: tooltip of the navbar search button; {shortcut} is Ctrl+K or ⌘+K',
      },
      {shortcut},
    ),
  close: () =>
    translate({id: 'search.modal.close', message: 'Close search', description: 'SPEC §2 Search modal: close button of the modal'}),
  clear: () =>
    translate({id: 'search.modal.clear', message: 'Clear the query', description: 'SPEC §2 Search modal: button emptying the input'}),
  loading: () =>
    translate({
      id: 'search.modal.loading',
      message: 'Loading search index…',
      description: 'SPEC §8 search loading: shown while the index (or a remote answer) loads',
    }),
  searching: () =>
    translate({
      id: 'search.modal.searching',
      message: 'Searching…',
      description: 'SPEC §8 remote search loading: shown while the remote server answers',
    }),
  noResultsHint: () =>
    translate({
      id: 'search.noResultsHint',
      message: 'Please try again with a different keyword',
      description: 'SPEC §8 search without hits: second line',
    }),
  resultsLabel: () =>
    translate({id: 'search.modal.resultsLabel', message: 'Search results', description: 'SPEC §2 Search modal: accessible name of the result list'}),
  tabsLabel: () =>
    translate({id: 'search.modal.tabsLabel', message: 'Result sources', description: 'SPEC §2 Search modal: accessible name of the result tabs'}),
  currentTab: () =>
    translate({
      id: 'search.modal.currentTab',
      message: 'This site',
      description: 'SPEC §2 Search modal: label of the tab holding the current docs when other tabs exist',
    }),
  hitType: (type: 'title' | 'header' | 'content') =>
    ({
      title: translate({id: 'search.hitType.title', message: 'Page', description: 'SPEC §3 Search hit type title: label of a page title hit'}),
      header: translate({id: 'search.hitType.header', message: 'Heading', description: 'SPEC §3 Search hit type header: label of a heading hit'}),
      content: translate({id: 'search.hitType.content', message: 'Content', description: 'SPEC §3 Search hit type content: label of a text hit'}),
    })[type],
  opensInNewTab: () =>
    translate({
      id: 'search.hit.opensInNewTab',
      message: '(opens in a new window)',
      description: 'SPEC §2 Search modal: screen-reader hint on hits outside the current docs',
    }),
  footerNavigate: () =>
    translate({id: 'search.footer.navigate', message: 'to navigate', description: 'SPEC §2 Search modal: key hint after ↑ ↓'}),
  footerSelect: () =>
    translate({id: 'search.footer.select', message: 'to select', description: 'SPEC §2 Search modal: key hint after Enter'}),
  footerClose: () =>
    translate({id: 'search.footer.close', message: 'to close', description: 'SPEC §2 Search modal: key hint after Esc'}),
};
/** 404 page labels (SPEC §2 Pages: Unknown path; §8 Unknown page). '404' itself is not translated. */
export const notFoundLabels = {
  pageNotFound: () =>
    translate({
      id: 'notFound.pageNotFound',
      message: 'PAGE NOT FOUND',
      description: 'SPEC §2 Unknown path: line under the big 404 of the not-found page',
    }),
  takeMeHome: () =>
    translate({
      id: 'notFound.takeMeHome',
      message: 'Take me home',
      description: 'SPEC §2 Unknown path: link of the not-found page back to the home page',
    }),
};

/** Doc page labels (SPEC §2 Page types: doc). Prev/next, edit link and last-updated override built-in `theme.*` ids in `i18n/{en,zh}/code.json`. */
export const docLabels = {
  outlineTitle: () =>
    translate({
      id: 'docs.outline.title',
      message: 'ON THIS PAGE',
      description: 'SPEC §2 Page types: doc — default title of the outline (table of contents)',
    }),
};

/** Code block labels (SPEC §4 code copy, §8 Copy fails). */
export const codeBlockLabels = {
  /** @param key the platform copy shortcut, `⌘+C` or `Ctrl+C` */
  copyPrompt: (key: string) =>
    translate(
      {
        id: 'codeBlock.copyPrompt',
        message: 'Copy to clipboard: {key}, Enter',
        description: 'SPEC §8 Copy fails: prompt shown when the Clipboard API fails; {key} is the platform copy shortcut',
      },
      {key},
    ),
};
/** Navbar and global layout labels (SPEC §2 Top navigation, Mobile, Announcement bar, Other features; §4 Theme). */
export const navLabels = {
  toolsMenu: () =>
    translate({
      id: 'nav.toolsMenu.ariaLabel',
      message: 'Related tools',
      description: 'SPEC §2 Vendor tools menu: accessible name of the grid-icon button',
    }),
  moreSocialLinks: () =>
    translate({
      id: 'nav.socialLinks.more',
      message: 'More links',
      description: 'SPEC §2 Top navigation: accessible name of the menu holding social links beyond the first 3',
    }),
  switchToDark: () =>
    translate({
      id: 'nav.themeSwitch.toDark',
      message: 'Switch to dark mode',
      description: 'SPEC §4 Theme preference: theme toggle while the light theme is shown',
    }),
  switchToLight: () =>
    translate({
      id: 'nav.themeSwitch.toLight',
      message: 'Switch to light mode',
      description: 'SPEC §4 Theme preference: theme toggle while the dark theme is shown',
    }),
  openMenu: () =>
    translate({id: 'nav.mobileMenu.open', message: 'Open menu', description: 'SPEC §2 Mobile: hamburger button, menu closed'}),
  closeMenu: () =>
    translate({id: 'nav.mobileMenu.close', message: 'Close menu', description: 'SPEC §2 Mobile: hamburger button, menu open'}),
  appearance: () =>
    translate({
      id: 'nav.mobileMenu.appearance',
      message: 'Appearance',
      description: 'SPEC §2 Mobile: label of the theme switch row in the full-screen menu',
    }),
  openSidebar: () =>
    translate({
      id: 'nav.docSidebar.open',
      message: 'Open sidebar',
      description: 'SPEC §4 Sidebar: mobile button opening the docs sidebar drawer',
    }),
  announcement: () =>
    translate({
      id: 'nav.announcement.message',
      message: 'New to Rslib? Build your first library with the Quick Start guide',
      description: 'SPEC §2 Announcement bar: the message (a link)',
    }),
  closeAnnouncement: () =>
    translate({
      id: 'nav.announcement.close',
      message: 'Close announcement',
      description: 'SPEC §2 Announcement bar: accessible name of the close icon',
    }),
  scrollToTop: () =>
    translate({
      id: 'nav.scrollToTop.label',
      message: 'Back to top',
      description: 'SPEC §2 Other features: scroll-to-top button',
    }),
};
