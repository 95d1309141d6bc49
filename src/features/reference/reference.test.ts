/**
 * @jest-environment node
 *
 * Reference coverage: the options, exports and instance methods the installed
 * `@rslib/core` declares are each documented (own page or heading, in both
 * locales, where `data/referenceMap.ts` says), no page documents an option
 * the declarations lack, each `config/lib` option section shows the declared
 * type, its "Top level" line agrees with `RslibConfig`, and each documented
 * entry has since data.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  DECLARATION_COMPILER_OPTIONS,
  readDeclarations,
  typesEntryOf,
  type DeclaredOption,
} from './build/declarations';
import {
  DocPages,
  LOCALE_DIRS,
  inlineCodeOf,
  linksOf,
  sectionHeading,
  sectionNodes,
  type Locale,
} from './build/docPages';
import {
  TOP_LEVEL_LABELS,
  factText,
  sectionFact,
  sectionTypeOf,
} from './build/mdx';
import {
  declaredTypeText,
  exportedNames,
  typeBlockModule,
  typeDifference,
} from './build/typeBlocks';
import {createVirtualProgram, diagnosticText} from './build/virtualProgram';
import {formatOptionPath, parseOptionPath} from './common/optionPath';
import type {SinceData} from './common/since';
import {
  RSBUILD_GROUP_EXCEPTIONS,
  RSBUILD_GROUP_PAGES,
  exportKey,
  instanceKey,
  locateExport,
  locateInstanceMethod,
  locateOption,
  type DocLocation,
} from './data/referenceMap';
import sinceJson from './data/since.json';

const since = sinceJson as SinceData;
const siteDir = path.join(__dirname, '../../..');
const rslibDir = path.dirname(require.resolve('@rslib/core/package.json'));
const LOCALES = Object.keys(LOCALE_DIRS) as Locale[];
const pages = new DocPages(siteDir);

function mdxFiles(docDir: string): string[] {
  return readdirSync(path.join(siteDir, LOCALE_DIRS.en, docDir))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `${docDir}/${name}`)
    .sort();
}

const LIB_PAGES = mdxFiles('config/lib');
const CONFIG_PAGES = [
  'config/index.mdx',
  ...LIB_PAGES,
  ...mdxFiles('config/rsbuild'),
];
const API_PAGES = mdxFiles('api/javascript-api');

// One program: the declarations plus one module per "Type:" of the
// config/lib pages (both locales), so that both sides of each type
// comparison live in one checker.
const entry = typesEntryOf(rslibDir);
const groups = Object.keys(RSBUILD_GROUP_PAGES);
const exportedTypes = exportedNames(entry);

interface TypeBlock {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly typeName: string;
  readonly virtualFile: string;
}
/** `locale:page#anchor` (`#` alone for the page title) → the section's "Type:". */
const typeBlocks = new Map<string, TypeBlock>();
const virtualFiles = new Map<string, string>();
for (const locale of LOCALES) {
  for (const docPath of LIB_PAGES) {
    const page = pages.page(locale, docPath);
    if (!page) continue;
    for (const heading of page.headings) {
      const anchor = heading.depth === 1 ? '' : heading.id;
      if (anchor === undefined) continue;
      const type = sectionTypeOf(page.tree, heading.index);
      if (!type) continue;
      const module = typeBlockModule(type.text, exportedTypes);
      const virtualFile = path.join(
        siteDir,
        '.reference-types',
        locale,
        `${docPath}.${heading.line}.ts`,
      );
      virtualFiles.set(virtualFile, module.source);
      typeBlocks.set(`${locale}:${docPath}#${anchor}`, {
        file: page.file,
        line: type.line,
        text: type.text,
        typeName: module.typeName,
        virtualFile,
      });
    }
  }
}
const program = createVirtualProgram(
  [entry, ...virtualFiles.keys()],
  virtualFiles,
  DECLARATION_COMPILER_OPTIONS,
);
const declarations = readDeclarations(rslibDir, groups, program);
const {checker} = declarations;

/**
 * What is wrong with a location in one locale (empty when nothing is).
 *
 * @param what the option or export, for the messages
 */
