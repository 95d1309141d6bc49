/**
 * Remark plugin: the commands of every `<PackageManagerTabs>` computed at
 * build time. `command="npm install -D x"` or a partial map
 * (`command={{npm: '…', pnpm: '…'}}`, string literals only) becomes the full
 * map `command={{npm, yarn, pnpm, bun}}` (`./convertNpmCommand.ts`), so the
 * component ships no conversion code. Registered for docs and blog in
 * `docusaurus.config.ts`.
 */
import {
  PACKAGE_MANAGERS,
  type PackageManagerCommands,
} from '../common/packageManager';
import {resolvePackageManagerCommands} from './convertNpmCommand';

type EstreeNode = {type: string; [key: string]: unknown};

interface MdNode {
  type: string;
  name?: string | null;
  attributes?: MdAttribute[];
  children?: MdNode[];
}

interface MdAttribute {
  type: string;
  name?: string;
  value?:
    string | null | {type: string; value: string; data?: {estree?: EstreeNode}};
}

const COMPONENT = 'PackageManagerTabs';

/** A string map from an object literal of string literals, else `null`. */
function literalMap(
  program: EstreeNode | undefined,
): Record<string, string> | null {
  const statement = (program?.body as EstreeNode[] | undefined)?.[0];
  const object = statement?.expression as EstreeNode | undefined;
  if (object?.type !== 'ObjectExpression') return null;
  const map: Record<string, string> = {};
  for (const property of object.properties as EstreeNode[]) {
    const key = property.key as EstreeNode;
    const value = property.value as EstreeNode;
    const name = key.type === 'Identifier' ? key.name : key.value;
    if (
      property.type !== 'Property' ||
      property.computed ||
      typeof name !== 'string' ||
      value.type !== 'Literal' ||
      typeof value.value !== 'string'
    ) {
      return null;
    }
    map[name] = value.value;
  }
  return map;
}

/** `{npm: '…', yarn: '…', …}` as an MDX attribute expression with its syntax tree. */
function mapExpression(commands: PackageManagerCommands) {
  const properties = PACKAGE_MANAGERS.map((manager) => ({
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: {type: 'Identifier', name: manager},
    value: {
      type: 'Literal',
      value: commands[manager],
      raw: JSON.stringify(commands[manager]),
    },
  }));
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(commands),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {type: 'ObjectExpression', properties},
          },
        ],
      },
    },
  };
}

function visit(node: MdNode, file: string): void {
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    node.name === COMPONENT
  ) {
    const attribute = node.attributes?.find(
      (attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'command',
    );
    const value = attribute?.value;
    const command =
      typeof value === 'string'
        ? value
        : value?.type === 'mdxJsxAttributeValueExpression'
          ? literalMap(value.data?.estree)
          : null;
    if (!attribute || command === null) {
      throw new Error(
        `<${COMPONENT}> in ${file} needs command="npm …" or command={{npm: '…', …}} with string literals only.`,
      );
    }
    attribute.value = mapExpression(resolvePackageManagerCommands(command));
  }
  node.children?.forEach((child) => visit(child, file));
}

/**
 * The remark plugin (no options).
 * @throws when a `<PackageManagerTabs>` has no `command`, or one that is not a
 *   string or an object of string literals (the message names the file)
 */
export default function remarkPackageManagerTabs() {
  return (tree: MdNode, file: {path?: string}): void =>
    visit(tree, file.path ?? 'unknown file');
}
