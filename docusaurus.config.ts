import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {existsSync, readFileSync} from 'node:fs';
import {EDIT_BASE_URL, SOCIAL_LINKS} from './src/common/site';
import {NAV_ITEMS} from './src/features/navbar/data/nav';
import {toDocusaurusNavItem} from './src/features/navbar/common/navbar';
import themeOptionsPlugin from './src/features/theme-options';
import type {RslibThemeOptions} from './src/features/theme-options/common/themeOptions';
import overviewPlugin from './src/features/overview';
import pageActionsPlugin from './src/features/page-actions';
import {rehypeScrollableTables} from './src/features/content';
import {sitemapWithOtherLocales} from './src/features/hosting/build/sitemap';
import i18nToolsPlugin from './src/features/i18n-tools';
import socialCardsPlugin from './src/features/social-cards';
import hostingPlugin from './src/features/hosting';
import {MOVED_ROUTES} from './src/features/hosting/data/movedRoutes';
import hydrationPlugin from './src/features/hydration';
import {PAINT_FIRST_SSR_TEMPLATE} from './src/features/hydration/build/ssrTemplate';
import codePlugin, {
  remarkCodeAnnotations,
  remarkTwoslash,
} from './src/features/code';
import {
  darkCodeTheme,
  lightCodeTheme,
} from './src/features/code/data/prismThemes';
import remarkPackageManagerTabs from './src/features/package-manager-tabs';
import referencePlugin, {remarkSince} from './src/features/reference';
import searchPlugin from './src/features/search';
import searchLocalPlugin from './src/features/search/build/searchLocalPlugin';
import type {SearchThemeConfig} from './src/features/search/client/remoteSearch';
import notFoundPlugin from './src/features/not-found';
import {
  builtVersions,
  currentVersionLabel,
  docsVersionOptions,
  parseVersionsJson,
  versionMenuItems,
} from './src/features/versions/build/versions';
import pageSwitchesPlugin from './src/features/page-switches';
import navigationPlugin from './src/features/navigation';
import localeRedirectPlugin from './src/features/locale-redirect';
import appearancePlugin from './src/features/appearance';
import earlyInputPlugin from './src/features/early-input';
import {IMAGE_ZOOM_SELECTOR} from './src/features/image-zoom/common/imageZoom';
import bundlePlugin from './src/features/bundle';
import feedbackPlugin from './src/features/feedback';
import shortcutsPlugin from './src/features/shortcuts';
import navbarPlugin from './src/features/navbar';
import sidebarPlugin from './src/features/sidebar';
import outlinePlugin from './src/features/outline';

