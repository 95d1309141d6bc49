/** Rspack/webpack loader: `@generated/codeTranslations` without the code's own texts (see transform.cjs). */
const {withoutCodeTexts} = require('./transform.cjs');

module.exports = function defaultLocaleLabelsLoader(source) {
  return withoutCodeTexts(source, this.getOptions().codeTexts);
};
