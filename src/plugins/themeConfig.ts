/**
 * Build-time validation of our two `themeConfig` slices, the way Docusaurus
 * themes validate theirs (a Joi schema handed to `validateThemeConfig`):
 * `themeConfig.rslib` (navbar and theme options) and `themeConfig.rslibSearch`
 * (the search modal). A bad value stops the build with a message naming the
 * key and the allowed values; absent keys get their defaults, so the browser
 * reads a complete, valid object and never has to guess.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {ThemeConfigValidationContext} from '@docusaurus/types';
import {SOCIAL_ICON_NAMES} from '../lib/themeOptions';

const socialLink = Joi.object({
  icon: Joi.alternatives()
    .try(
      Joi.string().valid(...SOCIAL_ICON_NAMES),
      Joi.object({src: Joi.string().min(1).required()}),
    )
    .required(),
  mode: Joi.string().valid('link', 'text', 'img', 'dom').required(),
  content: Joi.string().min(1).required(),
  // A custom icon has no built-in name, so it needs a label for screen readers.
  label: Joi.string()
    .min(1)
    .when('icon', {is: Joi.object(), then: Joi.required()}),
});

/** `themeConfig.rslib`, with every default. */
export const RSLIB_THEME_SCHEMA = Joi.object({
  darkMode: Joi.boolean().default(true),
  hideNavbar: Joi.string().valid('always', 'never', 'auto').default('never'),
  enableScrollToTop: Joi.boolean().default(true),
  enableAppearanceAnimation: Joi.boolean().default(true),
  announcement: Joi.object({
    display: Joi.boolean().default(true),
    storageKey: Joi.string().min(1).required(),
    href: Joi.string().min(1).required(),
  })
    .allow(null)
    .default(null),
  socialLinks: Joi.array().items(socialLink).default([]),
  toolsMenu: Joi.object({
    trigger: Joi.string().valid('hover', 'click').default('hover'),
  }).default(),
  // `frame-ancestors` sources of the Content Security Policy: keywords or origins.
  frameAncestors: Joi.array()
    .items(
      Joi.string().pattern(
        /^('self'|'none'|https?:\/\/[^\s;,'"]+)$/,
        "'self', 'none' or an http(s) origin",
      ),
    )
    .min(1)
    .default(() => ["'self'"]),
}).default();

const remoteSearch = Joi.object({
  apiUrl: Joi.string()
    .pattern(
      /^(https?:\/\/|\/(?!\/))/i,
      'an http(s) URL or a path on this site',
    )
    .required(),
  searchIndexes: Joi.array().items(
    Joi.string(),
    Joi.object({
      value: Joi.string().required(),
      label: Joi.string().required(),
    }),
  ),
  currentIndex: Joi.string(),
  timeoutMs: Joi.number().integer().positive(),
});

/** `themeConfig.rslibSearch`, with every default. */
export const RSLIB_SEARCH_SCHEMA = Joi.object({
  mode: Joi.string().valid('local', 'remote').default('local'),
  perGroup: Joi.number().integer().positive().default(7),
  limit: Joi.number().integer().positive().default(100),
  remote: remoteSearch.when('mode', {is: 'remote', then: Joi.required()}),
  hooks: Joi.string().min(1),
}).default();

/** Both slices; tests complete a theme config with it as the build does. */
export const THEME_CONFIG_SCHEMA = Joi.object({
  rslib: RSLIB_THEME_SCHEMA,
  rslibSearch: RSLIB_SEARCH_SCHEMA,
});

/**
 * `validateThemeConfig` of the plugin that reads `themeConfig.rslib`
 * (Docusaurus runs it just before that plugin starts).
 * @throws Docusaurus's validation error (key, value, allowed values)
 */
export function validateRslibThemeConfig({
  validate,
  themeConfig,
}: ThemeConfigValidationContext<object>): object {
  return validate(Joi.object({rslib: RSLIB_THEME_SCHEMA}), themeConfig);
}

/**
 * `validateThemeConfig` of the plugin that reads `themeConfig.rslibSearch`.
 * @throws Docusaurus's validation error (key, value, allowed values)
 */
export function validateSearchThemeConfig({
  validate,
  themeConfig,
}: ThemeConfigValidationContext<object>): object {
  return validate(Joi.object({rslibSearch: RSLIB_SEARCH_SCHEMA}), themeConfig);
}
