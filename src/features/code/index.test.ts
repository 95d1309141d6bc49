/** @jest-environment node */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './data/prismThemes';
import codePlugin from './';

const context = (prism: object) =>
  ({siteConfig: {themeConfig: {prism}}}) as unknown as LoadContext;

/** The stylesheet `contentLoaded` writes, and under which name. */
async function writtenCss(prism: object) {
  const createData = jest.fn().mockResolvedValue('');
  await codePlugin(context(prism)).contentLoaded!({
    content: undefined,
    actions: {createData} as unknown as PluginContentLoadedActions,
    allContent: {},
  } as never);
  expect(createData).toHaveBeenCalledTimes(1);
  return createData.mock.calls[0] as [string, string];
}

describe('code plugin', () => {
  it('writes the token colors of both themes as one stylesheet the blocks import', async () => {
    const [name, css] = await writtenCss({
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    });
    expect(name).toBe('code-theme.css');
    // Light: VS Light's keyword blue; dark: VS Dark's.
    expect(css).toContain(
      "[data-theme='light'] .rslib-code .token.function,[data-theme='light'] .rslib-code .token.keyword{color:rgb(0, 0, 255)}",
    );
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block{--prism-color:#9CDCFE !important;--prism-background-color:#1E1E1E !important}",
    );
    expect(css.endsWith('\n')).toBe(true);
    // The theme components import the file under the plugin's name.
    const plugin = codePlugin(context({theme: lightCodeTheme}));
    for (const component of [
      'theme/CodeBlock/Content/index.tsx',
      'theme/TwoslashCode/index.tsx',
    ]) {
      expect(readFileSync(path.join(__dirname, component), 'utf8')).toContain(
        `'@generated/${plugin.name}/default/${name}'`,
      );
    }
  });

  it('uses the light theme for dark mode when there is no dark theme', async () => {
    const [, css] = await writtenCss({theme: lightCodeTheme});
    expect(css).toContain(
      "[data-theme='dark'] .rslib-code .token.function,[data-theme='dark'] .rslib-code .token.keyword{color:rgb(0, 0, 255)}",
    );
  });

  it.each([
    [true, 'loader.server.ts'],
    [false, 'loader.client.ts'],
  ])(
    'aliases the Prism loader (server %s → %s) and prism-react-renderer to its adapter',
    (isServer, loader) => {
      const plugin = codePlugin(context({theme: lightCodeTheme}));
      const {resolve} = plugin.configureWebpack!(
        {} as never,
        isServer,
        {} as never,
        {} as never,
      ) as {resolve: {alias: Record<string, string>}};
      expect(resolve.alias).toEqual({
        '@rslib/prism-loader$': path.join(__dirname, 'client/prism', loader),
        'prism-react-renderer$': path.join(
          __dirname,
          'client/prism/prismReactRendererStub.ts',
        ),
      });
      for (const file of Object.values(resolve.alias)) {
        expect(existsSync(file)).toBe(true);
      }
    },
  );

  it('registers its theme folder and the first-render client module', () => {
    const plugin = codePlugin(context({theme: lightCodeTheme}));
    const themePath = plugin.getThemePath!();
    for (const component of [
      'CodeBlock/index.tsx',
      'CodeBlock/Content/index.tsx',
      'CodeBlock/Buttons/CopyButton/index.tsx',
      'TwoslashCode/index.tsx',
      'prism-include-languages.ts',
    ]) {
      expect(existsSync(path.join(themePath, component))).toBe(true);
    }
  });
});
