import {localizeToolGroups} from './toolsMenu';
import {
  TOOLS_MENU,
  TOOLS_MENU_HEADER,
} from '@site/src/features/navbar/data/tools';

describe('tools menu data (navbar menu of the vendor tools)', () => {
  it('lists Rspack, Rsbuild, Rspress, Rslib, Rsdoctor and awesome-rspack under the web-infra-dev header', () => {
    expect(TOOLS_MENU_HEADER.url).toBe('https://github.com/web-infra-dev');
    expect(
      TOOLS_MENU.flatMap((group) => group.links.map((tool) => tool.name)),
    ).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'awesome-rspack',
    ]);
  });

  it('uses the English variants in English and the defaults in Chinese', () => {
    const groups = [
      {
        title: '工具',
        titleEn: 'Tools',
        links: [
          {
            name: 'A',
            desc: '中文',
            descEn: 'English',
            url: 'https://a.dev/zh/',
            urlEn: 'https://a.dev/',
          },
        ],
      },
    ];
    expect(localizeToolGroups(groups, 'en')).toEqual([
      {
        title: 'Tools',
        links: [
          {
            name: 'A',
            desc: 'English',
            logo: undefined,
            logoScale: 1,
            url: 'https://a.dev/',
          },
        ],
      },
    ]);
    expect(localizeToolGroups(groups, 'zh')).toEqual([
      {
        title: '工具',
        links: [
          {
            name: 'A',
            desc: '中文',
            logo: undefined,
            logoScale: 1,
            url: 'https://a.dev/zh/',
          },
        ],
      },
    ]);
  });
});
