/** Rspack/webpack loader for the generated site config module: see transform.cjs. */
const {withoutServerOnlyConfig} = require('./transform.cjs');

module.exports = function serverOnlyConfigLoader(source) {
  return withoutServerOnlyConfig(source);
};
