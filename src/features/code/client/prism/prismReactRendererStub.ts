/**
 * Stands in for `prism-react-renderer` in the site's bundles (alias set by
 * `src/features/code/index.ts`). Docusaurus imports it in two places: its own
 * `CodeBlock/Content`, which `src/features/code/theme/CodeBlock/Content` replaces, and a
 * client module that hands its `Prism` to `prism-include-languages`, which
 * `src/features/code/theme/prism-include-languages.ts` replaces with a no-op. Without this
 * stand-in that client module alone would put the package's Prism copy and
 * its ~30 grammars into every page's start-up script; the site's own Prism
 * (`./prism.ts`) loads only when a code block needs it.
 */

/** What the client module passes on; nothing reads it. */
export const Prism = {languages: {}, hooks: {add() {}, run() {}}};

/**
 * @throws always: code blocks are rendered by `src/features/code/theme/CodeBlock/Content`,
 *   so reaching this means a Docusaurus component started highlighting code
 *   itself and needs the same treatment.
 */
export function Highlight(): never {
  throw new Error(
    "prism-react-renderer's Highlight is not bundled: code blocks are rendered by src/features/code/theme/CodeBlock/Content (see src/features/code/client/prism/prismReactRendererStub.ts).",
  );
}
