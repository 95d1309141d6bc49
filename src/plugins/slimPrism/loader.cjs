/**
 * Rspack/webpack loader for `prism-react-renderer/dist/index.mjs`: see
 * transform.cjs. Option `prismModule`: absolute path of the module whose
 * default export is the Prism instance to use.
 */
const {slimPrismReactRenderer} = require('./transform.cjs');

module.exports = function slimPrismLoader(source) {
  const {prismModule} = this.getOptions();
  return slimPrismReactRenderer(source, prismModule);
};
