/**
 * Replacement of `prism-include-languages` (Docusaurus 3.10.2; the classic
 * theme offers it for ejecting), which loads
 * `themeConfig.prism.additionalLanguages` into prism-react-renderer's Prism on
 * every page load. Our code blocks use their own Prism with its grammars
 * (`src/features/code/client/prism/prism.ts`), loaded only when a block needs
 * it, so there is nothing to do here.
 */
export default function prismIncludeLanguages(): void {}
