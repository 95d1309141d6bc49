import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {
  divider,
  sectionHeader,
  taggedDoc,
} from './src/features/sidebar/common/sidebar';

/**
 * Sidebars of the docs: one per top-level group — Guide,
 * Config, API and Framework. Every category is collapsible and starts
 * expanded. Category and link labels are translated in
 * `i18n/zh/docusaurus-plugin-content-docs/current.json`.
 *
 * Sections have dividers and headers: `divider()` and `sectionHeader(key)`
 * (src/features/sidebar/common/sidebar.ts) are html items drawn by the `DocSidebarItem/Html` wrap;
 * a header's text is the translated label `docs.sidebar.header.<key>`
 * (src/features/sidebar/client/labels.ts, i18n/zh/code.json). `taggedDoc(id, 'new')` adds a
 * badge; a `type: 'link'` item with an absolute URL opens in a new tab.
 */
const expanded = {collapsible: true, collapsed: false} as const;

const sidebars: SidebarsConfig = {
  guide: [
    {
      type: 'category',
      label: 'Getting Started',
      ...expanded,
      items: [
        'guide/start/index',
        'guide/start/quick-start',
        'guide/start/features',
        'guide/start/glossary',
        'guide/start/npm-packages',
        taggedDoc('guide/start/ai', 'new'),
        {
          type: 'category',
          label: 'Format Definitions',
          ...expanded,
          items: [
            'guide/start/components/ESM',
            'guide/start/components/CJS',
            'guide/start/components/UMD',
            'guide/start/components/MF',
          ],
        },
        {
          type: 'link',
          label: 'Examples',
          href: 'https://github.com/web-infra-dev/rslib/tree/main/examples',
        },
      ],
    },
    divider(),
    {
      type: 'category',
      label: 'Solution',
      ...expanded,
      link: {type: 'doc', id: 'guide/solution/index'},
      items: [
        'guide/solution/nodejs',
        'guide/solution/react',
        'guide/solution/preact',
        'guide/solution/vue',
        'guide/solution/solid',
        'guide/solution/svelte',
      ],
    },
    {
      type: 'category',
      label: 'Basic',
      ...expanded,
      items: [
        'guide/basic/cli',
        'guide/basic/configure-rslib',
        'guide/basic/output-format',
        'guide/basic/output-structure',
        'guide/basic/typescript',
        'guide/basic/upgrade-rslib',
        taggedDoc('guide/upgrade/v0-to-v1', 'new'),
      ],
    },
    {
      type: 'category',
      label: 'Advanced',
      ...expanded,
      items: [
        sectionHeader('buildOutput'),
        'guide/advanced/third-party-deps',
        'guide/advanced/output-compatibility',
        'guide/advanced/dts',
        'guide/advanced/env-vars',
        sectionHeader('stylesAndAssets'),
        'guide/advanced/css',
        'guide/advanced/assets',
        'guide/advanced/json-files',
        'guide/advanced/svgr-files',
        'guide/advanced/wasm',
        'guide/advanced/web-workers',
        sectionHeader('integrations'),
        'guide/advanced/monorepo',
        'guide/advanced/module-federation',
        'guide/advanced/storybook',
        'guide/advanced/rstest',
        'guide/advanced/rsdoctor',
        taggedDoc('guide/advanced/module-doc', 'new'),
      ],
    },
    {
      type: 'category',
      label: 'Migration',
      ...expanded,
      items: [
        'guide/migration/tsup',
        'guide/migration/rollup',
        'guide/migration/esbuild',
        'guide/migration/modernjs-module',
        'guide/migration/tsc',
      ],
    },
    divider('dashed'),
    {
      type: 'category',
      label: 'FAQ',
      ...expanded,
      items: [
        'guide/faq/general',
        'guide/faq/features',
        'guide/faq/exceptions',
      ],
    },
  ],
  config: [
    'config/index',
    divider(),
    {
      type: 'category',
      label: 'lib',
      ...expanded,
      link: {type: 'doc', id: 'config/lib/index'},
      items: [
        'config/lib/format',
        'config/lib/bundle',
        'config/lib/auto-extension',
        'config/lib/auto-external',
        'config/lib/redirect',
        'config/lib/syntax',
        'config/lib/external-helpers',
        'config/lib/banner',
        'config/lib/footer',
        'config/lib/dts',
        'config/lib/shims',
        'config/lib/umd-name',
        'config/lib/id',
        'config/lib/out-base',
        'config/lib/wasm',
        'config/lib/experiments',
      ],
    },
    {
      type: 'category',
      label: 'Rsbuild',
      ...expanded,
      link: {type: 'doc', id: 'config/rsbuild/index'},
      items: [
        'config/rsbuild/plugins',
        'config/rsbuild/source',
        'config/rsbuild/resolve',
        'config/rsbuild/output',
        'config/rsbuild/performance',
        'config/rsbuild/tools',
        'config/rsbuild/log-level',
      ],
    },
  ],
  api: [
    'api/start/index',
    {
      type: 'category',
      label: 'JavaScript API',
      ...expanded,
      items: [
        'api/javascript-api/core',
        'api/javascript-api/instance',
        'api/javascript-api/types',
      ],
    },
  ],
  framework: [
    {
      type: 'category',
      label: 'Framework',
      ...expanded,
      items: ['framework/typescript', 'framework/vue'],
    },
  ],
};

export default sidebars;
