/**
 * The MDX node of `import Name from 'source';`, for remark plugins that put a
 * component on the pages they change (type hovers, "Added in" badges). MDX
 * compiles ESM from the node's `estree`; its `value` is what Markdown tools
 * print, so the node carries both.
 */

/** An `mdxjsEsm` node (mdast with MDX), as the remark plugins insert it. */
export type MdxImportNode = {
  type: 'mdxjsEsm';
  value: string;
  data: {estree: Record<string, unknown>};
};

/**
 * @param name the local name of the default import (a component name)
 * @param source the module specifier, e.g. `@theme/TwoslashCode`
 * @returns a new node each call (remark trees must not share nodes)
 */
export function mdxDefaultImport(name: string, source: string): MdxImportNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name},
              },
            ],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}
