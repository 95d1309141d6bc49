/**
 * Local Docusaurus plugin for the compact code blocks (`src/features/code/theme/CodeBlock`):
 * - turns the site's two Prism themes (`themeConfig.prism.theme` and
 *   `darkTheme`) into one stylesheet, written to
 *   `@generated/rslib-code/default/code-theme.css` and bundled with the
 *   blocks, so syntax-highlighting colors follow `[data-theme]` without a
 *   re-render (code blocks learn when the page has hydrated from
 *   `../hydration`);
 * - points `@rslib/prism-loader` at the server loader (Prism loaded with the
 *   module, for pre-rendering) or the browser loader (Prism fetched on demand);
 * - starts loading Prism when a client-side navigation starts
 *   (`client/prism/onNavigation.ts`), for the next page's code blocks;
 * - replaces `prism-react-renderer` in the bundles with its adapter
 *   (`client/prism/prismReactRendererStub.ts` says why; listed under
 *   "Internal dependencies" in `src/theme/README.md`).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss, type CodeTheme} from './common/codeHtml';

export {default as remarkCodeAnnotations} from './build/remarkCodeAnnotations';
export {default as remarkTwoslash} from './build/remarkTwoslash';

/**
 * @param context the site's load context; reads `themeConfig.prism.theme` and
 *   `darkTheme` (prism-react-renderer theme objects; no dark theme → the light one)
 */
export default function codePlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {
    prism: {theme: CodeTheme; darkTheme?: CodeTheme};
  };
  const client = path.join(__dirname, 'client');
  return {
    name: 'rslib-code',
    // CodeBlock (compact build-time HTML), its copy button, TwoslashCode.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(client, 'prism', 'onNavigation.ts')];
    },
    async contentLoaded({actions}) {
      await actions.createData(
        // Imported by the theme components as `@generated/rslib-code/default/code-theme.css`.
        'code-theme.css',
        [
          codeThemeCss(prism.theme, 'light'),
          codeThemeCss(prism.darkTheme ?? prism.theme, 'dark'),
        ].join('\n') + '\n',
      );
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@rslib/prism-loader$': path.join(
              client,
              'prism',
              isServer ? 'loader.server.ts' : 'loader.client.ts',
            ),
            'prism-react-renderer$': path.join(
              client,
              'prism',
              'prismReactRendererStub.ts',
            ),
          },
        },
      };
    },
  };
}
