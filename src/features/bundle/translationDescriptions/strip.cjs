/**
 * Drops the `description` of every `translate({…})` call and `<Translate>`
 * element from a module's source. A description tells translators where a
 * label appears: `npm run write-translations` reads it from the source, and
 * nothing reads it at run time, yet every one would otherwise ship in the
 * browser bundles and add to every first visit. The
 * module is parsed with SWC (the compiler Docusaurus Faster builds with) and
 * only the byte ranges of those properties and attributes are cut, so every
 * other byte of the source stays as written.
 *
 * @param {string} source a JavaScript or TypeScript module, JSX allowed
 * @param {string} file its path (the extension picks the syntax)
 * @returns {string} the source without translation descriptions; unchanged
 *   when it has none
 * @throws {Error} SWC's parse error for a module that is not valid syntax
 */
const {parseSync} = require('@swc/core');

function isNamed(node, name) {
  return (
    node &&
    ((node.type === 'Identifier' && node.value === name) ||
      (node.type === 'StringLiteral' && node.value === name))
  );
}

/** Byte ranges (1-based, end exclusive, as SWC counts) to cut from the source. */
function descriptionSpans(ast) {
  const spans = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (
      node.type === 'CallExpression' &&
      isNamed(node.callee, 'translate') &&
      node.arguments[0]?.expression?.type === 'ObjectExpression'
    ) {
      for (const property of node.arguments[0].expression.properties) {
        if (
          property.type === 'KeyValueProperty' &&
          isNamed(property.key, 'description') &&
          property.value.type === 'StringLiteral'
        ) {
          spans.push({
            start: property.key.span.start,
            end: property.value.span.end,
          });
        }
      }
    }
    if (node.type === 'JSXOpeningElement' && isNamed(node.name, 'Translate')) {
      for (const attribute of node.attributes) {
        if (
          attribute.type === 'JSXAttribute' &&
          isNamed(attribute.name, 'description') &&
          attribute.value?.type === 'StringLiteral'
        ) {
          spans.push(attribute.span);
        }
      }
    }
    for (const key of Object.keys(node)) {
      if (key !== 'span') visit(node[key]);
    }
  };
  visit(ast);
  return spans;
}

function stripTranslationDescriptions(source, file) {
  if (
    !source.includes('description') ||
    !/\btranslate\(|<Translate\b/.test(source)
  ) {
    return source;
  }
  const typescript = /\.tsx?$/.test(file);
  const ast = parseSync(source, {
    syntax: typescript ? 'typescript' : 'ecmascript',
    tsx: typescript && file.endsWith('.tsx'),
    jsx: !typescript,
  });
  const spans = descriptionSpans(ast);
  if (spans.length === 0) return source;
  const bytes = Buffer.from(source);
  const parts = [];
  let at = 0;
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    let end = span.end - 1;
    // The property's comma (and the spaces before it) go with it.
    let next = end;
    while (next < bytes.length && /\s/.test(String.fromCharCode(bytes[next])))
      next += 1;
    if (bytes[next] === 0x2c) end = next + 1;
    parts.push(bytes.subarray(at, span.start - 1));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts).toString();
}

module.exports = {stripTranslationDescriptions};
