/**
 * Site setting for code wrapping (SPEC §3 Site data: no code wrapping by
 * default). Pure.
 */

/**
 * Reads `customFields.markdown.defaultWrapCode` from the site config.
 * @param customFields `siteConfig.customFields` (untyped)
 * @returns true only when the setting is exactly `true`
 */
export function defaultWrapCode(customFields: unknown): boolean {
  if (typeof customFields !== 'object' || customFields === null) return false;
  const markdown = (customFields as {markdown?: unknown}).markdown;
  if (typeof markdown !== 'object' || markdown === null) return false;
  return (markdown as {defaultWrapCode?: unknown}).defaultWrapCode === true;
}
