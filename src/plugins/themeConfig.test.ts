import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import {
  THEME_CONFIG_SCHEMA,
  validateRslibThemeConfig,
  validateSearchThemeConfig,
} from './themeConfig';

const validate = (themeConfig: object) =>
  normalizeThemeConfig(THEME_CONFIG_SCHEMA, themeConfig) as {
    rslib: Record<string, unknown>;
    rslibSearch: Record<string, unknown>;
  };

describe('themeConfig.rslib', () => {
  it('fills in every default when absent', () => {
    expect(validate({}).rslib).toEqual({
      darkMode: true,
      hideNavbar: 'never',
      enableScrollToTop: true,
      enableAppearanceAnimation: true,
      announcement: null,
      socialLinks: [],
      toolsMenu: {trigger: 'hover'},
      frameAncestors: ["'self'"],
    });
  });

  it('keeps valid values; announcement display defaults to true', () => {
    const rslib = {
      darkMode: false,
      hideNavbar: 'auto',
      enableScrollToTop: false,
      enableAppearanceAnimation: false,
      announcement: {storageKey: 'k', href: '/guide/'},
      socialLinks: [
        {icon: 'github', mode: 'link', content: 'https://github.com/x'},
        {
          icon: {src: '/img/qq.svg'},
          mode: 'img',
          content: '/qr.png',
          label: 'QQ',
        },
      ],
      toolsMenu: {trigger: 'click'},
      frameAncestors: ["'self'", 'https://example.com'],
    };
    expect(validate({rslib}).rslib).toEqual({
      ...rslib,
      announcement: {display: true, storageKey: 'k', href: '/guide/'},
    });
  });

  it.each([
    [
      {hideNavbar: 'sometimes'},
      /"rslib\.hideNavbar" must be one of \[always, never, auto\]/,
    ],
    [{darkMode: 'no'}, /"rslib\.darkMode" must be a boolean/],
    [
      {toolsMenu: {trigger: 'focus'}},
      /"rslib\.toolsMenu\.trigger" must be one of \[hover, click\]/,
    ],
    [
      {frameAncestors: ['*']},
      /"rslib\.frameAncestors\[0\]" .*'self', 'none' or an http\(s\) origin/,
    ],
    [
      {announcement: {href: '/'}},
      /"rslib\.announcement\.storageKey" is required/,
    ],
    [
      {socialLinks: [{icon: 'myspace', mode: 'link', content: 'https://a'}]},
      /"rslib\.socialLinks\[0\]\.icon" must be one of \[github, x, discord, object\]/,
    ],
    [
      {socialLinks: [{icon: 'github', mode: 'popup', content: 'https://a'}]},
      /"rslib\.socialLinks\[0\]\.mode" must be one of \[link, text, img, dom\]/,
    ],
    [
      {socialLinks: [{icon: {src: '/a.svg'}, mode: 'img', content: '/qr.png'}]},
      /"rslib\.socialLinks\[0\]\.label" is required/,
    ],
  ])(
    'stops the build on %j, naming the key and the allowed values',
    (rslib, message) => {
      expect(() => validate({rslib})).toThrow(message);
    },
  );
});

describe('themeConfig.rslibSearch', () => {
  it('defaults to local mode, 7 hits per page group and 100 overall', () => {
    expect(validate({}).rslibSearch).toEqual({
      mode: 'local',
      perGroup: 7,
      limit: 100,
    });
  });

  it('accepts remote mode with an apiUrl, indexes and a hooks module', () => {
    const rslibSearch = {
      mode: 'remote',
      perGroup: 5,
      limit: 50,
      remote: {
        apiUrl: 'https://search.example/api',
        searchIndexes: ['rslib', {value: 'rsbuild', label: 'Rsbuild'}],
        timeoutMs: 3000,
      },
      hooks: './src/searchHooks.ts',
    };
    expect(validate({rslibSearch}).rslibSearch).toEqual(rslibSearch);
  });

  it.each([
    [{mode: 'cloud'}, /"rslibSearch\.mode" must be one of \[local, remote\]/],
    [{perGroup: 0}, /"rslibSearch\.perGroup" must be a positive number/],
    [{limit: 2.5}, /"rslibSearch\.limit" must be an integer/],
    [{mode: 'remote'}, /"rslibSearch\.remote" is required/],
    [
      {mode: 'remote', remote: {apiUrl: 'ftp://x'}},
      /"rslibSearch\.remote\.apiUrl".*an http\(s\) URL or a path on this site/,
    ],
    [{remote: {apiUrl: '//evil.example/api'}}, /"rslibSearch\.remote\.apiUrl"/],
    [{hooks: ''}, /"rslibSearch\.hooks" is not allowed to be empty/],
  ])('stops the build on %j', (rslibSearch, message) => {
    expect(() => validate({rslibSearch})).toThrow(message);
  });
});

describe('validateThemeConfig hooks', () => {
  const context = (themeConfig: object) => ({
    themeConfig,
    validate: normalizeThemeConfig,
  });

  it('each plugin completes its own slice and keeps the rest of themeConfig', () => {
    expect(
      validateRslibThemeConfig(context({navbar: {title: 'Rslib'}})),
    ).toMatchObject({navbar: {title: 'Rslib'}, rslib: {darkMode: true}});
    expect(validateSearchThemeConfig(context({}))).toMatchObject({
      rslibSearch: {mode: 'local'},
    });
  });
});
