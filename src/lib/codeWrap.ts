/**
 * Site setting for code wrapping (off unless the site config turns it on; the
 * reader can still wrap a block with its toggle). Pure.
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
