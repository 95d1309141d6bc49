/**
 * A TypeScript program over real files plus in-memory ones (the type blocks
 * and code examples of the docs), so that one program checks them all
 * against the installed `@rslib/core` at once, or against another release
 * installed under an alias (`packageRedirect`).
 */
import path from 'node:path';
import ts from 'typescript';

/**
 * Where a module specifier of a file is resolved instead: another specifier,
 * looked up as if imported by another file. Undefined: resolved as written.
 */
export type ModuleRedirect = (
  specifier: string,
  containingFile: string,
) => {readonly specifier: string; readonly containingFile: string} | undefined;

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return (
    relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
  );
}

/**
 * Makes the files of a folder see the packages as a reference package sees
 * them: `@rslib/core` (and its subpaths) is the package installed as
 * `packageName` (an alias such as `rslib-core-0.x`), and every other package
 * resolves from the package's folder, so the dependencies npm nested under it
 * (`rslib-core-0.x/node_modules/@rsbuild/core`) win over the site's. Relative
 * imports, `node:` built-ins and files outside `dir` are left alone.
 *
 * @param dir absolute folder of the virtual files (examples, type blocks)
 * @param packageName the installed name (`@rslib/core`, `rslib-core-0.x`)
 * @param packageDir the installed folder (symlinks resolved)
 */
export function packageRedirect(
  dir: string,
  packageName: string,
  packageDir: string,
): ModuleRedirect {
  const root = path.resolve(dir);
  const fromPackage = path.join(packageDir, '__imports__.ts');
  return (specifier, containingFile) => {
    if (!isInside(path.resolve(containingFile), root)) return undefined;
    if (
      specifier.startsWith('.') ||
      specifier.startsWith('node:') ||
      path.isAbsolute(specifier)
    ) {
      return undefined;
    }
    if (specifier === '@rslib/core' || specifier.startsWith('@rslib/core/')) {
      return {
        specifier: packageName + specifier.slice('@rslib/core'.length),
        containingFile,
      };
    }
    return {specifier, containingFile: fromPackage};
  };
}

/**
 * @param rootNames files to check: real paths, or keys of `virtualFiles`
 * @param virtualFiles absolute path → source text; put them in a folder whose
 *   `node_modules` ancestors hold the packages they import (the site root)
 * @param options compiler options
 * @param oldProgram a program over the same real files, whose parsed files are reused
 * @param redirect where some imports are resolved instead (`packageRedirect`)
 */
export function createVirtualProgram(
  rootNames: readonly string[],
  virtualFiles: ReadonlyMap<string, string>,
  options: ts.CompilerOptions,
  oldProgram?: ts.Program,
  redirect?: ModuleRedirect,
): ts.Program {
  const host = ts.createCompilerHost(options, true);
  const normalized = new Map(
    [...virtualFiles].map(([file, text]) => [path.resolve(file), text]),
  );
  const virtualDirs = new Set<string>();
  for (const file of normalized.keys()) {
    for (let dir = path.dirname(file); !virtualDirs.has(dir);) {
      virtualDirs.add(dir);
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  const {fileExists, readFile, getSourceFile, directoryExists} = host;
  host.directoryExists = (dir) =>
    virtualDirs.has(path.resolve(dir)) ||
    (directoryExists?.call(host, dir) ?? true);
  host.fileExists = (file) =>
    normalized.has(path.resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) =>
    normalized.get(path.resolve(file)) ?? readFile.call(host, file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = normalized.get(path.resolve(file));
    return text === undefined
      ? getSourceFile.call(host, file, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(file, text, languageVersion, true);
  };
  if (redirect) {
    const cache = ts.createModuleResolutionCache(
      host.getCurrentDirectory(),
      (file) => host.getCanonicalFileName(file),
      options,
    );
    host.resolveModuleNameLiterals = (
      literals,
      containingFile,
      redirectedReference,
      compilerOptions,
      containingSourceFile,
    ) =>
      literals.map((literal) => {
        const target = redirect(literal.text, containingFile) ?? {
          specifier: literal.text,
          containingFile,
        };
        return ts.resolveModuleName(
          target.specifier,
          target.containingFile,
          compilerOptions,
          host,
          cache,
          redirectedReference,
          ts.getModeForUsageLocation(
            containingSourceFile,
            literal,
            compilerOptions,
          ),
        );
      });
  }
  return ts.createProgram(rootNames, options, host, oldProgram);
}

/** A diagnostic's message as one line. */
export function diagnosticText(diagnostic: ts.Diagnostic): string {
  return ts
    .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    .replace(/\s*\n\s*/g, ' ');
}
