/**
 * A TypeScript program over real files plus in-memory ones (the type blocks
 * and code examples of the docs), so that one program checks them all
 * against the installed `@rslib/core` at once.
 */
import path from 'node:path';
import ts from 'typescript';

/**
 * @param rootNames files to check: real paths, or keys of `virtualFiles`
 * @param virtualFiles absolute path → source text; put them in a folder whose
 *   `node_modules` ancestors hold the packages they import (the site root)
 * @param options compiler options
 * @param oldProgram a program over the same real files, whose parsed files are reused
 */
export function createVirtualProgram(
  rootNames: readonly string[],
  virtualFiles: ReadonlyMap<string, string>,
  options: ts.CompilerOptions,
  oldProgram?: ts.Program,
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
  return ts.createProgram(rootNames, options, host, oldProgram);
}

/** A diagnostic's message as one line. */
export function diagnosticText(diagnostic: ts.Diagnostic): string {
  return ts
    .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    .replace(/\s*\n\s*/g, ' ');
}
