/**
 * Source transform behind the slim-Prism loader, which keeps doc pages within
 * the size budget (see README). `prism-react-renderer` 2.x ships one file that
 * contains its own copy of Prism with ~30 grammars and 20 color themes (≈ 26 KB
 * gzip), although this site highlights only JS/TS/TSX, JSON, Bash, diff, HTML
 * and CSS and brings its own themes. The transform keeps the library's own code
 * — the bundler helpers at the top and everything from its `src/index.ts` on
 * (`Highlight`, `useTokenize`, `normalizeTokens`, the line/token prop hooks) —
 * and swaps the vendored Prism for `prismModule` (default export: a Prism
 * instance) and the bundled themes for an empty `themes` object.
 *
 * @param {string} source text of `prism-react-renderer/dist/index.mjs`
 * @param {string} prismModule import specifier of the replacement Prism
 * @returns {string} the transformed module source
 * @throws {Error} when the file no longer has the expected layout (a new
 *   prism-react-renderer version): fail the build rather than ship a broken
 *   highlighter
 */
function slimPrismReactRenderer(source, prismModule) {
  const vendorStart = source.indexOf('\n// ../../node_modules/');
  const componentsStart = source.indexOf('\n// src/index.ts\n');
  const problems = [];
  if (vendorStart < 0)
    problems.push('no vendored Prism section ("// ../../node_modules/…")');
  if (componentsStart < 0) problems.push('no "// src/index.ts" section');
  if (vendorStart > componentsStart)
    problems.push('vendored Prism section after the components');
  const tail = componentsStart < 0 ? '' : source.slice(componentsStart);
  for (const name of [
    'Prism',
    'themes_exports',
    'vsDark_default',
    'Highlight2 as Highlight',
  ]) {
    if (!tail.includes(name))
      problems.push(`components section does not use "${name}"`);
  }
  if (problems.length > 0) {
    throw new Error(
      `slimPrism: unexpected prism-react-renderer layout: ${problems.join('; ')}`,
    );
  }
  return [
    source.slice(0, vendorStart),
    `import Prism from ${JSON.stringify(prismModule)};`,
    '// Themes come from the site config (themeConfig.prism); Docusaurus always passes one.',
    'var themes_exports = {};',
    'var vsDark_default = {plain: {}, styles: []};',
    tail,
  ].join('\n');
}

module.exports = {slimPrismReactRenderer};
