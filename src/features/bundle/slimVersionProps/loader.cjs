/** Rspack/webpack loader for the docs plugin's route-props JSON: see transform.cjs. */
const {slimVersionProps} = require('./transform.cjs');

module.exports = function slimVersionPropsLoader(source) {
  return slimVersionProps(source);
};
