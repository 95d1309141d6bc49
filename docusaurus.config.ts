import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {EDIT_BASE_URL, SOCIAL_LINKS} from './src/data/site';
import docHeadingsPlugin from './src/plugins/docHeadings';
import queryHideScriptPlugin from './src/plugins/queryHideScript';

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
    // `?navbar=0&sidebar=0&outline=0&footer=0` applied before the first paint (SPEC §2 Query parameters).
    queryHideScriptPlugin,
  ],

  // Hash anchors land 72 px below the top; an unknown anchor logs a warning (SPEC §2, §8, §9).
  // A page chunk that fails to load is logged as a warning only (SPEC §2 page data, §8).
  clientModules: ['./src/clientModules/anchorScroll.ts', './src/clientModules/pageDataErrors.ts'],

  customFields: {
    // SPEC §3 Site data markdown options: code blocks do not wrap unless the reader toggles it.
    markdown: {defaultWrapCode: false},
  },

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
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: 'Rslib',
      logo: {
        alt: 'Rslib logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          label: 'Guide',
          to: '/guide/start/',
          activeBaseRegex: '^(/zh)?/guide/',
          position: 'left',
        },
        {
          label: 'Config',
          to: '/config/',
          activeBaseRegex: '^(/zh)?/config/',
          position: 'left',
        },
        {
          label: 'API',
          to: '/api/javascript-api/core',
          activeBaseRegex: '^(/zh)?/api/',
          position: 'left',
        },
        {type: 'search', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        ...SOCIAL_LINKS.map((link) => ({
          href: link.href,
          position: 'right' as const,
          className: `navbar-social-link navbar-social-link--${link.icon}`,
          'aria-label': link.label,
        })),
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
