/**
 * Comparing the "Type:" a page shows with the type the declarations give an
 * option. The page's text is compiled as a small module next to the
 * declarations (in the same program), then both types are compared
 * structurally: the order of union members and of properties, whitespace,
 * quotes, comments, and whether a named type (`ExeOptions`) or its inline
 * definition is shown make no difference; a missing or extra member, a
 * different optionality or a different member type does.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The names a declaration file exports, read from its syntax alone (cheaper
 * than a type checker): named and namespace re-exports, exported
 * declarations, and what `export * from './x.js'` brings from the package's
 * own files. Re-exports of everything from another package are not followed.
 *
 * @param file a `.d.ts` file (the package's type entry)
 */
export function exportedNames(
  file: string,
  seen = new Set<string>(),
): Set<string> {
  const names = new Set<string>();
  if (seen.has(file) || !existsSync(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
  );
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) names.add(element.name.text);
      } else if (clause && ts.isNamespaceExport(clause)) {
        names.add(clause.name.text);
      } else if (
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text.startsWith('.')
      ) {
        const target = path
          .resolve(path.dirname(file), statement.moduleSpecifier.text)
          .replace(/\.js$/, '');
        for (const candidate of [
          `${target}.d.ts`,
          path.join(target, 'index.d.ts'),
        ]) {
          for (const name of exportedNames(candidate, seen)) names.add(name);
        }
      }
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts
          .getModifiers(statement)
          ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      (ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The module compiled for one type block, and the name of the type it documents. */
export interface TypeBlockModule {
  readonly source: string;
  readonly typeName: string;
}

const DOC_TYPE = '__DocumentedType';

function collectReferences(node: ts.Node, names: Set<string>): void {
  if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
    let name: ts.Node = ts.isTypeReferenceNode(node)
      ? node.typeName
      : node.expression;
    while (ts.isQualifiedName(name)) name = name.left;
    while (ts.isPropertyAccessExpression(name)) name = name.expression;
    if (ts.isIdentifier(name)) names.add(name.text);
  }
  ts.forEachChild(node, (child) => collectReferences(child, names));
}

/**
 * Turns the text of a "Type:" into a module. A block of declarations
 * (`type Dts = …`, possibly after helper aliases) documents its last type
 * alias; any other text is one type. Names it uses without declaring them
 * are imported from `@rslib/core` when the package exports them.
 *
 * @param text the type as the page shows it
 * @param exportedTypes names `@rslib/core` exports
 */
export function typeBlockModule(
  text: string,
  exportedTypes: ReadonlySet<string>,
): TypeBlockModule {
  const probe = ts.createSourceFile('probe.ts', text, ts.ScriptTarget.ES2022);
  const declarations = probe.statements.filter(
    (
      statement,
    ): statement is ts.TypeAliasDeclaration | ts.InterfaceDeclaration =>
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement),
  );
  const isDeclarationBlock =
    declarations.length > 0 && declarations.length === probe.statements.length;
  const body = isDeclarationBlock ? text : `type ${DOC_TYPE} = ${text};`;
  const typeName = isDeclarationBlock
    ? declarations[declarations.length - 1].name.text
    : DOC_TYPE;
  const parsed = ts.createSourceFile('doc.ts', body, ts.ScriptTarget.ES2022);
  const local = new Set(
    parsed.statements
      .filter(
        (statement) =>
          ts.isTypeAliasDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement),
      )
      .map(
        (statement) =>
          (statement as ts.TypeAliasDeclaration | ts.InterfaceDeclaration).name
            .text,
      ),
  );
  const used = new Set<string>();
  collectReferences(parsed, used);
  const imports = [...used].filter(
    (name) => !local.has(name) && exportedTypes.has(name),
  );
  // Everything on the first line, so the block's own lines keep their numbers.
  const head = imports.length
    ? `import type {${imports.join(', ')}} from '@rslib/core'; `
    : '';
  return {
    source: `${head}${body}\nexport type {${typeName}};\n`,
    typeName,
  };
}

