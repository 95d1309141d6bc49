/**
 * Local Docusaurus plugin: build-time validation of `themeConfig.rslib` (the
 * navbar and theme options: dark mode, navbar hiding, scroll-to-top, the
 * theme-switch animation, the announcement bar, social links, the tools menu,
 * `frame-ancestors`), the way Docusaurus themes validate theirs (a Joi schema
 * handed to `validateThemeConfig`). A bad value stops the build with a
 * message naming the key and the allowed values; absent keys get their
 * defaults, so the browser reads a complete, valid object and never has to
 * guess. Listed first among the site's plugins, so every later plugin reads
 * the completed options.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {Plugin, ThemeConfigValidationContext} from '@docusaurus/types';
import {SOCIAL_ICON_NAMES} from './common/themeOptions';

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

/**
 * `validateThemeConfig` of this plugin (Docusaurus runs it just before the
 * plugin starts).
 * @throws Docusaurus's validation error (key, value, allowed values)
 */
export function validateRslibThemeConfig<T>({
  validate,
  themeConfig,
}: ThemeConfigValidationContext<T>): T {
  return validate(
    Joi.object({rslib: RSLIB_THEME_SCHEMA}) as never,
    themeConfig,
  );
}

export default function themeOptionsPlugin(): Plugin {
  return {name: 'rslib-theme-options'};
}

themeOptionsPlugin.validateThemeConfig = validateRslibThemeConfig;
