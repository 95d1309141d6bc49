/**
 * Code examples that must compile: every `ts`/`js` (`tsx`/`jsx`) fence titled
 * `rslib.config.*` or importing `@rslib/core`, type-checked as one program
 * against the installed package (for the pages of an older docs version, the
 * release installed under its alias, `rslib-core-0.x`). A fence opts out with a reason in its meta
 * (` ```ts title="rslib.config.ts" noCheck="needs the plugin's types" `).
 */
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {codeBlocksOf, type DocCode} from './mdx';
import {
  createVirtualProgram,
  diagnosticText,
  packageRedirect,
} from './virtualProgram';

/** Fence languages whose examples are checked, and the file extension each is compiled as. */
const LANGUAGES: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

/** Compiler options of the examples: what a library project with `@types/node` uses. */
export const EXAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  strict: true,
  // A callback passed to a package that is not installed here (a framework
  // plugin, typed \`any\` below) would fail for its untyped parameter, not for
  // anything the example got wrong.
  noImplicitAny: false,
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
  lib: ['lib.es2023.d.ts'],
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** The value of `key="…"` (or `key='…'`) in a fence's meta, if present. */
export function metaAttribute(
  meta: string | null,
  key: string,
): string | undefined {
  const match = new RegExp(`(?:^|\\s)${key}=(["'])(.*?)\\1`).exec(meta ?? '');
  return match?.[2];
}

/** An example taken from a page. */
export interface Example {
  /** Site-relative page path. */
  readonly file: string;
  /** Line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly title: string | undefined;
  /** The reason given in `noCheck="…"`, when the fence opts out. */
  readonly noCheck: string | undefined;
  readonly twoslash: boolean;
  readonly code: string;
}

function importsRslib(code: string): boolean {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.ES2022);
  return source.statements.some(
    (statement) =>
      (ts.isImportDeclaration(statement) ||
        ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith('@rslib/core'),
  );
}

const CONFIG_TITLE = /(^|\/)rslib\.config\.[cm]?[jt]sx?$/;

/**
 * The examples of one page that are type-checked (or opted out).
 *
 * @param file site-relative path, for messages
 * @param blocks the page's code fences (`codeBlocksOf`)
 */
export function examplesOf(
  file: string,
  blocks: readonly DocCode[],
): Example[] {
  return blocks
    .filter((block) => block.lang !== null && block.lang in LANGUAGES)
    .map((block): Example => {
      const meta = block.meta ?? '';
      return {
        file,
        line: block.line,
        lang: block.lang!,
        title: metaAttribute(meta, 'title'),
        noCheck: metaAttribute(meta, 'noCheck'),
        twoslash: /(^|\s)twoslash(\s|$)/.test(meta),
        code: block.value,
      };
    })
    .filter(
      (example) =>
        (example.title !== undefined && CONFIG_TITLE.test(example.title)) ||
        importsRslib(example.code),
    );
}

export {codeBlocksOf};

/** A line as compiled, and the line of the page it comes from. */
interface PreparedCode {
  readonly text: string;
  /** Index of each compiled line in the fence's code (0-based). */
  readonly lineMap: readonly number[];
}

const REMOVED_LINE = /(?:\/\/|\/\*)\s*\[!code --\]\s*(?:\*\/)?\s*$/;
/** twoslash's own lines: queries (`// ^?`), compiler flags (`// @noErrors`), cuts. */
const TWOSLASH_LINE = /^\s*\/\/\s*(\^[?|!]|@\w+|---cut[\w-]*---)/;

/**
 * The code as it runs for a reader: lines marked `[!code --]` (what a change
 * removes) are left out, and in `twoslash` fences the twoslash directives
 * too. Other annotations are comments and stay.
 */
export function prepareCode(example: Example): PreparedCode {
  const lines: string[] = [];
  const lineMap: number[] = [];
  example.code.split('\n').forEach((line, index) => {
    if (REMOVED_LINE.test(line)) return;
    if (example.twoslash && TWOSLASH_LINE.test(line)) return;
    lines.push(line);
    lineMap.push(index);
  });
  return {text: lines.join('\n'), lineMap};
}

/**
 * For a config file, the default export is checked as an Rslib config
 * (`satisfies RslibConfigDefinition`, `@satisfies` in JavaScript), so that a
 * plain object export is checked too. Inserted on the same lines, so line
 * numbers do not move.
 */
