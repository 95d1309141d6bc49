/**
 * Build-time validation of `themeConfig.rslibSearch` (the search modal: local
 * or remote mode, hits per group and overall, the remote API, the hooks
 * module), the way Docusaurus themes validate theirs. A bad value stops the
 * build with the key and the allowed values; absent keys get their defaults.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {ThemeConfigValidationContext} from '@docusaurus/types';

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

/**
 * `validateThemeConfig` of the search plugin.
 * @throws Docusaurus's validation error (key, value, allowed values)
 */
export function validateSearchThemeConfig<T>({
  validate,
  themeConfig,
}: ThemeConfigValidationContext<T>): T {
  return validate(
    Joi.object({rslibSearch: RSLIB_SEARCH_SCHEMA}) as never,
    themeConfig,
  );
}
