/**
 * What the type declarations of a `@rslib/core` package say exists: every
 * configuration option (lib options with their nested fields, the lib options
 * accepted at the top level, Rsbuild's top-level keys and the keys of its
 * option groups), every export of the package root and every method of
 * `RslibInstance`. Read with the TypeScript compiler API from the package's
 * `types` entry, so the list follows the declarations, not what the docs say.
 *
 * Used by the reference coverage test (the installed 1.x package) and by
 * `scripts/since-versions.ts` (older releases unpacked in a temporary folder).
 */
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {formatOptionPath} from '../common/optionPath';

export {formatOptionPath};

/** One option: its path segments (`['lib', 'dts', 'bundle']`) and the property symbol. */
export interface DeclaredOption {
  readonly path: string;
  readonly segments: readonly string[];
  readonly symbol: ts.Symbol;
}

/** One export of the package root. */
export interface DeclaredExport {
  readonly name: string;
  /** `value`: a function, constant or runtime namespace; `type`: a type or type-only namespace. */
  readonly kind: 'value' | 'type';
}

export interface Declarations {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** `lib.format`, `lib.dts.bundle.tsconfigPath`… (the options of a lib item that Rslib declares). */
  readonly libOptions: ReadonlyMap<string, DeclaredOption>;
  /** Lib options also accepted at the top level of the config (`format`, `dts`…), as `lib.<name>`. */
  readonly topLevelLibOptions: ReadonlySet<string>;
  /**
   * Options Rslib inherits from Rsbuild: the top-level keys (`output`,
   * `logLevel`…) and, for the groups given to `readDeclarations`, their keys
   * (`output.target`…).
   */
  readonly rsbuildOptions: ReadonlyMap<string, DeclaredOption>;
  readonly exports: readonly DeclaredExport[];
  /** Method names of `RslibInstance`. */
  readonly instanceMethods: readonly string[];
}

/** Compiler options for reading declarations (and checking snippets against them). */
export const DECLARATION_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  lib: ['lib.es2023.d.ts'],
};

/**
 * The absolute path of a package's type entry (`types`, else `typings`, else
 * `index.d.ts`).
 *
 * @param packageDir folder holding the package's `package.json`
 */
export function typesEntryOf(packageDir: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as {types?: string; typings?: string};
  return path.join(
    packageDir,
    manifest.types ?? manifest.typings ?? 'index.d.ts',
  );
}

/**
 * Whether a file belongs to the package in `dir`: inside it, and not in a
 * dependency npm nested under it (`rslib-core-0.x/node_modules/@rspack/core`
 * when the package is installed under an alias).
 */
function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return (
    relative !== '' &&
    !relative.startsWith('..') &&
    !path.isAbsolute(relative) &&
    !relative.split(path.sep).includes('node_modules')
  );
}

function declaredIn(
  symbol: ts.Symbol | undefined,
  dirs: readonly string[],
): boolean {
  return (symbol?.declarations ?? []).some((declaration) =>
    dirs.some((dir) => isInside(declaration.getSourceFile().fileName, dir)),
  );
}

/**
 * The object members of a type whose fields are options: its union members
 * and intersections (`Pick<…> & {…}`), not arrays, functions or primitives.
 */