function checkDefaultExport(
  code: string,
  isConfig: boolean,
  js: boolean,
): string {
  if (!isConfig) return code;
  const source = ts.createSourceFile(
    js ? 'x.js' : 'x.ts',
    code,
    ts.ScriptTarget.ES2022,
    true,
    js ? ts.ScriptKind.JS : ts.ScriptKind.TS,
  );
  const assignment = source.statements.find(
    (statement): statement is ts.ExportAssignment =>
      ts.isExportAssignment(statement) && !statement.isExportEquals,
  );
  if (!assignment) return code;
  const start = assignment.expression.getStart(source);
  const end = assignment.expression.getEnd();
  const type = "import('@rslib/core').RslibConfigDefinition";
  const [open, close] = js
    ? [`/** @satisfies {${type}} */ (`, ')']
    : ['(', `) satisfies ${type}`];
  return `${code.slice(0, start)}${open}${code.slice(start, end)}${close}${code.slice(end)}`;
}

/** What the `package.json` of a reader's project is assumed to hold. */
const PACKAGE_JSON_STUB = JSON.stringify({
  name: 'my-lib',
  version: '1.0.0',
  type: 'module',
  dependencies: {},
  devDependencies: {},
  peerDependencies: {},
});

const ASSET_EXTENSION =
  /^\.(css|scss|sass|less|styl|svg|png|jpe?g|gif|webp|avif|wasm|html|md|mdx|txt)$/;

const DECLARATION_EXTENSIONS: Record<string, string> = {
  '.js': '.d.ts',
  '.jsx': '.d.ts',
  '.mjs': '.d.mts',
  '.cjs': '.d.cts',
};

/**
 * An untyped stand-in for a file of the reader's project that an example
 * imports: each imported name is `any`. Undefined for imports of other kinds
 * of files (`./style.css`), which TypeScript does not resolve anyway.
 *
 * @param target the absolute path the import points to
 */
function relativeStub(
  target: string,
  statement: ts.ImportDeclaration | ts.ExportDeclaration,
): {file: string; text: string} | undefined {
  const extension = path.extname(target);
  if (extension === '.json') return {file: target, text: PACKAGE_JSON_STUB};
  const names: string[] = [];
  if (ts.isImportDeclaration(statement)) {
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        names.push((element.propertyName ?? element.name).text);
      }
    }
  } else if (
    statement.exportClause &&
    ts.isNamedExports(statement.exportClause)
  ) {
    for (const element of statement.exportClause.elements) {
      names.push((element.propertyName ?? element.name).text);
    }
  }
  const text = [
    'declare const stub: any;',
    'export default stub;',
    ...names
      .filter((name) => name !== 'default')
      .map(
        (name) =>
          `export declare const ${name}: any; export type ${name} = any;`,
      ),
  ].join('\n');
  if (['.ts', '.tsx', '.mts', '.cts'].includes(extension)) {
    return {file: target, text};
  }
  if (extension in DECLARATION_EXTENSIONS) {
    return {
      file:
        target.slice(0, -extension.length) + DECLARATION_EXTENSIONS[extension],
      text,
    };
  }
  // Style sheets, images, Wasm…: TypeScript leaves those to the bundler.
  if (ASSET_EXTENSION.test(extension)) return undefined;
  // No extension (or a dotted name such as `rslib.base`): a TypeScript module.
  return {file: `${target}.ts`, text};
}

/**
 * The code with its plain comments blanked (each comment character replaced
 * by a space, line breaks kept), so that an example and its translation,
 * which usually differ only in comments, compile once with the same line
 * numbers. JSDoc (`/** @type … *\/`) and `// @ts-…` directives mean
 * something to the compiler and stay.
 */
export function blankComments(code: string, js: boolean): string {
  const source = ts.createSourceFile(
    js ? 'x.jsx' : 'x.tsx',
    code,
    ts.ScriptTarget.ES2022,
    true,
  );
  // Comments sit in the trivia before (or after) tokens; the parser knows
  // where regular expressions and template strings are, a scanner alone does not.
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (position: number) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(code, position) ?? []),
      ...(ts.getTrailingCommentRanges(code, position) ?? []),
    ]) {
      ranges.set(range.pos, range);
    }
  };
  const visit = (node: ts.Node) => {
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  let result = '';
  let copied = 0;
  for (const range of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const text = code.slice(range.pos, range.end);
    if (
      range.pos < copied ||
      text.startsWith('/**') ||
      /^\/\/\s*@ts-/.test(text)
    ) {
      continue;
    }
    result += code.slice(copied, range.pos) + text.replace(/[^\n]/g, ' ');
    copied = range.end;
  }
  return (result + code.slice(copied)).replace(/[ \t]+$/gm, '');
}

/** One type error in an example. */
export interface ExampleError {
  readonly file: string;
  /** Line of the page the error is on. */
  readonly line: number;
  readonly message: string;
}