function withoutUndefined(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  return checker.getNonNullableType(type);
}

function unionMembers(type: ts.Type): readonly ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

function isOptional(symbol: ts.Symbol): boolean {
  return (symbol.flags & ts.SymbolFlags.Optional) !== 0;
}

/**
 * The first structural difference between a documented and a declared type,
 * described for a writer, or undefined when they are the same type.
 *
 * @param checker the checker of the program holding both types
 * @param documented the type compiled from the page
 * @param declared the type of the option in the declarations
 * @param where the position inside the type, for the message (`''` at the top)
 */
export function typeDifference(
  checker: ts.TypeChecker,
  documented: ts.Type,
  declared: ts.Type,
  where = '',
  seen = new Set<string>(),
): string | undefined {
  if (documented === declared) return undefined;
  const pairKey = `${(documented as {id?: number}).id}:${(declared as {id?: number}).id}`;
  if (seen.has(pairKey)) return undefined;
  seen.add(pairKey);
  const at = where === '' ? '' : ` at ${where}`;
  const show = (type: ts.Type) =>
    checker.typeToString(
      type,
      undefined,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
    );

  const documentedMembers = unionMembers(documented);
  const declaredMembers = unionMembers(declared);
  if (documentedMembers.length > 1 || declaredMembers.length > 1) {
    const unmatched = (from: readonly ts.Type[], to: readonly ts.Type[]) =>
      from.filter(
        (member) =>
          !to.some(
            (other) =>
              typeDifference(checker, member, other, where, new Set(seen)) ===
              undefined,
          ),
      );
    const extra = unmatched(documentedMembers, declaredMembers);
    const missing = unmatched(declaredMembers, documentedMembers);
    if (extra.length === 0 && missing.length === 0) return undefined;
    if (
      extra.length === 1 &&
      missing.length === 1 &&
      extra[0].flags & ts.TypeFlags.Object &&
      missing[0].flags & ts.TypeFlags.Object
    ) {
      // One object changed: say what changed inside it.
      return typeDifference(checker, extra[0], missing[0], where, seen);
    }
    return [
      missing.length ? `missing ${missing.map(show).join(' | ')}` : '',
      extra.length ? `not declared: ${extra.map(show).join(' | ')}` : '',
    ]
      .filter(Boolean)
      .join('; ')
      .concat(at);
  }

  const bothObjects =
    documented.flags & ts.TypeFlags.Object &&
    declared.flags & ts.TypeFlags.Object;
  if (!bothObjects) {
    return show(documented) === show(declared)
      ? undefined
      : `${show(documented)} instead of ${show(declared)}${at}`;
  }
  if (checker.isArrayType(documented) || checker.isArrayType(declared)) {
    if (!(checker.isArrayType(documented) && checker.isArrayType(declared))) {
      return `${show(documented)} instead of ${show(declared)}${at}`;
    }
    return typeDifference(
      checker,
      checker.getTypeArguments(documented as ts.TypeReference)[0],
      checker.getTypeArguments(declared as ts.TypeReference)[0],
      `${where}[]`,
      seen,
    );
  }
  const documentedCalls = documented.getCallSignatures();
  const declaredCalls = declared.getCallSignatures();
  if (documentedCalls.length !== declaredCalls.length) {
    return `${show(documented)} instead of ${show(declared)}${at}`;
  }
  for (const [index, call] of declaredCalls.entries()) {
    const difference = signatureDifference(
      checker,
      documentedCalls[index],
      call,
      `${where}()`,
      seen,
    );
    if (difference) return difference;
  }
  const documentedProps = checker.getPropertiesOfType(documented);
  const declaredProps = checker.getPropertiesOfType(declared);
  const names = (props: readonly ts.Symbol[]) =>
    new Set(props.map((p) => p.name));
  const missing = declaredProps.filter(
    (p) => !names(documentedProps).has(p.name),
  );
  const extra = documentedProps.filter(
    (p) => !names(declaredProps).has(p.name),
  );
  if (missing.length || extra.length) {
    return [
      missing.length ? `missing ${missing.map((p) => p.name).join(', ')}` : '',
      extra.length
        ? `not declared: ${extra.map((p) => p.name).join(', ')}`
        : '',
    ]
      .filter(Boolean)
      .join('; ')
      .concat(at);
  }
  for (const property of declaredProps) {
    const other = documentedProps.find((p) => p.name === property.name)!;
    const inner = where === '' ? property.name : `${where}.${property.name}`;
    if (isOptional(property) !== isOptional(other)) {
      return `${inner} is ${isOptional(property) ? 'optional' : 'required'} in the declarations`;
    }
    const difference = typeDifference(
      checker,
      withoutUndefined(checker, checker.getTypeOfSymbol(other)),
      withoutUndefined(checker, checker.getTypeOfSymbol(property)),
      inner,
      seen,
    );
    if (difference) return difference;
  }
  for (const kind of [ts.IndexKind.String, ts.IndexKind.Number]) {
    const a = checker.getIndexTypeOfType(documented, kind);
    const b = checker.getIndexTypeOfType(declared, kind);
    if (!a !== !b) return `index signature differs${at}`;
    if (a && b) {
      const difference = typeDifference(checker, a, b, `${where}[key]`, seen);
      if (difference) return difference;
    }
  }
  return undefined;
}