function objectParts(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter(
    (part) =>
      (part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 &&
      !checker.isArrayType(part) &&
      !checker.isTupleType(part) &&
      part.getCallSignatures().length === 0 &&
      checker.getPropertiesOfType(part).length > 0,
  );
}

/** Packages whose types are Rslib's own options (older releases took `Dts` from its declaration plugin). */
const OWN_PACKAGES = ['rsbuild-plugin-dts'];

/** The folder of a package installed next to `fromDir` (Node's lookup: `node_modules` folders upwards). */
function packageDirNear(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function propertyType(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  location: ts.Node,
): ts.Type {
  return checker.getNonNullableType(
    checker.getTypeOfSymbolAtLocation(symbol, location),
  );
}

/**
 * Reads the declarations of one `@rslib/core` package.
 *
 * @param packageDir the package folder (with `package.json`); its
 *   dependencies (`@rsbuild/core`) are resolved from the `node_modules` folders
 *   above it, as Node does. Unresolved imports only hide the options they
 *   would have contributed.
 * @param rsbuildGroups Rsbuild option groups whose keys are listed one by one
 *   (e.g. `['source', 'output']`); other groups count as one option.
 * @throws when the type entry does not export `LibConfig` and `RslibConfig`
 */
export function readDeclarations(
  packageDir: string,
  rsbuildGroups: readonly string[] = [],
  program: ts.Program = ts.createProgram(
    [typesEntryOf(packageDir)],
    DECLARATION_COMPILER_OPTIONS,
  ),
): Declarations {
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(typesEntryOf(packageDir));
  const moduleSymbol = entry && checker.getSymbolAtLocation(entry);
  if (!entry || !moduleSymbol) {
    throw new Error(`No type declarations at ${typesEntryOf(packageDir)}`);
  }
  const packageRoot = realpathSync(path.resolve(packageDir));
  // Where Rslib's own option types are declared: the package and the
  // packages it takes option types from.
  const ownDirs = [
    packageRoot,
    ...OWN_PACKAGES.map((name) => packageDirNear(packageRoot, name))
      .filter((dir): dir is string => dir !== undefined)
      .map((dir) => realpathSync(dir)),
  ];
  const exported = new Map(
    checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => [symbol.name, symbol] as const),
  );
  const resolve = (symbol: ts.Symbol): ts.Symbol =>
    symbol.flags & ts.SymbolFlags.Alias
      ? checker.getAliasedSymbol(symbol)
      : symbol;
  const declaredType = (name: string): ts.Type => {
    const symbol = exported.get(name);
    if (!symbol) {
      throw new Error(`${entry.fileName} does not export ${name}`);
    }
    return checker.getDeclaredTypeOfSymbol(resolve(symbol));
  };

  const libConfig = declaredType('LibConfig');
  const rslibConfig = declaredType('RslibConfig');
  // Rsbuild's environment options, which LibConfig extends: every key that is
  // not one of them is a lib option (Rslib redeclares `output` for its defaults).
  const environmentKeys = new Set<string>();
  for (const base of libConfig.getBaseTypes?.() ?? []) {
    for (const property of checker.getPropertiesOfType(base)) {
      environmentKeys.add(property.name);
    }
  }
  const isLibOption = (property: ts.Symbol): boolean =>
    environmentKeys.size > 0
      ? !environmentKeys.has(property.name)
      : declaredIn(property, ownDirs) && property.name !== 'output';

  const libOptions = new Map<string, DeclaredOption>();
  const addLibOption = (segments: string[], symbol: ts.Symbol): void => {
    const key = formatOptionPath(segments);
    if (libOptions.has(key)) return;
    libOptions.set(key, {path: key, segments, symbol});
    // Fields of object types declared by Rslib are options too
    // (`dts.bundle.tsconfigPath`); types from Rsbuild or Rspack
    // (`umdName`'s `LibraryCustomUmdObject`) are not opened.
    for (const part of objectParts(
      checker,
      propertyType(checker, symbol, entry),
    )) {
      const fields = checker.getPropertiesOfType(part);
      if (!fields.every((field) => declaredIn(field, ownDirs))) continue;
      for (const field of fields) {
        addLibOption([...segments, field.name], field);
      }
    }
  };
  const libKeys = new Set<string>();
  for (const property of checker.getPropertiesOfType(libConfig)) {
    if (!isLibOption(property)) continue;
    libKeys.add(property.name);
    addLibOption(['lib', property.name], property);
  }

  const topLevelLibOptions = new Set<string>();
  const rsbuildOptions = new Map<string, DeclaredOption>();
  for (const property of checker.getPropertiesOfType(rslibConfig)) {
    if (property.name === 'lib') {
      libOptions.set('lib', {path: 'lib', segments: ['lib'], symbol: property});
      continue;
    }
    if (libKeys.has(property.name)) {
      topLevelLibOptions.add(formatOptionPath(['lib', property.name]));
      continue;
    }
    rsbuildOptions.set(property.name, {
      path: property.name,
      segments: [property.name],
      symbol: property,
    });
    if (!rsbuildGroups.includes(property.name)) continue;
    for (const part of objectParts(
      checker,
      propertyType(checker, property, entry),
    )) {
      for (const field of checker.getPropertiesOfType(part)) {
        const segments = [property.name, field.name];
        const key = formatOptionPath(segments);
        if (!rsbuildOptions.has(key)) {
          rsbuildOptions.set(key, {path: key, segments, symbol: field});
        }
      }
    }
  }

  const exports: DeclaredExport[] = [...exported.values()].map((symbol) => {
    const target = resolve(symbol);
    // `export type * as X` and `export type {X}` are type-only even when X is a value.
    const typeOnly = (symbol.declarations ?? []).some(
      (declaration) =>
        (ts.isExportSpecifier(declaration) &&
          (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
        (ts.isNamespaceExport(declaration) && declaration.parent.isTypeOnly),
    );
    const isValue = !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0;
    return {name: symbol.name, kind: isValue ? 'value' : 'type'};
  });
  exports.sort((a, b) => a.name.localeCompare(b.name));

  const instance = exported.has('RslibInstance')
    ? checker
        .getPropertiesOfType(declaredType('RslibInstance'))
        .map((method) => method.name)
    : [];

  return {
    program,
    checker,
    libOptions,
    topLevelLibOptions,
    rsbuildOptions,
    exports,
    instanceMethods: instance,
  };
}
