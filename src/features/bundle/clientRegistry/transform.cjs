/**
 * Source transform behind the client-registry loader. Docusaurus's generated
 * route registry (`@generated/registry`) gives every route chunk a
 * `[loader, modulePath, weakModuleId]` entry. The module path is only read
 * while rendering on the server (react-loadable reports it to collect the
 * chunks a page needs); the browser loads chunks through the loader and the
 * weak module id. Yet each path, such as
 * `@site/i18n/zh/docusaurus-plugin-content-docs/version-0.x/guide/start/quick-start.mdx`,
 * sits in the main chunk of every page, and every doc version adds one per
 * page. In the browser bundle the transform empties these strings and keeps
 * everything else as Docusaurus wrote it.
 *
 * @param {string} source the generated module: one
 *   `  "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 *   line per chunk after `export default {`, the last one ending in `};`
 * @returns {string} the same module with `""` as each entry's module path
 * @throws {Error} when an entry line has another shape (Docusaurus changed how
 *   it writes the registry): the build fails instead of shipping a registry
 *   this transform does not understand
 */
const ENTRY =
  /^( {2}"[^"\\]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\\]+" \*\/ ("[^"\\]*")\), )\2(, require\.resolveWeak\(\2\)\],(?:\};)?)$/;

function withoutModulePaths(source) {
  const lines = source.split('\n');
  const start = lines.indexOf('export default {');
  if (start === -1) throw unexpected('no `export default {` line');
  let entries = 0;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line === '};' || line === '}' || line === '') continue;
    const match = ENTRY.exec(line);
    if (!match) throw unexpected(`line ${i + 1}: ${line.slice(0, 120)}`);
    lines[i] = `${match[1]}""${match[3]}`;
    entries++;
  }
  if (entries === 0) throw unexpected('no entry');
  return lines.join('\n');
}

function unexpected(detail) {
  return new Error(
    `rslib-bundle (client registry): the generated route registry has an unexpected shape (${detail}). Docusaurus changed how it writes @generated/registry: update src/features/bundle/clientRegistry.`,
  );
}

module.exports = {withoutModulePaths};
