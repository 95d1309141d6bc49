import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {EDIT_BASE_URL, SOCIAL_LINKS} from './src/data/site';
import {NAV_ITEMS} from './src/data/nav';
import {toDocusaurusNavItem} from './src/lib/navbar';
import type {RslibThemeOptions} from './src/lib/themeOptions';
import docHeadingsPlugin from './src/plugins/docHeadings';
import noFlashPlugin from './src/plugins/noFlash';

/**
 * Our theme options (`themeConfig.rslib`; types and defaults in
 * `src/lib/themeOptions.ts`, documented in the README's maintainer section).
 */
const rslibTheme = {
  darkMode: true,
  hideNavbar: 'never',
  enableScrollToTop: true,
  enableAppearanceAnimation: true,
  announcement: {display: true, storageKey: 'rslib-announcement-quick-start', href: '/guide/start/quick-start'},
  socialLinks: SOCIAL_LINKS,
  toolsMenu: {trigger: 'hover'},
} satisfies RslibThemeOptions;

/**
 * Rslib documentation site (SPEC §2, §3 Site data).
 * English is the default locale at `/`, Chinese lives at `/zh/`.
 * Docs are served from the site root (`routeBasePath: '/'`) so routes are the
 * SPEC's: `/guide/start/`, `/config/lib/format`, `/api/javascript-api/core`.
 */
const config = {
  title: 'Rslib',
  tagline: 'Rsbuild-based Library Development Tool',
  favicon: 'img/favicon.svg',
  // SPEC §2 Title: page title and site title joined by ' - '.
  titleDelimiter: '-',
  url: 'https://rslib.rs',
  baseUrl: '/',
  // Left undefined on purpose: index docs get a trailing slash (`/config/`),
  // leaf docs none (`/config/lib/format`), exactly the SPEC's routes.
  trailingSlash: undefined,

  future: {
    // Turns on every Docusaurus Faster flag: Rspack, SWC, Lightning CSS, SSG workers.
    v4: true,
  },

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
          editUrl: ({locale, docPath}) => `${EDIT_BASE_URL}/${locale}/${docPath}`,
          showLastUpdateTime: true,
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Headings of the reference pages, for the config overview (SPEC §2 overview).
    [docHeadingsPlugin, {folders: ['config', 'api']}],
    // Theme and announcement state before the first paint (SPEC §4); runs after Docusaurus's own script.
    noFlashPlugin,
  ],

  // `dark` class in step with data-theme; progress-bar settings (SPEC §4, §9).
  clientModules: ['./src/clientModules/darkClass.ts', './src/clientModules/progressBar.ts'],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        language: ['en', 'zh'],
        docsRouteBasePath: '/',
        docsDir: ['docs', 'i18n'],
        indexBlog: false,
        indexPages: false,
        highlightSearchTermsOnTargetPage: false,
        searchResultLimits: 7,
        searchResultContextMaxLength: 100,
      },
    ],
  ],

  themeConfig: {
    // Docusaurus follows our preference (SPEC §4): auto = system, and no switch without darkMode.
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
        // SPEC §2: Guide, Config, API with activeMatch (also under the `zh` locale path); right unless set.
        ...NAV_ITEMS.map((item) => toDocusaurusNavItem(item, ['zh'])),
        {type: 'search', position: 'right'},
        // Shown only with more than one locale / version (src/theme/NavbarItem).
        {type: 'localeDropdown', position: 'right'},
        {type: 'docsVersionDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      copyright: `Rslib is free and open source software released under the MIT license. © 2024-present ByteDance Inc.`,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['bash', 'diff', 'json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
