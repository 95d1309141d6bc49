/**
 * Runs an MDX fixture through remark plugins the way Docusaurus does
 * (unified + remark-parse + remark-mdx), outside jest: unified, remark-mdx,
 * @mdx-js/mdx and twoslash are ESM-only, which jest's CommonJS runtime cannot
 * load. Tests call it with `runMdx()` (`./mdx.ts`).
 *
 * stdin: an array of jobs `{"mdx": "…", "path": "docs/x.mdx", "plugins":
 * [["<module path>", options?]], "mode": "tree" | "render"}`, run in one
 * process (so twoslash starts TypeScript once)
 * stdout: an array with, per job, `{"tree": …}` (the transformed syntax tree, positions dropped) or
 * `{"html": …}` (the page evaluated with @mdx-js/mdx and rendered to static
 * markup, every component drawn as `<Name data-props='{…}'>`), or
 * `{"error": "<message>"}`.
 */
import {readFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {unified, type Plugin} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {VFile} from 'vfile';
import {evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

type Input = {
  mdx: string;
  path: string;
  plugins: [string, unknown?][];
  rehypePlugins: [string, unknown?][];
  /** Lowercase element names drawn as components (`<MDX:name data-props>`), as a theme maps them. */
  elements: string[];
  mode: 'tree' | 'render';
};

const jobs = JSON.parse(readFileSync(0, 'utf8')) as Input[];

function withoutPositions(key: string, value: unknown): unknown {
  return key === 'position' ? undefined : value;
}

async function run(input: Input): Promise<unknown> {
  try {
    const load = (list: [string, unknown?][]) =>
      Promise.all(
        list.map(async ([file, options]) => {
          const module = (await import(pathToFileURL(file).href)) as {
            default: Plugin<[unknown?]> | {default: Plugin<[unknown?]>};
          };
          const plugin = module.default;
          return [
            typeof plugin === 'function' ? plugin : plugin.default,
            options,
          ] as [Plugin<[unknown?]>, unknown];
        }),
      );
    const plugins = await load(input.plugins);
    const rehypePlugins = await load(input.rehypePlugins);
    const file = new VFile({value: input.mdx, path: input.path});
    if (input.mode === 'tree') {
      const processor = unified().use(remarkParse).use(remarkMdx);
      for (const [plugin, options] of plugins) processor.use(plugin, options);
      const tree = await processor.run(processor.parse(file), file);
      return JSON.parse(JSON.stringify({tree}, withoutPositions)) as unknown;
    } else {
      const {default: Content} = await evaluate(file, {
        ...runtime,
        remarkPlugins: plugins,
        rehypePlugins,
      } as never);
      const draw =
        (name: string) =>
        ({children, ...props}: {children?: unknown}) =>
          createElement(
            name,
            {'data-props': JSON.stringify(props)},
            children as never,
          );
      // Every capitalized JSX name of the fixture is drawn as a plain element.
      const names = new Set(
        [...input.mdx.matchAll(/<([A-Z]\w*)/g)].map((match) => match[1]),
      );
      const components = Object.fromEntries([
        ...[...names].map((name) => [name, draw(name)]),
        ...input.elements.map((name) => [name, draw(`mdx-${name}`)]),
      ]);
      const html = renderToStaticMarkup(createElement(Content, {components}));
      return {html};
    }
  } catch (error) {
    return {error: (error as Error).message};
  }
}

const results = [];
for (const job of jobs) results.push(await run(job));
process.stdout.write(JSON.stringify(results));
