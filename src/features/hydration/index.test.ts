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
    // The module itself: theme-common's entry needs the browser bundle's aliases.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module the package does not export by name
    const {SkipToContentFallbackId} = require(
      path.join(
        path.dirname(require.resolve('@docusaurus/theme-common')),
        'utils/skipToContentUtils.js',
      ),
    ) as {SkipToContentFallbackId: string};
    expect(SkipToContentFallbackId).toBe(MAIN_WRAPPER_ID);
  });
});
