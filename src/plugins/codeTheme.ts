/**
 * Local Docusaurus plugin: turns the site's two Prism themes
 * (`themeConfig.prism.theme` and `darkTheme`) into one stylesheet for the
 * compact code blocks (`src/theme/CodeBlock/Content`), written to
 * `@generated/rslib-code-theme/default/code-theme.css` and bundled with them.
 * Colors then follow `[data-theme]` like the rest of the page, with no
 * re-render when the reader switches color mode.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss, type CodeTheme} from '../lib/codeHtml';

export default function codeThemePlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {
    prism: {theme: CodeTheme; darkTheme?: CodeTheme};
  };
  return {
    name: 'rslib-code-theme',
    async contentLoaded({actions}) {
      await actions.createData(
        'code-theme.css',
        [
          codeThemeCss(prism.theme, 'light'),
          codeThemeCss(prism.darkTheme ?? prism.theme, 'dark'),
        ].join('\n') + '\n',
      );
    },
  };
}
