/**
 * @jest-environment node
 *
 * The import graph between feature folders (`src/features/<feature>/`), read
 * from each module's syntax (`ts.preProcessFile`: imports, re-exports,
 * dynamic `import()` and `require()`, type-only imports included), tests left
 * out:
 * - has no cycle: when feature A imports feature B, nothing in B imports A
 *   (directly or through other features), so each feature can be read,
 *   tested and removed starting from the ones it depends on;
 * - reaches another feature through its public entry points only
 *   (`isPublicEntry`): B's plugin entry (`B/index.ts`, Node code; ESLint keeps
 *   browser code from it), or a module directly inside B's `client/`,
 *   `common/` or `data/` folder (a file, or a folder through its `index`:
 *   `B/client/labels`, `B/client/WideScreenOnly`). B's `build/` modules (what
 *   another feature needs from them, B's plugin entry exports), its `theme/`
 *   components (reached as `@theme/…`) and anything nested deeper (the parts
 *   of a component folder, `B/client/SearchModal/providers`) are B's own, so
 *   B can rework them without reading other features;
 * - browser-only modules (a feature's `client/` and `theme/`) reach another
 *   feature through `@site/src/features/<feature>/…`, never by a relative
 *   path out of their own feature folder, so the lint rules that match import
 *   paths see every cross-feature import. Modules that Node loads too (plugin
 *   entries, `build/`, `common/`, `data/`) use relative paths: Node knows no
 *   `@site` alias.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {filesUnder} from '@site/src/common/build/files';

const ROOT = path.join(__dirname, '..');
const FEATURES = path.join(ROOT, 'src', 'features');
const SITE_FEATURE = /^@site\/src\/features\/(.+)$/;

/** Source modules of the features (tests excluded), relative to `src/features`, with `/`. */
const modules = filesUnder(
  FEATURES,
  (file) =>
    /\.(ts|tsx|cjs|mjs)$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.endsWith('.d.ts'),
);

/**
 * An import of feature `to` by a module of feature `from`; `target` is the
 * imported path under `src/features` (`search/client/keys`).
 */
type Edge = {
  from: string;
  to: string;
  target: string;
  module: string;
  specifier: string;
};

/** The folders of a feature whose top-level modules other features may import. */
const PUBLIC_FOLDERS = new Set(['client', 'common', 'data']);

/**
 * Whether `target` (a path under `src/features`, as imported) is a public
 * entry point of its feature: the plugin entry (`B`, `B/index`), or a module
 * directly inside `B/client/`, `B/common/` or `B/data/` (a file, or a folder
 * through its index: `B/client/x`, `B/client/x/index`).
 */
function isPublicEntry(target: string): boolean {
  const parts = target
    .replace(/\.(tsx?|cjs|mjs|js|json)$/, '')
    .replace(/\/index$/, '')
    .split('/');
  return (
    parts.length === 1 || (parts.length === 3 && PUBLIC_FOLDERS.has(parts[1]))
  );
}

/** The imports that reach into another feature past its public entry points. */
function deepImports(graph: readonly Edge[]): string[] {
  return graph
    .filter((edge) => !isPublicEntry(edge.target))
    .map((edge) => `${edge.module}: '${edge.specifier}'`);
}

/** Every import of a module that names another feature. */
function featureImports(module: string): {edges: Edge[]; escapes: string[]} {
  const from = module.split('/')[0];
  const source = readFileSync(path.join(FEATURES, module), 'utf8');
  const {importedFiles} = ts.preProcessFile(source, true, true);
  const edges: Edge[] = [];
  const escapes: string[] = [];
  for (const {fileName: specifier} of importedFiles) {
    let target: string | undefined;
    if (specifier.startsWith('.')) {
      target = path
        .relative(
          FEATURES,
          path.resolve(path.dirname(path.join(FEATURES, module)), specifier),
        )
        .split(path.sep)
        .join('/');
      if (target.startsWith('..')) continue; // outside src/features (src/common…)
      const browserOnly = /^[^/]+\/(client|theme)\//.test(module);
      if (target.split('/')[0] !== from && browserOnly)
        escapes.push(`${module}: '${specifier}'`);
    } else {
      target = SITE_FEATURE.exec(specifier)?.[1];
    }
    const to = target?.split('/')[0];
    if (target && to && to !== from)
      edges.push({from, to, target, module, specifier});
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

it('reaches other features through their public entry points only', () => {
  expect(deepImports(edges)).toEqual([]);
});

it('finds an import past another feature’s public entry points', () => {
  const importOf = (target: string): Edge => ({
    from: 'a',
    to: target.split('/')[0],
    target,
    module: 'a/client/x.ts',
    specifier: `@site/src/features/${target}`,
  });
  expect(
    deepImports(
      [
        'b',
        'b/index',
        'b/client/keys',
        'b/client/WideScreenOnly/index',
        'b/common/themeOptions',
        'b/data/tools.json',
        'b/client/SearchModal/providers',
        'b/build/statusReport',
        'b/theme/SearchBar',
        'b/theme/SearchBar/index',
      ].map(importOf),
    ),
  ).toEqual([
    "a/client/x.ts: '@site/src/features/b/client/SearchModal/providers'",
    "a/client/x.ts: '@site/src/features/b/build/statusReport'",
    "a/client/x.ts: '@site/src/features/b/theme/SearchBar'",
    "a/client/x.ts: '@site/src/features/b/theme/SearchBar/index'",
  ]);
});

it('finds a cycle when there is one', () => {
  const edge = (from: string, to: string): Edge => ({
    from,
    to,
    target: `${to}/x`,
    module: `${from}/x.ts`,
    specifier: `@site/src/features/${to}/x`,
  });
  expect(cycles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a')])).toHaveLength(
    1,
  );
});
