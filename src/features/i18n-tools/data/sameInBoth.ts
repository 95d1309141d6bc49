/**
 * Label ids whose Chinese text is rightly the same as the English one (product
 * names and option names). Used by the translation status report and the
 * i18n parity test so neither counts them as untranslated.
 */
export const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  // i18n/zh/docusaurus-theme-classic/navbar.json
  'title',
  'item.label.API',
  // i18n/zh/docusaurus-plugin-content-docs/current.json
  'version.label',
  'sidebar.config.category.lib',
  'sidebar.config.category.Rsbuild',
  'sidebar.api.category.JavaScript API',
  // i18n/zh/code.json
  'seo.card.api',
]);
