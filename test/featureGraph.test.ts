/**
 * @jest-environment node
 *
 * The import graph between feature folders (`src/features/<feature>/`), read
 * from each module's syntax (`ts.preProcessFile`: imports, re-exports,
 * dynamic `import()` and `require()`), tests left out:
 * - has no cycle: when feature A imports feature B, nothing in B imports A
 *   (directly or through other features), so each feature can be read,
 *   tested and removed starting from the ones it depends on;
 * - browser-only modules (a feature's `client/` and `theme/`) reach another
 *   feature through `@site/src/features/<feature>/…`, never by a relative
 *   path out of their own feature folder, so the lint rules that match import
 *   paths see every cross-feature import. Modules that Node loads too (plugin
 *   entries, `build/`, `common/`, `data/`) use relative paths: Node knows no
 *   `@site` alias.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..');
const FEATURES = path.join(ROOT, 'src', 'features');
const SITE_FEATURE = /^@site\/src\/features\/([^/]+)/;

/** Source modules of the features (tests excluded), relative to `src/features`. */
const modules = readdirSync(FEATURES, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.(ts|tsx|cjs|mjs)$/.test(file))
  .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

type Edge = {from: string; to: string; module: string; specifier: string};

/** Every import of a module that names another feature. */
function featureImports(module: string): {edges: Edge[]; escapes: string[]} {
  const from = module.split(path.sep)[0];
  const source = readFileSync(path.join(FEATURES, module), 'utf8');
  const {importedFiles} = ts.preProcessFile(source, true, true);
  const edges: Edge[] = [];
  const escapes: string[] = [];
  for (const {fileName: specifier} of importedFiles) {
    let to: string | undefined;
    if (specifier.startsWith('.')) {
      const target = path.relative(
        FEATURES,
        path.resolve(path.dirname(path.join(FEATURES, module)), specifier),
      );
      if (target.startsWith('..')) continue; // outside src/features (src/common…)
      to = target.split(path.sep)[0];
      const browserOnly = /^[^/\\]+[/\\](client|theme)[/\\]/.test(module);
      if (to !== from && browserOnly) escapes.push(`${module}: '${specifier}'`);
    } else {
      to = SITE_FEATURE.exec(specifier)?.[1];
    }
    if (to && to !== from) edges.push({from, to, module, specifier});
  }
  return {edges, escapes};
}

const found = modules.map(featureImports);
const edges = found.flatMap((result) => result.edges);

/**
 * The cycles of the feature graph (a depth-first walk: an import that leads
 * back to a feature still being walked closes a cycle), each as
 * `a → b → a` with the imports that make it.
 */
function cycles(graph: readonly Edge[]): string[] {
  const next = new Map<string, Edge[]>();
  for (const edge of graph)
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge]);
  const state = new Map<string, 'walking' | 'done'>();
  const trail: Edge[] = [];
  const result: string[] = [];
  const walk = (feature: string): void => {
    state.set(feature, 'walking');
    for (const edge of next.get(feature) ?? []) {
      const seen = state.get(edge.to);
      if (seen === 'walking') {
        const loop = [
          ...trail.slice(trail.findIndex((step) => step.from === edge.to)),
          edge,
        ];
        result.push(
          `${loop.map((step) => step.from).join(' → ')} → ${edge.to} (${loop
            .map((step) => `${step.module} imports '${step.specifier}'`)
            .join('; ')})`,
        );
      } else if (seen === undefined) {
        trail.push(edge);
        walk(edge.to);
        trail.pop();
      }
    }
    state.set(feature, 'done');
  };
  for (const feature of next.keys()) if (!state.has(feature)) walk(feature);
  return result;
}

it('reads the imports of every feature module', () => {
  expect(modules.length).toBeGreaterThan(100);
  expect(edges.length).toBeGreaterThan(10);
});

it('has no cycle between features', () => {
  expect(cycles(edges)).toEqual([]);
});

it('reaches other features from browser modules by @site/src/features/…, not by a relative path', () => {
  expect(found.flatMap((result) => result.escapes)).toEqual([]);
});

it('finds a cycle when there is one', () => {
  const edge = (from: string, to: string): Edge => ({
    from,
    to,
    module: `${from}/x.ts`,
    specifier: `@site/src/features/${to}/x`,
  });
  expect(cycles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a')])).toHaveLength(
    1,
  );
});