function locationProblems(
  what: string,
  location: DocLocation | undefined,
  locale: Locale,
): string[] {
  if (!location) {
    return [
      `${what}: no page documents it. Add a section (heading id as in data/referenceMap.ts) or an exception there.`,
    ];
  }
  if (location.kind === 'internal') return [];
  const page = pages.page(locale, location.page);
  const file = path.join(LOCALE_DIRS[locale], location.page);
  if (!page) return [`${what}: ${file} does not exist`];
  if (location.kind === 'rsbuild-link') {
    const links = linksOf(page.tree.children);
    return links.some((url) => url.startsWith('https://rsbuild.rs/config/'))
      ? []
      : [`${what}: ${file} has no link to the Rsbuild reference`];
  }
  const heading = sectionHeading(page, location.anchor);
  if (!heading) {
    return [
      `${what}: ${file} has no heading ${location.anchor === undefined ? '(page title)' : `{#${location.anchor}}`}`,
    ];
  }
  if (location.kind === 'mention') {
    const key = what.split('.').pop()!;
    const named = inlineCodeOf(sectionNodes(page, heading)).some(
      (code) => code === what || code === key || code.startsWith(`${what}.`),
    );
    return named
      ? []
      : [
          `${what}: the section {#${location.anchor}} of ${file} does not name it in inline code`,
        ];
  }
  return [];
}

const libOptions = [...declarations.libOptions.values()];
const rsbuildOptions = [...declarations.rsbuildOptions.values()];

describe('every option and export of @rslib/core is documented in both locales', () => {
  it('reads the installed declarations', () => {
    expect(libOptions.length).toBeGreaterThan(50);
    expect(rsbuildOptions.length).toBeGreaterThan(50);
    expect(declarations.exports.length).toBeGreaterThan(30);
    expect(declarations.instanceMethods).toContain('build');
  });

  it.each(libOptions.map((option) => [option.path, option] as const))(
    'lib option %s',
    (_path, option) => {
      const location = locateOption(option.segments);
      expect(
        LOCALES.flatMap((locale) =>
          locationProblems(option.path, location, locale),
        ),
      ).toEqual([]);
    },
  );

  it.each(rsbuildOptions.map((option) => [option.path, option] as const))(
    'Rsbuild option %s',
    (_path, option) => {
      const location = locateOption(option.segments);
      expect(
        LOCALES.flatMap((locale) =>
          locationProblems(option.path, location, locale),
        ),
      ).toEqual([]);
    },
  );

  it.each(declarations.exports.map((e) => [e.name, e.kind] as const))(
    'export %s (%s)',
    (name, kind) => {
      expect(
        LOCALES.flatMap((locale) =>
          locationProblems(name, locateExport(name, kind), locale),
        ),
      ).toEqual([]);
    },
  );

  it.each(declarations.instanceMethods)('RslibInstance.%s', (name) => {
    expect(
      LOCALES.flatMap((locale) =>
        locationProblems(`rslib.${name}`, locateInstanceMethod(name), locale),
      ),
    ).toEqual([]);
  });

  it('lists no Rsbuild exception for an option that is gone', () => {
    expect(
      RSBUILD_GROUP_EXCEPTIONS.filter(
        (key) => !declarations.rsbuildOptions.has(key),
      ),
    ).toEqual([]);
  });
});

/** Option paths of every declared option, and `lib.`-less forms. */
const knownOptions = new Set([
  ...declarations.libOptions.keys(),
  ...declarations.rsbuildOptions.keys(),
]);
const exportNames = new Set(declarations.exports.map(({name}) => name));

describe('no page documents an option or export the declarations lack', () => {
  const cases = LOCALES.flatMap((locale) =>
    [...CONFIG_PAGES, ...API_PAGES].map(
      (docPath) => [locale, docPath] as const,
    ),
  );
  it.each(cases)('%s %s', (locale, docPath) => {
    const page = pages.page(locale, docPath);
    if (!page) return;
    const unknown: string[] = [];
    for (const heading of page.headings) {
      const segments = parseOptionPath(heading.text);
      if (!segments) continue;
      const where = `${page.file}:${heading.line} "${heading.text}"`;
      if (docPath.startsWith('api/')) {
        if (docPath.endsWith('instance.mdx') && segments[0] === 'rslib') {
          if (
            segments.length !== 2 ||
            !declarations.instanceMethods.includes(segments[1])
          ) {
            unknown.push(`${where}: not a method of RslibInstance`);
          }
        } else if (segments.length === 1 && !exportNames.has(segments[0])) {
          unknown.push(`${where}: not exported by @rslib/core`);
        }
        continue;
      }
      // Config pages: dotted paths, the titles of option pages, and
      // camelCase keys on the Rsbuild pages (`## splitChunks`).
      const isOptionTitle =
        heading.depth === 1 && docPath !== 'config/index.mdx';
      const isRsbuildKey =
        docPath.startsWith('config/rsbuild/') &&
        /^[a-z]+[A-Z]\w*$/.test(heading.text);
      if (segments.length < 2 && !isOptionTitle && !isRsbuildKey) continue;
      const candidates = [formatOptionPath(segments)];
      if (docPath.startsWith('config/lib/') && segments[0] !== 'lib') {
        candidates.push(formatOptionPath(['lib', ...segments]));
      }
      if (!candidates.some((candidate) => knownOptions.has(candidate))) {
        unknown.push(`${where}: not declared by @rslib/core`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('maps no two options to the same heading', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const option of [...libOptions, ...rsbuildOptions]) {
      const location = locateOption(option.segments);
      if (location?.kind !== 'section') continue;
      const key = `${location.page}#${location.anchor ?? ''}`;
      const other = seen.get(key);
      if (other) clashes.push(`${option.path} and ${other} → ${key}`);
      seen.set(key, option.path);
    }
    expect(clashes).toEqual([]);
  });
});

function documentedType(block: TypeBlock): ts.Type | string {
  const source = program.getSourceFile(block.virtualFile)!;
  const errors = [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ];
  if (errors.length > 0) {
    const [error] = errors;
    const {line} = source.getLineAndCharacterOfPosition(error.start ?? 0);
    return `${block.file}:${block.line + line}: the type does not compile: ${diagnosticText(error)}`;
  }
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) &&
      statement.name.text === block.typeName,
  )!;
  return checker.getTypeAtLocation(alias.name);
}

/** Lib options with their own section, as `[path, option]` rows. */
const libSections = libOptions
  .filter((option) => locateOption(option.segments)?.kind === 'section')
  .map((option) => [option.path, option] as const);

describe('each config/lib section shows the declared type', () => {
  it.each(libSections)('%s', (_path, option: DeclaredOption) => {
    const location = locateOption(option.segments) as {
      page: string;
      anchor?: string;
    };
    const declared = checker.getNonNullableType(
      checker.getTypeOfSymbol(option.symbol),
    );
    const problems: string[] = [];
    for (const locale of LOCALES) {
      const block = typeBlocks.get(
        `${locale}:${location.page}#${location.anchor ?? ''}`,
      );
      if (!block) {
        problems.push(
          `${option.path}: ${path.join(LOCALE_DIRS[locale], location.page)}${location.anchor ? `#${location.anchor}` : ''} has no "Type:"`,
        );
        continue;
      }
      const documented = documentedType(block);
      const difference =
        typeof documented === 'string'
          ? documented
          : typeDifference(checker, documented, declared);
      if (difference) {
        problems.push(
          [
            `${option.path} (${block.file}:${block.line}): ${difference}`,
            `  page:         ${block.text.replace(/\s+/g, ' ').trim()}`,
            `  declarations: ${declaredTypeText(checker, option.symbol)}`,
          ].join('\n'),
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the "Top level" line of each lib option page agrees with RslibConfig', () => {
  const rows = libOptions
    .filter((option) => option.segments.length === 2)
    .map((option) => [option.path, option] as const);
  it.each(rows)('%s', (_path, option) => {
    const expected = declarations.topLevelLibOptions.has(option.path);
    const location = locateOption(option.segments) as {page: string};
    const problems: string[] = [];
    for (const locale of LOCALES) {
      const page = pages.page(locale, location.page)!;
      const title = sectionHeading(page, undefined)!;
      const fact = sectionFact(page.tree, title.index, TOP_LEVEL_LABELS);
      if (!fact) {
        problems.push(`${page.file}: no "Top level:" line`);
        continue;
      }
      const text = factText(fact.item);
      const supported = /^(supported|支持)/.test(text);
      const unsupported = /^(not supported|不支持)/.test(text);
      if (supported === unsupported || supported !== expected) {
        problems.push(
          `${page.file}:${fact.item.position?.start.line}: says "${text}", but RslibConfig ${expected ? 'accepts' : 'does not accept'} ${option.segments[1]}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('every documented entry has since data', () => {
  it('has data for each option, export and method with its own section', () => {
    const keys = [
      ...[...libOptions, ...rsbuildOptions]
        .filter((option) => locateOption(option.segments)?.kind === 'section')
        .map((option) => option.path),
      ...declarations.exports.map(({name, kind}) => exportKey(name, kind)),
      ...declarations.instanceMethods.map(instanceKey),
    ];
    expect(keys.filter((key) => since.entries[key] === undefined)).toEqual([]);
  });
});
