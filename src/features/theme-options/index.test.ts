import {Joi, normalizeThemeConfig} from '@docusaurus/utils-validation';
import {RSLIB_THEME_SCHEMA, validateRslibThemeConfig} from './index';

const validate = (themeConfig: object) =>
  normalizeThemeConfig(
    Joi.object({rslib: RSLIB_THEME_SCHEMA}),
    themeConfig,
  ) as {
    rslib: Record<string, unknown>;
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

describe('validateThemeConfig', () => {
  it('completes its own slice and keeps the rest of themeConfig', () => {
    expect(
      validateRslibThemeConfig({
        themeConfig: {navbar: {title: 'Rslib'}},
        validate: normalizeThemeConfig as never,
      }),
    ).toMatchObject({navbar: {title: 'Rslib'}, rslib: {darkMode: true}});
  });
});
