/**
 * @jest-environment node
 *
 * Reference coverage, for each docs version against the `@rslib/core`
 * release it describes (the current docs against `@rslib/core`, a version
 * `<name>` of versions.json against the alias `rslib-core-<name>`, see
 * `build/docsVersions.ts`): the options, exports and instance methods the
 * package declares are each documented (own page or heading, in both
 * locales, where `data/referenceMap.ts` says), no page documents an option
 * the declarations lack, each `config/lib` option section shows the declared
 * type, its "Top level" line agrees with `RslibConfig`, each documented entry
 * has since data, and no page documents an entry added after the release.
 */
import {existsSync, readdirSync} from 'node:fs';
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
  CURRENT_VERSION,
  docsVersionsOf,
  resolveReferencePackage,
  type DocsVersion,
  type ReferencePackage,
} from './build/docsVersions';
import {locationOfKey} from './build/remarkSince';
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
import {
  createVirtualProgram,
  diagnosticText,
  packageRedirect,
} from './build/virtualProgram';
import {formatOptionPath, parseOptionPath} from './common/optionPath';
import {compareVersions, entriesAfter, type SinceData} from './common/since';
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
const LOCALES = Object.keys(LOCALE_DIRS) as Locale[];
const groups = Object.keys(RSBUILD_GROUP_PAGES);

/** Rsbuild option keys declared by the package of any docs version (for the stale-exception check). */
const rsbuildKeysOfAllVersions = new Set<string>();
/** Versions whose package could not be read: the stale-exception check cannot tell. */
const unreadVersions: string[] = [];
/**
 * Since-data keys of the entries the current docs' package declares with
 * their own section (filled by its checks, which are declared first).
 */
const currentKeys = new Set<string>();

/** Where a section is: `page#anchor` (`#` alone for the page title). */
const sectionKey = (location: {page: string; anchor?: string}) =>
  `${location.page}#${location.anchor ?? ''}`;

/** Where a since-data key has its own section, if it has one. */
function sectionOfKey(
  key: string,
): {page: string; anchor?: string} | undefined {
  const location = locationOfKey(key);
  return location?.kind === 'section' ? location : undefined;
}

/**
 * Declares the checks of one docs version.
 *
 * @param version its name, page folders and package name
 * @param reference its installed package (folder and release)
 */
