import {readFileSync} from 'node:fs';
import path from 'node:path';
import hydrationPlugin, {MAIN_WRAPPER_ID} from './index';

describe('hydration plugin head tags', () => {
  const tags = () => {
    const plugin = hydrationPlugin();
    const injected = plugin.injectHtmlTags?.({
      content: undefined,
    } as Parameters<NonNullable<typeof plugin.injectHtmlTags>>[0]);
    return injected?.headTags ?? [];
  };

  it('holds rendering until the element after the navbar is parsed', () => {
    expect(tags()).toEqual([
      {
        tagName: 'link',
        attributes: {
          rel: 'expect',
          href: `#${MAIN_WRAPPER_ID}`,
          blocking: 'render',
        },
      },
    ]);
  });

  it('expects the id Docusaurus gives the main wrapper (`SkipToContentFallbackId`, exported by theme-common)', () => {
    // Read, not imported: theme-common's entry needs the browser bundle's aliases.
    const themeCommon = path.join(
      path.dirname(require.resolve('@docusaurus/core/package.json')),
      '..',
      'theme-common',
      'lib',
    );
    expect(
      readFileSync(path.join(themeCommon, 'index.d.ts'), 'utf8'),
    ).toContain('SkipToContentFallbackId');
    expect(
      readFileSync(
        path.join(themeCommon, 'utils/skipToContentUtils.js'),
        'utf8',
      ),
    ).toContain(`export const SkipToContentFallbackId = '${MAIN_WRAPPER_ID}';`);
  });
});
