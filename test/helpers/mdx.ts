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

/** One fixture: its MDX text, remark plugins and what to return. */
export type MdxJob = {
  readonly mdx: string;
  /**
   * Remark plugin modules (paths from the site folder), each alone or with
   * its options (`[path, options]`).
   */
  readonly plugins: readonly (string | readonly [string, unknown])[];
  /** Rehype plugin modules, the same way (`render` mode). */
  readonly rehypePlugins?: readonly (string | readonly [string, unknown])[];
  /**
   * Lowercase elements drawn as `<mdx-name data-props>` in `render` mode, as
   * a theme's `MDXComponents` maps them (shows which ones went through it).
   */
  readonly elements?: readonly string[];
  /** `tree`: the transformed syntax tree (default); `render`: the page rendered to static markup. */
  readonly mode?: 'tree' | 'render';
  /** The file name the plugins see; default `docs/fixture.mdx`. */
  readonly path?: string;
};

/** A plugin module path (from the site folder) with its options, as the runner takes it. */
function pluginEntry(
  plugin: string | readonly [string, unknown],
): [string, unknown?] {
  return typeof plugin === 'string'
    ? [path.join(ROOT, plugin)]
    : [path.join(ROOT, plugin[0]), plugin[1]];
}

/**
 * Runs fixtures in one child process (so twoslash starts TypeScript once).
 * @returns one result per job, in order
 */
export function runMdxJobs(jobs: readonly MdxJob[]): MdxResult[] {
  const output = execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(__dirname, 'mdxRunner.mts'),
    ],
    {
      cwd: ROOT,
      input: JSON.stringify(
        jobs.map((job) => ({
          mdx: job.mdx,
          path: job.path ?? 'docs/fixture.mdx',
          mode: job.mode ?? 'tree',
          plugins: job.plugins.map(pluginEntry),
          rehypePlugins: (job.rehypePlugins ?? []).map(pluginEntry),
          elements: job.elements ?? [],
        })),
      ),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(output) as MdxResult[];
}

/** Runs one fixture (see `runMdxJobs`). */
export function runMdx(
  mdx: string,
  plugins: MdxJob['plugins'],
  options: Pick<MdxJob, 'mode' | 'path' | 'rehypePlugins' | 'elements'> = {},
): MdxResult {
  return runMdxJobs([{mdx, plugins, ...options}])[0];
}

/** Every node of a tree, depth first. */
export function allNodes(node: MdxNode): MdxNode[] {
  return [node, ...(node.children ?? []).flatMap(allNodes)];
}
