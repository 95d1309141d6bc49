import {localizeTool, toolLangFromPath, type ToolLink} from './toolLang';

describe('toolLangFromPath', () => {
  it.each([
    ['/zh/', 'zh'],
    ['/zh', 'zh'],
    ['/zh/guide/start/quick-start', 'zh'],
    ['/', 'en'],
    ['/guide/start/', 'en'],
    ['/config/lib/format', 'en'],
    ['/zh/config/lib/format/', 'zh'],
    ['/guide/start/quick-start/', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ] as const)('%s → %s', (pathname, lang) => {
    expect(toolLangFromPath(pathname)).toBe(lang);
  });
});

describe('localizeTool', () => {
  const tool: ToolLink = {
    name: 'Rsbuild',
    desc: '由 Rspack 驱动的构建工具',
    descEn: 'The Rspack-powered build tool',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  };
  it('uses English variants on English pages', () => {
    expect(localizeTool(tool, 'en')).toMatchObject({
      desc: 'The Rspack-powered build tool',
      url: 'https://rsbuild.rs/',
    });
  });
  it('uses the Chinese fields on Chinese pages', () => {
    expect(localizeTool(tool, 'zh')).toMatchObject({
      desc: '由 Rspack 驱动的构建工具',
      url: 'https://rsbuild.rs/zh/',
    });
  });
  it('falls back to the default fields when an English variant is missing', () => {
    expect(
      localizeTool({name: 'X', desc: 'only', url: 'https://x.dev/'}, 'en'),
    ).toEqual({
      name: 'X',
      desc: 'only',
      logo: undefined,
      logoScale: 1,
      url: 'https://x.dev/',
    });
  });
});
