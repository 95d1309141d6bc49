/**
 * Prism grammars loaded on top of the site's slim Prism build
 * (src/plugins/slimPrism/prism.ts: markup/HTML, CSS, JS, JSX, TS, TSX), as
 * `themeConfig.prism.additionalLanguages`. A fence in any other language
 * renders as plain text, so `test/content.test.ts` fails on one: add its
 * grammar name here (one of `prismjs/components/prism-<name>`).
 */
export const ADDITIONAL_PRISM_LANGUAGES = ['bash', 'diff', 'json'];
