/**
 * Runs an MDX fixture through our remark plugins in a child process
 * (`./mdxRunner.mts`: the MDX toolchain is ESM-only, which jest cannot load).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

export type MdxResult = {tree?: MdxNode; html?: string; error?: string};

export type MdxNode = {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: MdxNode[];
  [key: string]: unknown;
};

/**
 * @param mdx the fixture's MDX text
 * @param plugins remark plugin modules, paths from the site folder
 * @param options `mode`: `tree` (the transformed syntax tree) or `render` (the
 *   page rendered to static markup); `path`: the file name the plugins see
 */
export function runMdx(
  mdx: string,
  plugins: readonly string[],
  {
    mode = 'tree',
    path: file = 'docs/fixture.mdx',
  }: {mode?: 'tree' | 'render'; path?: string} = {},
): MdxResult {
  const output = execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(__dirname, 'mdxRunner.mts'),
    ],
    {
      cwd: ROOT,
      input: JSON.stringify({
        mdx,
        path: file,
        mode,
        plugins: plugins.map((plugin) => path.join(ROOT, plugin)),
      }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(output) as MdxResult;
}

/** Every node of a tree, depth first. */
export function allNodes(node: MdxNode): MdxNode[] {
  return [node, ...(node.children ?? []).flatMap(allNodes)];
}
