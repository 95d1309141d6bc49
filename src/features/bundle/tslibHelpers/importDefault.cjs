/**
 * The one TypeScript helper `@docusaurus/utils-common` (compiled to CommonJS)
 * takes from `tslib`, as tslib defines it: the bundle would otherwise carry
 * all of tslib's helpers into every page's start-up script,
 * since a CommonJS `require` cannot be tree-shaken. See ./index.ts.
 */
function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}

module.exports = {__importDefault};
