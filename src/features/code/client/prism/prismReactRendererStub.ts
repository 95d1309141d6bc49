/**
 * The adapter for `prism-react-renderer`: stands in for the package in the
 * site's bundles (alias set by `src/features/code/index.ts`). No public option
 * keeps it out: the classic theme imports it in two browser modules, its own
 * `CodeBlock/Content` (which `src/features/code/theme/CodeBlock/Content`
 * replaces) and the client module every page runs, which hands `Prism` to
 * `prism-include-languages` (which `src/features/code/theme/prism-include-languages.ts`
 * replaces with a no-op, as the theme allows). Without this stand-in that
 * client module alone would put the package's Prism copy and its grammars
 * into every page's start-up script, bytes to download and script to run at
 * load on every page, with or without code blocks. The site's own Prism
 * (`./prism.ts`) loads only when a code block needs it. `prismReactRendererStub.test.ts` checks the contract with
 * the installed packages (which theme modules import what); listed under
 * "Internal dependencies" in `src/theme/README.md`.
 */

/** What the client module passes on; nothing reads it. */
export const Prism = {languages: {}, hooks: {add() {}, run() {}}};

/**
 * @throws always: code blocks are rendered by `src/features/code/theme/CodeBlock/Content`,
 *   so reaching this means a Docusaurus component started syntax-highlighting code
 *   itself and needs the same treatment.
 */
export function Highlight(): never {
  throw new Error(
    "prism-react-renderer's Highlight is not bundled: code blocks are rendered by src/features/code/theme/CodeBlock/Content (see src/features/code/client/prism/prismReactRendererStub.ts).",
  );
}