function checkVersion(version: DocsVersion, reference: ReferencePackage): void {
  const {localeDirs} = version;
  const packageLabel = `@rslib/core ${reference.version}`;
  const pages = new DocPages(siteDir, localeDirs);

  const mdxFiles = (docDir: string): string[] => {
    const dir = path.join(siteDir, localeDirs.en, docDir);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => `${docDir}/${name}`)
      .sort();
  };

  const LIB_PAGES = mdxFiles('config/lib');
  const CONFIG_PAGES = [
    'config/index.mdx',
    ...LIB_PAGES,
    ...mdxFiles('config/rsbuild'),
  ];
  const API_PAGES = mdxFiles('api/javascript-api');

  // One program: the declarations plus one module per "Type:" of the
  // config/lib pages (both locales), so that both sides of each type
  // comparison live in one checker. The modules import `@rslib/core`, which
  // resolves to this version's package.
  const entry = typesEntryOf(reference.dir);
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
  const virtualRoot = path.join(siteDir, '.reference-types', version.name);
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
          virtualRoot,
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
    undefined,
    packageRedirect(virtualRoot, version.packageName, reference.dir),
  );
  const declarations = readDeclarations(reference.dir, groups, program);
  const {checker} = declarations;
  for (const key of declarations.rsbuildOptions.keys()) {
    rsbuildKeysOfAllVersions.add(key);
  }

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
    const file = path.join(localeDirs[locale], location.page);
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

  describe(`every option and export of ${packageLabel} is documented in both locales`, () => {
    it('reads the declarations of the package', () => {
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
  });

  /** Option paths of every declared option, and `lib.`-less forms. */
  const knownOptions = new Set([
    ...declarations.libOptions.keys(),
    ...declarations.rsbuildOptions.keys(),
  ]);
  const exportNames = new Set(declarations.exports.map(({name}) => name));

  describe(`no page documents an option or export ${packageLabel} lacks`, () => {
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
              unknown.push(
                `${where}: not a method of RslibInstance in ${packageLabel}`,
              );
            }
          } else if (segments.length === 1 && !exportNames.has(segments[0])) {
            unknown.push(`${where}: not exported by ${packageLabel}`);
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
          unknown.push(`${where}: not declared by ${packageLabel}`);
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
        const key = sectionKey(location);
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

  describe(`each config/lib section shows the type ${packageLabel} declares`, () => {
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
        const block = typeBlocks.get(`${locale}:${sectionKey(location)}`);
        if (!block) {
          problems.push(
            `${option.path}: ${path.join(localeDirs[locale], location.page)}${location.anchor ? `#${location.anchor}` : ''} has no "Type:"`,
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
        const page = pages.page(locale, location.page);
        if (!page) {
          problems.push(
            `${path.join(localeDirs[locale], location.page)} does not exist`,
          );
          continue;
        }
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

  /** Since-data keys of every entry this package declares with its own section. */
  const documentedKeys = [
    ...[...libOptions, ...rsbuildOptions]
      .filter((option) => locateOption(option.segments)?.kind === 'section')
      .map((option) => option.path),
    ...declarations.exports.map(({name, kind}) => exportKey(name, kind)),
    ...declarations.instanceMethods.map(instanceKey),
  ];

  describe(`the since data agrees with ${packageLabel}`, () => {
    if (version.name === CURRENT_VERSION) {
      for (const key of documentedKeys) currentKeys.add(key);
    }
    // The since data covers what the newest release declares
    // (scripts/since-versions.ts): an entry of an older release that a later
    // one removed has no data, and no badge on that version's pages.
    it('has data for each option, export and method with its own section', () => {
      expect(
        documentedKeys.filter(
          (key) =>
            since.entries[key] === undefined &&
            (version.name === CURRENT_VERSION || currentKeys.has(key)),
        ),
      ).toEqual([]);
    });

    it(`dates no entry ${packageLabel} declares after ${reference.version}`, () => {
      expect(
        documentedKeys
          .filter(
            (key) =>
              since.entries[key] !== undefined &&
              compareVersions(since.entries[key], reference.version) > 0,
          )
          .map((key) => `${key}: since.json says ${since.entries[key]}`),
      ).toEqual([]);
    });

    it(`documents no entry added after ${reference.version}`, () => {
      // A section that an entry of this release shares (a shared heading of
      // several types) may stay.
      const ownSections = new Set(
        documentedKeys
          .map(sectionOfKey)
          .filter((location) => location !== undefined)
          .map(sectionKey),
      );
      const problems: string[] = [];
      for (const key of entriesAfter(since, reference.version)) {
        const location = sectionOfKey(key);
        if (!location || ownSections.has(sectionKey(location))) continue;
        for (const locale of LOCALES) {
          const page = pages.page(locale, location.page);
          if (!page || !sectionHeading(page, location.anchor)) continue;
          problems.push(
            `${page.file}${location.anchor ? `#${location.anchor}` : ''} documents ${key}, added in ${since.entries[key]} (after ${packageLabel})`,
          );
        }
      }
      expect(problems).toEqual([]);
    });
  });
}

for (const version of docsVersionsOf(siteDir)) {
  const where = Object.values(version.localeDirs).join(', ');
  describe(`docs ${version.name} (${where}) against ${version.packageName}`, () => {
    let reference: ReferencePackage;
    try {
      reference = resolveReferencePackage(siteDir, version.name);
    } catch (error) {
      unreadVersions.push(version.name);
      it('has its package installed', () => {
        throw error;
      });
      return;
    }
    checkVersion(version, reference);
  });
}

describe('data/referenceMap.ts', () => {
  it('lists no Rsbuild exception for an option no docs version declares', () => {
    expect(unreadVersions).toEqual([]);
    expect(
      RSBUILD_GROUP_EXCEPTIONS.filter(
        (key) => !rsbuildKeysOfAllVersions.has(key),
      ),
    ).toEqual([]);
  });
});
