/**
 * Every documentation route of the site, grouped by section, with the sidebar
 * that must hold it: a page missing from this list, from either locale or from
 * its sidebar fails a test. Shared by the jest route coverage and content
 * tests and the browser route and SEO tests.
 */
export type DocRoute = {
  /** URL path, e.g. `/guide/start/` or `/config/lib/format`. */
  readonly route: string;
  /** Sidebar id in `sidebars.ts`. */
  readonly sidebar: 'guide' | 'config' | 'api' | 'framework';
  /** Section of the docs, e.g. 'Guide advanced'. */
  readonly group: string;
};

const r = (
  group: string,
  sidebar: DocRoute['sidebar'],
  routes: string[],
): DocRoute[] => routes.map((route) => ({route, sidebar, group}));

export const DOC_ROUTES: readonly DocRoute[] = [
  ...r('Guide start', 'guide', [
    '/guide/start/',
    '/guide/start/quick-start',
    '/guide/start/features',
    '/guide/start/glossary',
    '/guide/start/npm-packages',
    '/guide/start/ai',
    '/guide/start/components/CJS',
    '/guide/start/components/ESM',
    '/guide/start/components/MF',
    '/guide/start/components/UMD',
  ]),
  ...r('Guide solution', 'guide', [
    '/guide/solution/',
    '/guide/solution/nodejs',
    '/guide/solution/preact',
    '/guide/solution/react',
    '/guide/solution/vue',
    '/guide/solution/solid',
    '/guide/solution/svelte',
  ]),
  ...r(
    'Guide basic',
    'guide',
    [
      'cli',
      'configure-rslib',
      'output-format',
      'output-structure',
      'typescript',
      'upgrade-rslib',
    ].map((p) => `/guide/basic/${p}`),
  ),
  ...r('Guide upgrade', 'guide', ['/guide/upgrade/v0-to-v1']),
  ...r(
    'Guide advanced',
    'guide',
    [
      'assets',
      'css',
      'dts',
      'module-doc',
      'module-federation',
      'monorepo',
      'output-compatibility',
      'storybook',
      'third-party-deps',
      'env-vars',
      'json-files',
      'svgr-files',
      'wasm',
      'web-workers',
      'rstest',
      'rsdoctor',
    ].map((p) => `/guide/advanced/${p}`),
  ),
  ...r(
    'Guide migration',
    'guide',
    ['esbuild', 'modernjs-module', 'rollup', 'tsup', 'tsc'].map(
      (p) => `/guide/migration/${p}`,
    ),
  ),
  ...r(
    'Guide FAQ',
    'guide',
    ['exceptions', 'features', 'general'].map((p) => `/guide/faq/${p}`),
  ),
  ...r('Framework', 'framework', ['/framework/typescript', '/framework/vue']),
  ...r('Config', 'config', [
    '/config/',
    '/config/lib/',
    ...[
      'format',
      'bundle',
      'auto-extension',
      'auto-external',
      'redirect',
      'syntax',
      'external-helpers',
      'banner',
      'footer',
      'dts',
      'shims',
      'umd-name',
      'id',
      'out-base',
      'wasm',
      'experiments',
    ].map((p) => `/config/lib/${p}`),
    '/config/rsbuild/',
    ...[
      'plugins',
      'source',
      'resolve',
      'output',
      'performance',
      'tools',
      'log-level',
    ].map((p) => `/config/rsbuild/${p}`),
  ]),
  ...r('API', 'api', [
    '/api/start/',
    '/api/javascript-api/core',
    '/api/javascript-api/instance',
    '/api/javascript-api/types',
  ]),
];

/** Doc file of a route, relative to a docs folder: `/config/` → `config/index.mdx`. */
export function docFileOf(route: string): string {
  const trimmed = route.replace(/^\//, '');
  return trimmed.endsWith('/') || trimmed === ''
    ? `${trimmed}index.mdx`
    : `${trimmed}.mdx`;
}

/** Docusaurus doc id of a route: `/config/` → `config/index`. */
export function docIdOf(route: string): string {
  return docFileOf(route).replace(/\.mdx$/, '');
}
