/**
 * Source transform behind the server-only-config loader. Docusaurus hands the
 * whole site config to the browser (`@generated/docusaurus.config`, read by
 * `useDocusaurusContext().siteConfig`), including settings only the build
 * reads: the page template (`ssrTemplate`, ~1.7 KB) and the preset, plugin
 * and theme lists (module paths and their options, ~1.8 KB). No client code
 * reads them (Docusaurus's own reads `baseUrl`, `future`, `themeConfig`…), so
 * every page's main chunk carried them for nothing. The transform drops them;
 * everything else is kept as it was.
 *
 * @param {string} source the generated module: `export default <JSON>;`
 * @returns {string} the same module without the server-only keys
 * @throws {Error} when the module no longer has that shape (Docusaurus changed
 *   how it writes the config): the build fails instead of shipping a broken module
 */
const SERVER_ONLY_KEYS = ['ssrTemplate', 'presets', 'plugins', 'themes'];

const PREFIX = 'export default ';

function withoutServerOnlyConfig(source) {
  const start = source.indexOf(PREFIX);
  const body = start === -1 ? '' : source.slice(start + PREFIX.length).trim();
  let config;
  try {
    config = JSON.parse(body.endsWith(';') ? body.slice(0, -1) : body);
  } catch (error) {
    throw new Error(
      'rslib-bundle (server-only config): the generated site config is no longer `export default <JSON>;`. Docusaurus changed how it writes it: update src/features/bundle/serverOnlyConfig.',
      {cause: error},
    );
  }
  for (const key of SERVER_ONLY_KEYS) delete config[key];
  return `${PREFIX}${JSON.stringify(config)};\n`;
}

module.exports = {SERVER_ONLY_KEYS, withoutServerOnlyConfig};
