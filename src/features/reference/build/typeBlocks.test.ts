/** @jest-environment node */
import path from 'node:path';
import ts from 'typescript';
import {DECLARATION_COMPILER_OPTIONS} from './declarations';
import {
  declaredTypeText,
  exportedNames,
  typeBlockModule,
  typeDifference,
} from './typeBlocks';
import {createVirtualProgram} from './virtualProgram';

const DECLARED = `
export type Mode = 'compile' | 'preserve';
export type Exe = boolean | { fileName?: string; targets?: Array<string | { arch?: 'x64' | 'arm64' }> };
export interface Options {
  dts?: boolean | { bundle?: boolean | { tsconfigPath?: string }; alias?: Record<string, string> };
  mode?: Mode;
  exe?: Exe;
  list?: string[];
  fn?: (value: string) => boolean;
}
`;

/** Compiles each documented type against `Options` and returns the difference per case. */
function compare(cases: Record<string, [keyof OptionsShape, string]>) {
  const dir = path.join(__dirname, '.typeBlocks-test');
  const files = new Map<string, string>([
    [path.join(dir, 'declared.ts'), DECLARED],
  ]);
  const modules = Object.entries(cases).map(([name, [, text]], index) => {
    const module = typeBlockModule(text, new Set(['Exe', 'Mode']));
    const file = path.join(dir, `doc${index}.ts`);
    files.set(
      file,
      module.source.replace(`from '@rslib/core'`, `from './declared'`),
    );
    return {name, file, typeName: module.typeName};
  });
  const program = createVirtualProgram(
    [...files.keys()],
    files,
    DECLARATION_COMPILER_OPTIONS,
  );
  const checker = program.getTypeChecker();
  const declaredFile = program.getSourceFile(path.join(dir, 'declared.ts'))!;
  const options = declaredFile.statements.find(ts.isInterfaceDeclaration)!;
  const optionsType = checker.getTypeAtLocation(options.name);
  return Object.fromEntries(
    modules.map(({name, file, typeName}) => {
      const source = program.getSourceFile(file)!;
      const diagnostics = program.getSemanticDiagnostics(source);
      const alias = source.statements.find(
        (s): s is ts.TypeAliasDeclaration =>
          ts.isTypeAliasDeclaration(s) && s.name.text === typeName,
      )!;
      const property = checker.getPropertyOfType(optionsType, cases[name][0])!;
      const declared = checker.getNonNullableType(
        checker.getTypeOfSymbol(property),
      );
      return [
        name,
        {
          errors: diagnostics.length,
          messages: diagnostics.map((d) =>
            ts.flattenDiagnosticMessageText(d.messageText, ' '),
          ),
          difference: typeDifference(
            checker,
            checker.getTypeAtLocation(alias.name),
            declared,
          ),
          declaredText: declaredTypeText(checker, property),
        },
      ];
    }),
  );
}

type OptionsShape = {dts: 0; mode: 0; exe: 0; list: 0; fn: 0};

describe('typeBlockModule', () => {
  it('wraps a bare type and imports the exported names it uses', () => {
    expect(
      typeBlockModule('{ exe?: ExeOptions }', new Set(['ExeOptions'])),
    ).toEqual({
      source:
        "import type {ExeOptions} from '@rslib/core'; type __DocumentedType = { exe?: ExeOptions };\nexport type {__DocumentedType};\n",
      typeName: '__DocumentedType',
    });
  });

  it('keeps a block of declarations and documents its last alias', () => {
    const module = typeBlockModule(
      "type V = 'es5' | 'esnext';\n\ntype Syntax = V | string[];",
      new Set(['Syntax']),
    );
    expect(module.typeName).toBe('Syntax');
    expect(module.source.startsWith('type V')).toBe(true);
  });
});

describe('typeDifference', () => {
  const results = compare({
    sameReordered: [
      'dts',
      '{ alias?: Record<string, string>; bundle?: { tsconfigPath?: string } | boolean } | boolean',
    ],
    missingProperty: ['dts', 'boolean | { bundle?: boolean }'],
    extraProperty: [
      'dts',
      'boolean | { bundle?: boolean | { tsconfigPath?: string; x?: number }; alias?: Record<string, string> }',
    ],
    requiredInsteadOfOptional: [
      'dts',
      'boolean | { bundle: boolean | { tsconfigPath?: string }; alias?: Record<string, string> }',
    ],
    literalMissing: ['mode', "'compile'"],
    namedOrInline: ['mode', `"preserve" | "compile"`],
    inlineNamedAlias: [
      'exe',
      "boolean | { targets?: (string | { arch?: 'arm64' | 'x64' })[]; fileName?: string }",
    ],
    wrongElement: [
      'exe',
      "boolean | { targets?: Array<string | { arch?: 'x64' }>; fileName?: string }",
    ],
    namedReference: ['exe', 'Exe'],
    arrayForms: ['list', 'Array<string>'],
    arrayVsString: ['list', 'string'],
    functionSame: ['fn', '(input: string) => boolean'],
    functionDifferent: ['fn', '(input: number) => boolean'],
  });

  it('accepts the same type in another order, quoting and array notation', () => {
    for (const name of [
      'sameReordered',
      'namedOrInline',
      'inlineNamedAlias',
      'namedReference',
      'arrayForms',
      'functionSame',
    ]) {
      expect([name, results[name]]).toEqual([
        name,
        expect.objectContaining({errors: 0, difference: undefined}),
      ]);
    }
  });

  it('names what differs', () => {
    expect(results.missingProperty.difference).toBe('missing alias');
    expect(results.extraProperty.difference).toBe('not declared: x at bundle');
    expect(results.requiredInsteadOfOptional.difference).toBe(
      'bundle is optional in the declarations',
    );
    expect(results.literalMissing.difference).toBe('missing "preserve"');
    expect(results.wrongElement.difference).toBe(
      'missing "arm64" at targets[].arch',
    );
    expect(results.arrayVsString.difference).toBe('string instead of string[]');
    expect(results.functionDifferent.difference).toMatch(/instead of/);
  });

  it('shows the declared text with the alias it names', () => {
    expect(results.namedReference.declaredText).toBe(
      "Exe = boolean | { fileName?: string; targets?: Array<string | { arch?: 'x64' | 'arm64'; }>; }",
    );
    expect(results.arrayForms.declaredText).toBe('string[]');
  });
});

describe('exportedNames', () => {
  it('lists the exports of the installed @rslib/core from the syntax', () => {
    const entry = require
      .resolve('@rslib/core')
      .replace(/dist\/index\.js$/, 'dist-types/index.d.ts');
    const names = exportedNames(entry);
    for (const name of [
      'defineConfig',
      'LibConfig',
      'Dts',
      'ExeOptions',
      'Rspack',
      'Rsbuild',
      'rsbuild',
      'version',
      'RslibInstance',
      'BuildOptions',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('RslibOutputConfig');
  });
});
