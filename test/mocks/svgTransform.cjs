/**
 * Jest transform for `.svg` imports: Docusaurus's SVGR loader turns them into
 * React components in the site's bundles; in unit tests each becomes a
 * component drawing an empty `<svg>` with the props it is given and
 * `data-svg-file` = the file's path from the repository root, so a test can
 * tell which drawing a component chose.
 */
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    const file = path
      .relative(path.join(__dirname, '..', '..'), filename)
      .split(path.sep)
      .join('/');
    return {
      code: `const React = require('react');
module.exports = {
  __esModule: true,
  default: function SvgFile(props) {
    return React.createElement('svg', Object.assign({}, props, {'data-svg-file': ${JSON.stringify(file)}}));
  },
};`,
    };
  },
};
