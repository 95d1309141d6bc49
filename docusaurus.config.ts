import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {EDIT_BASE_URL, SOCIAL_LINKS} from './src/data/site';
import {NAV_ITEMS} from './src/data/nav';
import {toDocusaurusNavItem} from './src/lib/navbar';
import type {RslibThemeOptions} from './src/lib/themeOptions';
import docHeadingsPlugin from './src/plugins/docHeadings';
import llmsTxtPlugin from './src/plugins/llmsTxt';
import {withOtherLocales} from './src/lib/sitemap';
import {darkCodeTheme, lightCodeTheme} from './src/data/prismThemes';
import searchHooksPlugin from './src/plugins/searchHooks';
import type {SearchThemeConfig} from './src/lib/remoteSearch';
import {existsSync, readFileSync} from 'node:fs';
import notFoundLabelsPlugin from './src/plugins/notFoundLabels';
import {parseVersionsJson, versionMenuItems} from './src/lib/versions';
import queryHideScriptPlugin from './src/plugins/queryHideScript';
import vendorChunksPlugin from './src/plugins/vendorChunks';
import slimVersionPropsPlugin from './src/plugins/slimVersionProps';
import noFlashPlugin from './src/plugins/noFlash';
import hostingPlugin from './src/plugins/hosting';
import searchLocalPlugin from './src/plugins/searchLocal';
import codeBlocksPlugin from './src/plugins/codeBlocks';
import remarkCodeAnnotations from './src/remark/codeAnnotations';
import remarkTwoslash from './src/remark/twoslash';

// Released docs versions (`npm run version:cut -- <version>` writes versions.json);
// the navbar's version menu appears only once there is more than one version to choose from.
const versionsFile = `${__dirname}/versions.json`;
const RELEASED_VERSIONS = parseVersionsJson(
  existsSync(versionsFile) ? readFileSync(versionsFile, 'utf8') : undefined,
);

/**
 * Our theme options (`themeConfig.rslib`; types and defaults in
 * `src/lib/themeOptions.ts`, documented in the README's maintainer section).
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
  favicon: 'img/favicon.svg',
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
          editUrl: ({locale, docPath}) =>
            `${EDIT_BASE_URL}/${locale}/${docPath}`,
          showLastUpdateTime: true,
          // `// [!code ++]`, `// [!code --]`, `// [!code highlight]` at the end of a code line;
          // ```ts twoslash fences: type hovers computed at build time.
          beforeDefaultRemarkPlugins: [remarkCodeAnnotations, remarkTwoslash],
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
          beforeDefaultRemarkPlugins: [remarkCodeAnnotations],
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
          customCss: ['./src/css/custom.css', './src/css/sidebar.css'],
        },
        sitemap: {
          // One sitemap.xml at the root lists the pages of both locales.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            withOtherLocales(
              await defaultCreateSitemapItems(params),
              params.siteConfig.url,
              params.siteConfig.baseUrl,
              ['zh'],
            ),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Headings of the Config and API reference pages, listed by the overview page (`/config/`).
    [docHeadingsPlugin, {sidebars: ['config', 'api']}],
    // llms.txt and a Markdown copy of every doc at `<route>.md`.
    llmsTxtPlugin,
    // Validates themeConfig.rslibSearch and wires its `hooks` module (beforeSearch/onSearch/afterSearch).
    searchHooksPlugin,
    // 404 labels of every locale, so a 404 page served from another locale's build speaks the URL's language.
    notFoundLabelsPlugin,
    // `?navbar=0&sidebar=0&outline=0&footer=0` applied before the first paint, so hidden parts never flash in.
    queryHideScriptPlugin,
    // React in its own long-cached chunk: no JS chunk over 150 KB gzip (size budget).
    vendorChunksPlugin,
    // Compact code blocks: token colors of both color modes as one stylesheet; Prism on demand in the browser.
    codeBlocksPlugin,
    // Size budget: no doc descriptions in the version metadata every doc page loads.
    slimVersionPropsPlugin,
    // Theme and announcement state before the first paint, so neither flashes; runs after Docusaurus's own script.
    noFlashPlugin,
    // Host configuration (_redirects, _headers with the security headers) at the root of the build,
    // redirect pages for moved routes; `npm run serve` reads it too.
    [
      hostingPlugin,
      {
        versionPaths:
          RELEASED_VERSIONS.length > 0
            ? ['next', ...RELEASED_VERSIONS.slice(1)]
            : [],
      },
    ],
  ],

  clientModules: [
    // First-visit redirect to the browser language's locale, before hydration.
    './src/clientModules/localeRedirect.ts',
    // Hash anchors land 72 px below the top, clear of the fixed navbar; an unknown anchor logs a warning.
    './src/clientModules/anchorScroll.ts',
    // A page chunk that fails to load is logged as a warning only, never an uncaught error.
    './src/clientModules/pageDataErrors.ts',
    // `dark` class in step with data-theme; settings of the navigation progress bar.
    './src/clientModules/darkClass.ts',
    './src/clientModules/progressBar.ts',
    // On-demand parts (search modal, tools menu, Prism, medium-zoom) fetched when the browser is idle after load.
    './src/clientModules/idlePrefetch.ts',
  ],

  themes: [
    // @easyops-cn/docusaurus-search-local, plus the index split in two files (titles first).
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
        // Our modal (src/theme/SearchBar) replaces the plugin's search box and
        // its shortcut; these options only shape the plugin's /search page.
        searchBarShortcut: false,
        searchResultLimits: 7,
        searchResultContextMaxLength: 100,
        // Type popups of twoslash blocks: signatures, not page text.
        ignoreCssSelectors: ['.twoslash-popup'],
      },
    ],
  ],

  themeConfig: {
    // Open Graph / Twitter card image (1200×630, WebP, shipped in static/).
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
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        // Guide, Config, API with activeMatch (also under the `zh` locale path); on the right unless set.
        ...NAV_ITEMS.map((item) => toDocusaurusNavItem(item, ['zh'])),
        {type: 'search', position: 'right'},
        // Shown only with more than one locale / version (src/theme/NavbarItem).
        {type: 'localeDropdown', position: 'right'},
        ...versionMenuItems(RELEASED_VERSIONS),
        // Social links of themeConfig.rslib (src/theme/NavbarItem/ComponentTypes).
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
      // (written as `// [!code ++]` / `// [!code --]`, see src/remark/codeAnnotations.ts).
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
