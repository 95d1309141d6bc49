import {
  DEFAULT_THEME_OPTIONS,
  normalizeSocialLink,
  normalizeThemeOptions,
} from './themeOptions';

describe('normalizeThemeOptions (SPEC §3 Theme config)', () => {
  it.each([undefined, null, 'x', 42, []])('%p gives the defaults', (raw) => {
    expect(normalizeThemeOptions(raw)).toEqual(DEFAULT_THEME_OPTIONS);
  });

  it('defaults: dark mode on, navbar never hidden, scroll-to-top and animation on, hover tools menu', () => {
    expect(DEFAULT_THEME_OPTIONS).toEqual({
      darkMode: true,
      hideNavbar: 'never',
      enableScrollToTop: true,
      enableAppearanceAnimation: true,
      announcement: null,
      socialLinks: [],
      toolsMenu: {trigger: 'hover'},
    });
  });

  it('keeps valid values', () => {
    const options = normalizeThemeOptions({
      darkMode: false,
      hideNavbar: 'auto',
      enableScrollToTop: false,
      enableAppearanceAnimation: false,
      announcement: {display: false, storageKey: 'k', href: '/guide/'},
      socialLinks: [
        {
          icon: 'github',
          mode: 'link',
          content: 'https://github.com/web-infra-dev/rslib',
        },
      ],
      toolsMenu: {trigger: 'click'},
    });
    expect(options).toEqual({
      darkMode: false,
      hideNavbar: 'auto',
      enableScrollToTop: false,
      enableAppearanceAnimation: false,
      announcement: {display: false, storageKey: 'k', href: '/guide/'},
      socialLinks: [
        {
          icon: 'github',
          mode: 'link',
          content: 'https://github.com/web-infra-dev/rslib',
        },
      ],
      toolsMenu: {trigger: 'click'},
    });
  });

  it('replaces invalid values by defaults', () => {
    const options = normalizeThemeOptions({
      darkMode: 'no',
      hideNavbar: 'sometimes',
      enableScrollToTop: 1,
      announcement: {storageKey: '', href: '/'},
      socialLinks: 'github',
      toolsMenu: {trigger: 'focus'},
    });
    expect(options).toEqual(DEFAULT_THEME_OPTIONS);
  });

  it('announcement display defaults to true', () => {
    expect(
      normalizeThemeOptions({announcement: {storageKey: 'k', href: '/'}})
        .announcement,
    ).toEqual({
      display: true,
      storageKey: 'k',
      href: '/',
    });
  });
});

describe('normalizeSocialLink', () => {
  it.each([
    [
      {icon: 'x', mode: 'text', content: '@rspack_dev'},
      {icon: 'x', mode: 'text', content: '@rspack_dev'},
    ],
    [
      {icon: 'discord', mode: 'dom', content: '<b>hi</b>', label: 'D'},
      {icon: 'discord', mode: 'dom', content: '<b>hi</b>', label: 'D'},
    ],
    [
      {
        icon: {src: '/img/qq.svg'},
        mode: 'img',
        content: '/img/qr.png',
        label: 'QQ',
      },
      {
        icon: {src: '/img/qq.svg'},
        mode: 'img',
        content: '/img/qr.png',
        label: 'QQ',
      },
    ],
    [{icon: {src: '/img/qq.svg'}, mode: 'img', content: '/img/qr.png'}, null], // custom icon needs a label
    [{icon: 'myspace', mode: 'link', content: 'https://a'}, null],
    [{icon: 'github', mode: 'popup', content: 'https://a'}, null],
    [{icon: 'github', mode: 'link', content: ''}, null],
    [{icon: 'github', mode: 'link'}, null],
    ['github', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeSocialLink(raw)).toEqual(expected);
  });

  it('drops invalid entries and keeps the order of the rest', () => {
    const options = normalizeThemeOptions({
      socialLinks: [
        {icon: 'github', mode: 'link', content: 'a'},
        {icon: 'nope', mode: 'link', content: 'b'},
        {icon: 'x', mode: 'link', content: 'c'},
      ],
    });
    expect(options.socialLinks.map((link) => link.content)).toEqual(['a', 'c']);
  });
});
