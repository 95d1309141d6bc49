/** Rspack/webpack loader: the module without translation descriptions (see strip.cjs). */
const {stripTranslationDescriptions} = require('./strip.cjs');

module.exports = function translationDescriptionsLoader(source) {
  return stripTranslationDescriptions(source, this.resourcePath);
};
