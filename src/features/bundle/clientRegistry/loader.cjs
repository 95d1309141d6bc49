/** Rspack/webpack loader for the generated route registry of the browser bundle: see transform.cjs. */
const {withoutModulePaths} = require('./transform.cjs');

module.exports = function clientRegistryLoader(source) {
  return withoutModulePaths(source);
};
