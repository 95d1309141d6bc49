/**
 * The feature plugins' glue, with a fake load context: what each one hands
 * Docusaurus (theme folders, client modules, inline scripts, data) exists and
 * works. Plugins with more behaviour have their own `index.test.ts`; this
 * covers the small ones and what all of them share (unique names).
 */
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Joi, normalizeThemeConfig} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import appearancePlugin from '@site/src/features/appearance';
import earlyInputPlugin from '@site/src/features/early-input';
import {IMAGE_ZOOM_SELECTOR} from '@site/src/features/image-zoom/common/imageZoom';
import hydrationPlugin from '@site/src/features/hydration';
import localeRedirectPlugin from '@site/src/features/locale-redirect';
import navigationPlugin from '@site/src/features/navigation';
import navbarPlugin from '@site/src/features/navbar';
import sidebarPlugin from '@site/src/features/sidebar';
import outlinePlugin from '@site/src/features/outline';
import overviewPlugin from '@site/src/features/overview';
import pageSwitchesPlugin from '@site/src/features/page-switches';
import searchPlugin from '@site/src/features/search';
import themeOptionsPlugin, {
  RSLIB_THEME_SCHEMA,
} from '@site/src/features/theme-options';
import {RSLIB_SEARCH_SCHEMA} from '@site/src/features/search/build/themeConfig';
import {EARLY_INPUT_GLOBAL} from '@site/src/features/early-input/common/earlyInputScript';

const ROOT = path.join(__dirname, '..');

/** A load context with the theme options completed as the build does. */
function context(themeConfig: Record<string, unknown> = {}): LoadContext {
  return {
    siteDir: ROOT,
    baseUrl: '/',
    generatedFilesDir: path.join(ROOT, '.docusaurus'),
    localizationDir: path.join(ROOT, 'i18n/en'),
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'zh'],
      currentLocale: 'en',
      path: 'i18n',
      localeConfigs: {},
    },
    siteConfig: {
      title: 'Rslib',
      url: 'https://rslib.rs',
      baseUrl: '/',
      markdown: {parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER},
      themeConfig: normalizeThemeConfig(
        Joi.object({
          rslib: RSLIB_THEME_SCHEMA,
          rslibSearch: RSLIB_SEARCH_SCHEMA,
        }),
        themeConfig,
      ),
    },
  } as unknown as LoadContext;
}

/** The inline scripts a plugin puts in every page. */
function inlineScripts(plugin: Plugin): string[] {
  const tags = plugin.injectHtmlTags?.({content: undefined}) as
    {headTags?: unknown[]; preBodyTags?: unknown[]} | undefined;
  return [...(tags?.headTags ?? []), ...(tags?.preBodyTags ?? [])]
    .map((tag) => tag as {tagName: string; innerHTML?: string})
    .filter((tag) => tag.tagName === 'script')
    .map((tag) => tag.innerHTML ?? '');
}

describe('feature plugins', () => {
  const plugins: Plugin[] = [
    themeOptionsPlugin(),
    appearancePlugin(context()),
    earlyInputPlugin(context(), {imageSelector: IMAGE_ZOOM_SELECTOR}),
    hydrationPlugin(),
    localeRedirectPlugin(),
    navigationPlugin(),
    navbarPlugin(),
    sidebarPlugin(),
    outlinePlugin(),
    pageSwitchesPlugin(),
    searchPlugin(context()),
    overviewPlugin(context(), {sidebars: ['config']}),
  ];

  it('are named rslib-<their folder>', () => {
    expect(plugins.map((plugin) => plugin.name)).toEqual([
      'rslib-theme-options',
      'rslib-appearance',
      'rslib-early-input',
      'rslib-hydration',
      'rslib-locale-redirect',
      'rslib-navigation',
      'rslib-navbar',
      'rslib-sidebar',
      'rslib-outline',
      'rslib-page-switches',
      'rslib-search',
      'rslib-overview',
    ]);
  });

  it('hand Docusaurus client modules and theme folders that exist', () => {
    const paths = plugins.flatMap((plugin) => [
      ...(plugin.getClientModules?.() ?? []),
      ...(plugin.getThemePath ? [plugin.getThemePath()] : []),
    ]);
    expect(paths.length).toBeGreaterThan(8);
    expect(paths.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('inject inline scripts that run without throwing', () => {
    const scripts = plugins.flatMap(inlineScripts);
    // No-flash, early input, query switches.
    expect(scripts).toHaveLength(3);
    for (const script of scripts)
      expect(() => new Function(script)()).not.toThrow();
    expect(
      Array.isArray(
        (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL],
      ),
    ).toBe(true);
  });
});

describe('appearance plugin', () => {
  it('forces light without dark mode', () => {
    const [script] = inlineScripts(
      appearancePlugin(context({rslib: {darkMode: false}})),
    );
    document.documentElement.removeAttribute('data-theme');
    new Function(script)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});

describe('search plugin', () => {
  it('points @rslib/search-hooks at the module without hooks by default', () => {
    const webpack = searchPlugin(context()).configureWebpack?.(
      {} as never,
      false,
      {} as never,
      undefined,
    ) as {resolve: {alias: Record<string, string>}};
    const hooks = webpack.resolve.alias['@rslib/search-hooks'];
    expect(path.basename(hooks)).toBe('defaultSearchHooks.ts');
    expect(existsSync(hooks)).toBe(true);
  });

  it('stops the build when the configured hooks module is missing', () => {
    expect(() =>
      searchPlugin(context({rslibSearch: {hooks: './nowhere.ts'}})),
    ).toThrow(/rslibSearch\.hooks: .*nowhere\.ts does not exist/);
  });
});

describe('overview plugin', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rslib-overview-'));
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(
      path.join(dir, 'docs/format.mdx'),
      '---\ntitle: format\n---\n\n# format\n\n## Type {#type}\n\n### Default {#default}\n\n#### Deep {#deep}\n',
    );
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('writes the headings of the listed sidebars’ docs, by route', async () => {
    const written: Record<string, string> = {};
    const plugin = overviewPlugin({...context(), siteDir: dir} as LoadContext, {
      sidebars: ['config'],
    });
    const doc = (id: string, sidebar: string) => ({
      id,
      permalink: `/config/lib/${id}`,
      source: `@site/docs/${id}.mdx`,
      sidebar,
    });
    await plugin.allContentLoaded?.({
      allContent: {
        'docusaurus-plugin-content-docs': {
          default: {
            loadedVersions: [
              {docs: [doc('format', 'config'), doc('cli', 'guide')]},
            ],
          },
        },
      },
      actions: {
        createData: async (name: string, data: string) => {
          written[name] = data;
          return name;
        },
      },
    } as never);
    const headings = JSON.parse(written['headings.json']) as Record<
      string,
      {id: string; depth: number}[]
    >;
    expect(Object.keys(headings)).toEqual(['/config/lib/format']);
    expect(headings['/config/lib/format']).toMatchObject([
      {id: 'type', depth: 2},
      {id: 'default', depth: 3},
    ]);
  });

  it('stops the build when sidebars is not a list of ids', () => {
    expect(() => overviewPlugin(context(), {sidebars: 'config'})).toThrow(
      /option `sidebars` must be an array/,
    );
  });
});
