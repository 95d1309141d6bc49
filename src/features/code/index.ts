/**
 * Local Docusaurus plugin for the compact code blocks (`src/features/code/theme/CodeBlock`):
 * - turns the site's two Prism themes (`themeConfig.prism.theme` and
 *   `darkTheme`) into one stylesheet, written to
 *   `@generated/rslib-code-theme/default/code-theme.css` and bundled with the
 *   blocks, so colors follow `[data-theme]` without a re-render;
 * - points `@rslib/prism-loader` at the server loader (Prism loaded with the
 *   module, for pre-rendering) or the browser loader (Prism fetched on demand);
 * - replaces `prism-react-renderer` in the bundles with a stand-in
 *   (`src/features/code/client/prism/prismReactRendererStub.ts` says why).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss, type CodeTheme} from './common/codeHtml';

export {default as remarkCodeAnnotations} from './build/remarkCodeAnnotations';
export {default as remarkTwoslash} from './build/remarkTwoslash';

export default function codePlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {
    prism: {theme: CodeTheme; darkTheme?: CodeTheme};
  };
  const loaders = path.join(__dirname, 'client/prism');
  return {
    name: 'rslib-code-theme',
    // CodeBlock (compact build-time HTML), its copy button, TwoslashCode.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      await actions.createData(
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
              loaders,
              isServer ? 'loader.server.ts' : 'loader.client.ts',
            ),
            'prism-react-renderer$': path.join(
              loaders,
              'prismReactRendererStub.ts',
            ),
          },
        },
      };
    },
  };
}