/** What checking the examples found. */
export interface ExampleReport {
  readonly checked: readonly Example[];
  readonly skipped: readonly Example[];
  readonly errors: readonly ExampleError[];
  /** Packages the examples import that are not installed here; they are typed `any`. */
  readonly stubbedModules: readonly string[];
  /** How many distinct examples were compiled (the others came from the cache). */
  readonly compiled: number;
}

/** The `@rslib/core` release the examples are checked against. */
export interface ReferencePackageOption {
  /** Its installed name: `@rslib/core`, or an alias such as `rslib-core-0.x`. */
  readonly name: string;
  /** Its installed folder (symlinks resolved). */
  readonly dir: string;
}

/** What the examples are checked against, and where the results are kept between runs. */
export interface CheckOptions {
  /**
   * The package `@rslib/core` imports resolve to; every other package an
   * example imports resolves from its folder first (`packageRedirect`).
   * Default: the `@rslib/core` installed in the site.
   */
  readonly referencePackage?: ReferencePackageOption;
  /**
   * A folder for the diagnostics of each compiled example, keyed by its
   * code, the versions of TypeScript, the reference package, the
   * `@rsbuild/core` it sees and `@types/node`, the compiler options and this
   * module's source: an unchanged example is not compiled again. No cache
   * without it.
   */
  readonly cacheDir?: string;
}

interface CompiledFile {
  readonly text: string;
  readonly extension: string;
  readonly shown: {example: Example; lineMap: readonly number[]}[];
  /** Packages it imports (not Node.js built-ins). */
  readonly packages: string[];
}

/** Diagnostics of one compiled file: 0-based line and message. */
type FileDiagnostics = {line: number; message: string}[];

function importStatements(
  file: string,
  text: string,
): (ts.ImportDeclaration | ts.ExportDeclaration)[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  return source.statements.filter(
    (statement): statement is ts.ImportDeclaration | ts.ExportDeclaration =>
      (ts.isImportDeclaration(statement) ||
        ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier),
  );
}

const specifierOf = (statement: ts.ImportDeclaration | ts.ExportDeclaration) =>
  (statement.moduleSpecifier as ts.StringLiteral).text;

/** The version of a package as Node finds it from a folder (its `node_modules`, then those above), or `none`. */
function installedVersion(fromDir: string, name: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string})
          .version;
      } catch {
        return 'none';
      }
    }
    if (path.dirname(dir) === dir) return 'none';
  }
}

function cacheSalt(siteDir: string, reference: ReferencePackageOption): string {
  const referenceVersion = (
    JSON.parse(
      readFileSync(path.join(reference.dir, 'package.json'), 'utf8'),
    ) as {version: string}
  ).version;
  return createHash('sha256')
    .update(
      [
        installedVersion(siteDir, 'typescript'),
        reference.name,
        referenceVersion,
        // The Rsbuild its declarations import: the one nested under it first.
        installedVersion(reference.dir, '@rsbuild/core'),
        installedVersion(siteDir, '@types/node'),
      ].join('|'),
    )
    .update(JSON.stringify(EXAMPLE_COMPILER_OPTIONS))
    .update(readFileSync(__filename))
    .digest('hex');
}

/**
 * Type-checks examples in one program.
 *
 * @param siteDir the site folder; the examples are compiled as files inside it,
 *   so `@types/node` (and `@rslib/core`, unless `options.referencePackage`
 *   says otherwise) resolve from its `node_modules`
 * @param examples from `examplesOf`
 */