// Older docs versions (`npm run version:cut` writes versions.json), served under
// their names (`/0.x/`); the current docs keep the site root and are labelled with
// the major of the @rslib/core release the reference is checked against.
// The navbar's version menu appears only once there is more than one version.
const versionsFile = `${__dirname}/versions.json`;
// RSLIB_DOCS_VERSIONS=current (or current,0.x) builds only those versions.
const RELEASED_VERSIONS = builtVersions(
  parseVersionsJson(
    existsSync(versionsFile) ? readFileSync(versionsFile, 'utf8') : undefined,
  ),
  process.env.RSLIB_DOCS_VERSIONS,
);
const CURRENT_VERSION_LABEL = currentVersionLabel(
  (
    JSON.parse(readFileSync(`${__dirname}/package.json`, 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies['@rslib/core'],
);

/**
 * Our theme options (`themeConfig.rslib`; types and defaults in
 * `src/features/theme-options/common/themeOptions.ts`, documented in contributing/maintaining.md).
 */
const rslibTheme = {
  darkMode: true,
  hideNavbar: 'never',
  enableScrollToTop: true,
  enableAppearanceAnimation: true,
  announcement: {
    display: true,
    storageKey: 'rslib-announcement-quick-start',
    href: '/guide/start/quick-start',
  },
  socialLinks: SOCIAL_LINKS,
  toolsMenu: {trigger: 'hover'},
  // Who may show pages in a frame (Content-Security-Policy `frame-ancestors`):
  // add an origin here to embed pages elsewhere, e.g. with `?navbar=0&sidebar=0`.
  frameAncestors: ["'self'"],
} satisfies RslibThemeOptions;

/**
 * Rslib documentation site.
 * English is the default locale at `/`, Chinese lives at `/zh/`.
 * Docs are served from the site root (`routeBasePath: '/'`) so routes carry no
 * `/docs/` prefix and match the published rslib.rs URLs: `/guide/start/`,
 * `/config/lib/format`, `/api/javascript-api/core`.
 */
const config = {
  title: 'Rslib',
  tagline: 'Rsbuild-based Library Development Tool',
  // A PNG drawn from static/img/logo.svg, as is the navbar logo: an SVG image
  // costs each page a separate SVG document on the main thread
  // (src/features/navbar/build/rasterLogo.ts).
  favicon: 'img/logo.png',
  // Page title and site title joined by ' - ' ("Quick Start - Rslib").
  titleDelimiter: '-',
  url: 'https://rslib.rs',
  baseUrl: '/',
  // Left undefined on purpose: index docs get a trailing slash (`/config/`),
  // leaf docs none (`/config/lib/format`), the same URLs as rslib.rs, so existing links keep working.
  trailingSlash: undefined,

  future: {
    // Turns on every Docusaurus Faster flag: Rspack, SWC, Lightning CSS, SSG workers.
    v4: true,
  },
  // `future.v4` would suffix every browser-storage key with a hash of the
  // locale's base URL, so `/` and `/zh/` would not share stored choices (the
  // package-manager tab, whose choice is remembered across code blocks). Plain
  // keys such as `docusaurus.tab.package-manager` are shared by both.
  storage: {type: 'localStorage', namespace: false},

  // The "wrong baseUrl" banner is an inline script with inline styles on the home page,
  // for sites deployed under a misconfigured path; this one is served from the root.
  baseUrlIssueBanner: false,
  // Docusaurus's page template, except that React and the site's entry scripts
  // run once the page has painted (they still download from the start).
  ssrTemplate: PAINT_FIRST_SSR_TEMPLATE,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // `future.v4` turns MDX v1 compatibility off; explicit heading ids
    // (`## Title {#id}`) keep anchors identical across locales, so keep them.
    mdx1Compat: {comments: false, admonitions: true, headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    // Overridable so `npm run i18n:status` can let write-translations write into a scratch folder.
    path: process.env.RSLIB_I18N_PATH ?? 'i18n',
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
      zh: {label: '简体中文', htmlLang: 'zh-CN', path: 'zh'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          ...docsVersionOptions(RELEASED_VERSIONS, CURRENT_VERSION_LABEL),
          editUrl: ({locale, docPath}) =>
            `${EDIT_BASE_URL}/${locale}/${docPath}`,
          showLastUpdateTime: true,
          // `// [!code ++]`, `// [!code --]`, `// [!code highlight]` at the end of a code line;
          // ```ts twoslash fences: type hovers computed at build time;
          // <PackageManagerTabs> commands converted at build time.
          beforeDefaultRemarkPlugins: [
            remarkCodeAnnotations,
            remarkTwoslash,
            remarkPackageManagerTabs,
          ],
          // Tables that scroll sideways can be focused from the keyboard.
          rehypePlugins: [rehypeScrollableTables],
          // "Added in 0.x" under option and API headings (after Docusaurus's own
          // plugins, so the heading ids are known and the TOC is already taken).
          remarkPlugins: [remarkSince],
        },
        // Release announcements and articles at /blog/ and /zh/blog/, with RSS and Atom
        // feeds per locale (announced in every page's <head>).
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Rslib Blog',
          blogDescription:
            'Release announcements and articles about Rslib, the Rsbuild-based library development tool.',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          beforeDefaultRemarkPlugins: [
            remarkCodeAnnotations,
            remarkPackageManagerTabs,
          ],
          rehypePlugins: [rehypeScrollableTables],
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Rslib Blog',
            description:
              'Release announcements and articles about Rslib, the Rsbuild-based library development tool.',
            copyright: '© 2024-present ByteDance Inc.',
            limit: 20,
          },
        },
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/features/sidebar/client/sidebar.css',
          ],
        },
        sitemap: {
          // Pages marked `<meta name="robots" content="noindex">` (the translation status
          // pages) are left out by the plugin itself; an `ignorePatterns` entry would only
          // add bytes to every page (the site config is part of the client bundle).
          // One sitemap.xml at the root lists the pages of both locales.
          createSitemapItems: sitemapWithOtherLocales(['zh']),
        },
      } satisfies Preset.Options,
    ],
  ],

  // Most site features are local plugins in `src/features/<feature>/` (see the
  // architecture table of contributing/maintaining.md): their build steps, theme components
  // (`getThemePath`), client modules and option validation live there.
  plugins: [
    // Validates `themeConfig.rslib` first, so the plugins below read complete options.
    themeOptionsPlugin,
    // First-visit redirect to the browser language's locale, before hydration.
    localeRedirectPlugin,
    // Theme and announcement state before the first paint (runs after Docusaurus's own
    // colour-mode script).
    appearancePlugin,
    // Clicks and Ctrl/Cmd+K given before hydration are kept and carried out after it.
    [earlyInputPlugin, {imageSelector: IMAGE_ZOOM_SELECTOR}],
    // `?navbar=0&sidebar=0&outline=0&footer=0` applied before the first paint.
    pageSwitchesPlugin,
    // Hash anchors 72 px below the top, the progress bar, failed page chunks as warnings,
    // on-demand parts prefetched while idle.
    navigationPlugin,
    // When the page has hydrated (client module read by code blocks and the layout).
    hydrationPlugin,
    // The navbar (layout, content, docs drawer, search box's place), the announcement bar
    // and the back-to-top button.
    navbarPlugin,
    // The docs sidebar: the 1024 px breakpoint, the drawer's content, section headers,
    // dividers and badges.
    sidebarPlugin,
    // The doc outline: its title, highlight and narrow-screen dropdown.
    outlinePlugin,
    // Compact code blocks highlighted at build time, line annotations, type hovers.
    codePlugin,
    // The "Added in 0.x" badge of option and API sections (`@theme/SinceBadge`).
    referencePlugin,
    // Headings of the Config and API reference pages, listed by the overview page (`/config/`).
    [overviewPlugin, {sidebars: ['config', 'api']}],
    // "Copy page" beside titles; llms.txt, llms-full.txt and a Markdown copy of every page.
    pageActionsPlugin,
    // Notice on Chinese doc pages whose translation is stale or missing; /translation-status
    // (both locales): the `npm run i18n:status` report as a page for translators.
    i18nToolsPlugin,
    // A social card (og:image, twitter:image) for every doc page and blog post, drawn at build time.
    socialCardsPlugin,
    // "Was this page helpful?" before the previous/next links of doc pages; answers are
    // remembered per page and sent only as a prefilled GitHub issue, by the reader.
    feedbackPlugin,
    // `?` lists the keyboard shortcuts (also from the footer), `/` opens the search.
    shortcutsPlugin,
    // 404 labels of every locale, so a 404 page served from another locale's build speaks the URL's language.
    notFoundPlugin,
    // Size budget: React in its own long-cached chunk, the search modal's CSS with the modal,
    // no doc descriptions in the version metadata every doc page loads.
    bundlePlugin,
    // A redirect page at each moved route, for hosts that ignore `_redirects` (GitHub Pages).
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: MOVED_ROUTES.map(({from, to}) => ({from, to}))},
    ],
    // Host configuration (_redirects, _headers with the security headers) at the root of the build;
    // `npm run serve` reads it too. Its security headers hash the redirect pages' scripts as well.
    [
      hostingPlugin,
      {
        versionPaths: RELEASED_VERSIONS,
      },
    ],
  ],

  themes: [
    // Offline search index: @easyops-cn/docusaurus-search-local, plus the index split in
    // two files (titles first) and blog labels.
    [
      searchLocalPlugin,
      {
        hashed: true,
        language: ['en', 'zh'],
        docsRouteBasePath: '/',
        docsDir: ['docs', 'i18n'],
        indexBlog: true,
        blogRouteBasePath: 'blog',
        blogDir: ['blog', 'i18n/zh/docusaurus-plugin-content-blog'],
        indexPages: false,
        highlightSearchTermsOnTargetPage: false,
        // Our modal (src/features/search/theme/SearchBar) replaces the plugin's search box and
        // its shortcut; these options only shape the plugin's /search page.
        searchBarShortcut: false,
        searchResultLimits: 7,
        searchResultContextMaxLength: 100,
        // Type popups of twoslash blocks: signatures, not page text; the
        // "Added in 0.x" badges, which would start every section's snippet.
        ignoreCssSelectors: ['.twoslash-popup', '.rslib-since'],
        // Old doc versions tell search engines `noindex` (see docsVersionOptions),
        // yet the site's own search indexes them, one index per version.
        forceIgnoreNoIndex: true,
      },
    ],
    // The search modal (its SearchBar replaces the package's search box, so it comes after it).
    searchPlugin,
  ],

  themeConfig: {
    // Open Graph / Twitter card image (1200×630, WebP, shipped in static/) of pages without
    // their own card: doc pages and blog posts get one drawn by src/features/social-cards.
    image: 'img/social-card.webp',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:site', content: '@rspack_dev'},
      // No site-wide `keywords` meta: the search plugin indexes it per page, so every page would
      // match 'library', 'ESM'… as a title hit (search engines ignore the tag anyway).
    ],
    // First-visit locale redirect: 'auto' (default, follow the browser language) or 'never'.
    localeRedirect: 'auto',
    // Docusaurus follows our preference: auto = system, and no switch without darkMode.
    colorMode: {
      defaultMode: 'light',
      disableSwitch: !rslibTheme.darkMode,
      respectPrefersColorScheme: rslibTheme.darkMode,
    },
    rslib: rslibTheme,
    navbar: {
      title: 'Rslib',
      logo: {
        alt: 'Rslib logo',
        // PNG, not SVG: see `favicon` above.
        src: 'img/logo.png',
        width: 32,
        height: 32,
      },
      items: [
        // Guide, Config, API with activeMatch (also under the `zh` locale path); on the right unless set.
        ...NAV_ITEMS.map((item) => toDocusaurusNavItem(item, ['zh'])),
        {type: 'search', position: 'right'},
        // Shown only with more than one locale / version (src/features/navbar/theme/NavbarItem).
        {type: 'localeDropdown', position: 'right'},
        ...versionMenuItems(RELEASED_VERSIONS),
        // Social links of themeConfig.rslib (src/features/navbar/theme/NavbarItem/ComponentTypes).
        {type: 'custom-socialLinks', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      copyright: `Rslib is free and open source software released under the MIT license. © 2024-present ByteDance Inc.`,
    },
    // Search modal: at most 7 hits per page group and 100 in all. `mode: 'remote'`
    // with `remote: {apiUrl, searchIndexes}` asks a server instead of the local
    // index; `hooks: './src/searchHooks.ts'` adds beforeSearch/onSearch/afterSearch.
    rslibSearch: {
      mode: 'local',
      perGroup: 7,
      limit: 100,
    } satisfies SearchThemeConfig,
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Line annotations: Docusaurus's highlight comments, plus added/removed lines
      // (written as `// [!code ++]` / `// [!code --]`, see src/features/code/build/remarkCodeAnnotations.ts).
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: {start: 'highlight-start', end: 'highlight-end'},
        },
        {
          className: 'code-line-added',
          line: 'code-add-next-line',
          block: {start: 'code-add-start', end: 'code-add-end'},
        },
        {
          className: 'code-line-removed',
          line: 'code-remove-next-line',
          block: {start: 'code-remove-start', end: 'code-remove-end'},
        },
      ],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
