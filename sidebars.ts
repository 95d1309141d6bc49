import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebars of the docs (SPEC §2 Sidebar): one per top-level group — Guide,
 * Config, API and Framework. Every category is collapsible and starts
 * expanded. Category labels are translated in
 * `i18n/zh/docusaurus-plugin-content-docs/current.json`.
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
      ],
    },
    {
      type: 'category',
      label: 'Solution',
      ...expanded,
      link: {type: 'doc', id: 'guide/solution/index'},
      items: ['guide/solution/nodejs', 'guide/solution/react', 'guide/solution/preact'],
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
      ],
    },
    {
      type: 'category',
      label: 'Advanced',
      ...expanded,
      items: [
        'guide/advanced/third-party-deps',
        'guide/advanced/output-compatibility',
        'guide/advanced/dts',
        'guide/advanced/css',
        'guide/advanced/assets',
        'guide/advanced/monorepo',
        'guide/advanced/module-federation',
        'guide/advanced/storybook',
        'guide/advanced/module-doc',
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
      ],
    },
    {
      type: 'category',
      label: 'FAQ',
      ...expanded,
      items: ['guide/faq/general', 'guide/faq/features', 'guide/faq/exceptions'],
    },
  ],
  config: [
    'config/index',
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
        'config/rsbuild/output',
        'config/rsbuild/tools',
      ],
    },
  ],
  api: [
    {
      type: 'category',
      label: 'JavaScript API',
      ...expanded,
      items: ['api/javascript-api/core', 'api/javascript-api/types'],
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
