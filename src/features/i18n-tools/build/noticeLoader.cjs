/**
 * Rspack/webpack loader for the docs plugin's per-doc metadata modules (the
 * JSON each doc page imports as `metadata`): adds the translation notice the
 * build computed for that doc (`translationNotice`, see `../index.ts`), so the
 * notice travels with the one page that shows it and no other page loads it.
 * Options: `{noticesFile}`, a JSON map from a doc's `source` (`@site/…`) to its
 * notice; it is a dependency of every module, so a changed report rebuilds them.
 */
const {readFileSync} = require('node:fs');

/**
 * @param {string} source JSON text of a doc metadata module
 * @param {Record<string, unknown>} notices notices by doc `source`
 * @returns {string} the metadata with `translationNotice` when its doc has one,
 *   else `source` unchanged
 * @throws {SyntaxError} when the module is not JSON
 */
function addTranslationNotice(source, notices) {
  const metadata = JSON.parse(source);
  const notice =
    metadata && typeof metadata.source === 'string'
      ? notices[metadata.source]
      : undefined;
  if (!notice) return source;
  return JSON.stringify({...metadata, translationNotice: notice});
}

module.exports = function noticeLoader(source) {
  const {noticesFile} = this.getOptions();
  this.addDependency(noticesFile);
  return addTranslationNotice(
    source,
    JSON.parse(readFileSync(noticesFile, 'utf8')),
  );
};
module.exports.addTranslationNotice = addTranslationNotice;
