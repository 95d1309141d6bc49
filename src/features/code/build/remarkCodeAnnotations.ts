/**
 * Remark plugin: line annotations at the end of a code line, the notation
 * Rspress and Shiki use, turned into Docusaurus magic comments so that
 * Docusaurus's own code block parser styles the line and removes the
 * annotation from what is shown and copied:
 *
 * - `foo(); // [!code ++]` → an added line (`code-add-next-line`);
 * - `bar(); // [!code --]` → a removed line (`code-remove-next-line`);
 * - `baz(); // [!code highlight]` → a highlighted line (`highlight-next-line`).
 *
 * Unlike a `diff` block, the code keeps its own language's syntax
 * highlighting.
 * `#` comments work the same way in shell, YAML and TOML blocks. The magic
 * comments are registered in `themeConfig.prism.magicComments`.
 */

/** Directive of Docusaurus's magic comments for each annotation. */
const ANNOTATION_DIRECTIVES = {
  '++': 'code-add-next-line',
  '--': 'code-remove-next-line',
  highlight: 'highlight-next-line',
} as const;

const HASH_COMMENT_LANGUAGES = new Set([
  'bash',
  'sh',
  'shell',
  'yaml',
  'yml',
  'toml',
  'python',
  'py',
]);

/**
 * The code of one block with every trailing `[!code …]` annotation replaced
 * by a magic comment line above it (same indentation). Lines without an
 * annotation are unchanged; an unknown annotation is left as written.
 *
 * @param code the block's text
 * @param language the fence's language (`ts`, `bash`…), `null` when none
 */
export function annotateCode(code: string, language: string | null): string {
  const hash = language !== null && HASH_COMMENT_LANGUAGES.has(language);
  const marker = hash
    ? /^(\s*)(.*?)\s*#\s*\[!code (\+\+|--|highlight)\]\s*$/
    : /^(\s*)(.*?)\s*(?:\/\/|\/\*)\s*\[!code (\+\+|--|highlight)\]\s*(?:\*\/)?\s*$/;
  const comment = hash ? '#' : '//';
  return code
    .split('\n')
    .flatMap((line) => {
      const match = line.match(marker);
      if (!match) return [line];
      const [, indent, rest, kind] = match;
      const directive =
        ANNOTATION_DIRECTIVES[kind as keyof typeof ANNOTATION_DIRECTIVES];
      return [`${indent}${comment} ${directive}`, `${indent}${rest}`];
    })
    .join('\n');
}

type MdastNode = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdastNode[];
};

/** Rewrites the `code` nodes of a Markdown tree in place. */
function visit(node: MdastNode): void {
  if (node.type === 'code' && typeof node.value === 'string') {
    node.value = annotateCode(node.value, node.lang ?? null);
  }
  node.children?.forEach(visit);
}

/** The remark plugin (no options). */
export default function remarkCodeAnnotations() {
  return (tree: MdastNode): void => visit(tree);
}