/** The first difference between two call signatures (parameter names aside). */
function signatureDifference(
  checker: ts.TypeChecker,
  documented: ts.Signature,
  declared: ts.Signature,
  where: string,
  seen: Set<string>,
): string | undefined {
  const a = documented.getParameters();
  const b = declared.getParameters();
  const text = `${checker.signatureToString(documented)} instead of ${checker.signatureToString(declared)} at ${where}`;
  if (a.length !== b.length) return text;
  for (const [index, parameter] of b.entries()) {
    const optional = (symbol: ts.Symbol) =>
      symbol.valueDeclaration !== undefined &&
      ts.isParameter(symbol.valueDeclaration) &&
      (symbol.valueDeclaration.questionToken !== undefined ||
        symbol.valueDeclaration.initializer !== undefined);
    if (optional(a[index]) !== optional(parameter)) return text;
    if (
      typeDifference(
        checker,
        checker.getTypeOfSymbol(a[index]),
        checker.getTypeOfSymbol(parameter),
        where,
        seen,
      )
    ) {
      return text;
    }
  }
  return typeDifference(
    checker,
    documented.getReturnType(),
    declared.getReturnType(),
    where,
    seen,
  )
    ? text
    : undefined;
}

/**
 * The declared type of an option as the declarations write it, without
 * comments: the property's type annotation, followed by the definition when
 * it names an alias (`Dts = boolean | {…}`).
 */
export function declaredTypeText(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
): string {
  const printer = ts.createPrinter({removeComments: true});
  const declaration = symbol.declarations?.find(
    (node): node is ts.PropertySignature | ts.PropertyDeclaration =>
      (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) &&
      node.type !== undefined,
  );
  if (!declaration?.type) {
    return checker.typeToString(checker.getTypeOfSymbol(symbol));
  }
  const print = (node: ts.Node) =>
    printer
      .printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
      .replace(/\s+/g, ' ');
  const annotation = print(declaration.type);
  if (!ts.isTypeReferenceNode(declaration.type)) return annotation;
  let target = checker.getSymbolAtLocation(declaration.type.typeName);
  if (target && target.flags & ts.SymbolFlags.Alias) {
    target = checker.getAliasedSymbol(target);
  }
  const alias = target?.declarations?.find(ts.isTypeAliasDeclaration);
  return alias ? `${annotation} = ${print(alias.type)}` : annotation;
}