export function checkExamples(
  siteDir: string,
  examples: readonly Example[],
  options: CheckOptions = {},
): ExampleReport {
  const skipped = examples.filter((example) => example.noCheck !== undefined);
  const checked = examples.filter((example) => example.noCheck === undefined);
  const root = path.join(siteDir, '.reference-examples');
  const reference = options.referencePackage ?? {
    name: '@rslib/core',
    dir: realpathSync(path.join(siteDir, 'node_modules/@rslib/core')),
  };
  const redirect = packageRedirect(root, reference.name, reference.dir);
  /** Where a package an example imports resolves (undefined: not installed). */
  const resolvePackage = (specifier: string, from: string) => {
    const target = redirect(specifier, from) ?? {
      specifier,
      containingFile: from,
    };
    return ts.resolveModuleName(
      target.specifier,
      target.containingFile,
      EXAMPLE_COMPILER_OPTIONS,
      ts.sys,
    ).resolvedModule;
  };

  // The same code (an English example and its translation, which usually
  // differ only in comments, blanked here) is compiled once.
  const compiled = new Map<string, CompiledFile>();
  for (const example of checked) {
    const extension = LANGUAGES[example.lang];
    const isConfig =
      example.title !== undefined && CONFIG_TITLE.test(example.title);
    const prepared = prepareCode(example);
    const js = extension.startsWith('.js');
    const text = checkDefaultExport(
      blankComments(prepared.text, js),
      isConfig,
      js,
    );
    const key = `${extension}\0${text}`;
    const known = compiled.get(key);
    const shown = {example, lineMap: prepared.lineMap};
    if (known) {
      known.shown.push(shown);
      continue;
    }
    const packages = importStatements(`x${extension}`, text)
      .map(specifierOf)
      // Node.js built-ins are declared by @types/node, not files.
      .filter(
        (specifier) =>
          !specifier.startsWith('.') &&
          !specifier.startsWith('node:') &&
          !builtinModules.includes(specifier),
      );
    compiled.set(key, {text, extension, shown: [shown], packages});
  }

  // Packages an example imports that are not installed (a framework plugin,
  // a CSS preprocessor) are declared as untyped modules, and the reader's own
  // files it imports (`./package.json`, `../../rslib.base`) get untyped
  // stubs: the example is checked against @rslib/core, not against every
  // module it mentions.
  const probeFrom = path.join(root, 'probe.ts');
  const stubbedModules = [
    ...new Set([...compiled.values()].flatMap(({packages}) => packages)),
  ]
    .filter((specifier) => resolvePackage(specifier, probeFrom) === undefined)
    .sort();

  const salt = options.cacheDir ? cacheSalt(siteDir, reference) : '';
  const cacheFileOf = (file: CompiledFile) =>
    options.cacheDir &&
    path.join(
      options.cacheDir,
      `${createHash('sha256')
        .update(salt)
        .update(file.extension)
        .update(file.text)
        .update(
          file.packages
            .filter((name) => stubbedModules.includes(name))
            .join('|'),
        )
        .digest('hex')}.json`,
    );
  const results = new Map<CompiledFile, FileDiagnostics>();
  for (const file of compiled.values()) {
    const cacheFile = cacheFileOf(file);
    if (!cacheFile || !existsSync(cacheFile)) continue;
    try {
      results.set(
        file,
        JSON.parse(readFileSync(cacheFile, 'utf8')) as FileDiagnostics,
      );
    } catch {
      // Unreadable: compile it again.
    }
  }

  const pending = [...compiled.values()].filter((file) => !results.has(file));
  if (pending.length > 0) {
    const files = new Map<string, string>();
    const fileNames = new Map<CompiledFile, string>();
    pending.forEach((file, index) => {
      // Each example three folders deep in its own folder: relative imports
      // of the reader's own files (`../../rslib.base`) get stubs inside it,
      // and examples cannot import each other.
      const name = path.join(
        root,
        String(index),
        'a/b/c',
        `example${file.extension}`,
      );
      fileNames.set(file, name);
      files.set(name, file.text);
      for (const statement of importStatements(name, file.text)) {
        const specifier = specifierOf(statement);
        if (!specifier.startsWith('.')) continue;
        const stub = relativeStub(
          path.resolve(path.dirname(name), specifier),
          statement,
        );
        if (stub && !files.has(stub.file)) files.set(stub.file, stub.text);
      }
    });
    files.set(
      path.join(root, 'stubs.d.ts'),
      stubbedModules.map((name) => `declare module '${name}';`).join('\n'),
    );
    const program = createVirtualProgram(
      [...files.keys()],
      files,
      EXAMPLE_COMPILER_OPTIONS,
      undefined,
      redirect,
    );
    for (const file of pending) {
      const source = program.getSourceFile(fileNames.get(file)!)!;
      const diagnostics: FileDiagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ].map((diagnostic) => ({
        line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line,
        message: `TS${diagnostic.code}: ${diagnosticText(diagnostic)}`,
      }));
      results.set(file, diagnostics);
      const cacheFile = cacheFileOf(file);
      if (cacheFile) {
        mkdirSync(options.cacheDir!, {recursive: true});
        // Written whole under another name, then renamed: a parallel run
        // never reads half a file.
        const partial = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify(diagnostics));
        renameSync(partial, cacheFile);
      }
    }
  }

  const errors: ExampleError[] = [];
  for (const [file, diagnostics] of results) {
    for (const {line, message} of diagnostics) {
      for (const {example, lineMap} of file.shown) {
        errors.push({
          file: example.file,
          // The fence's line + 1 is the code's first line.
          line: example.line + 1 + (lineMap[line] ?? 0),
          message,
        });
      }
    }
  }
  errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {checked, skipped, errors, stubbedModules, compiled: pending.length};
}
