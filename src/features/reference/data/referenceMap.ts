/**
 * Where the reference documents each option and export of `@rslib/core`: the
 * one place that maps an option path (`lib.dts.bundle`), an export
 * (`createRslib`) or an instance method (`build`) to a page and heading
 * anchor. The coverage test (`../reference.test.ts`) checks every declared
 * option against it, in both locales; the since badges (`../build/remarkSince.ts`)
 * use it to find the heading of each entry.
 *
 * Pages are paths inside a docs version's folder and hold for every
 * version: `docs/` and `i18n/zh/docusaurus-plugin-content-docs/current/` for
 * the current docs, `versioned_docs/version-0.x/` and
 * `i18n/zh/docusaurus-plugin-content-docs/version-0.x/` for 0.x. A location
 * may be missing from an older version (the `config/lib/wasm.mdx` page of an
 * option added in 1.0) as long as that version's package does not declare
 * the entry.
 */

/** How an entry is documented. */
export type DocLocation =
  /** Its own page (no anchor) or its own heading: the section the since badge follows. */
  | {readonly kind: 'section'; readonly page: string; readonly anchor?: string}
  /**
   * Inside a broader section, which must name it in inline code
   * (`performance.preload` in "Options without an effect").
   */
  | {
      readonly kind: 'mention';
      readonly page: string;
      readonly anchor: string;
      readonly reason: string;
    }
  /**
   * Documented by Rsbuild only: the page (an Rslib page about the option's
   * group) must link to Rsbuild's reference.
   */
  | {
      readonly kind: 'rsbuild-link';
      readonly page: string;
      readonly reason: string;
    }
  /** Declared but not meant for users. */
  | {readonly kind: 'internal'; readonly reason: string};

/** Rsbuild option groups with their own page whose keys are listed one by one. */
export const RSBUILD_GROUP_PAGES = {
  source: 'config/rsbuild/source.mdx',
  output: 'config/rsbuild/output.mdx',
  resolve: 'config/rsbuild/resolve.mdx',
  tools: 'config/rsbuild/tools.mdx',
  performance: 'config/rsbuild/performance.mdx',
} as const;

const RSBUILD_INDEX = 'config/rsbuild/index.mdx';

/** Rsbuild's top-level keys that are not a group with a page. */
const RSBUILD_TOP_LEVEL: Record<string, DocLocation> = {
  plugins: {kind: 'section', page: 'config/rsbuild/plugins.mdx'},
  logLevel: {kind: 'section', page: 'config/rsbuild/log-level.mdx'},
  customLogger: {
    kind: 'mention',
    page: 'config/rsbuild/log-level.mdx',
    anchor: 'custom-loggers',
    reason: 'Rslib does not forward it to Rsbuild; the logLevel page says so',
  },
  splitChunks: {
    kind: 'section',
    page: 'config/rsbuild/performance.mdx',
    anchor: 'splitchunks',
  },
  root: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'where-options-go',
    reason: 'an instance-wide Rsbuild option that works as in Rsbuild',
  },
  moduleFederation: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'where-options-go',
    reason:
      'an environment option that works as in Rsbuild; the mf format guide shows it in use',
  },
  dev: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'only used by the dev server of `rslib mf-dev`',
  },
  server: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'only used by the dev server of `rslib mf-dev`',
  },
  html: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'Rslib generates no HTML',
  },
  security: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason:
      'its options (`security.sri`) act on HTML, which Rslib does not generate',
  },
  mode: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'ignored: each command sets the mode',
  },
  environments: {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'not supported: Rslib builds the environments from `lib`',
  },
  _privateMeta: {
    kind: 'internal',
    reason: "Rsbuild's private field for its own tooling",
  },
};

const LINKED =
  'works as in Rsbuild; the page links to the Rsbuild reference for the options it does not list';

/**
 * Keys of the Rsbuild groups that have no heading of their own. When an
 * Rsbuild upgrade adds a key, the coverage test fails until it is documented
 * or listed here.
 */
const RSBUILD_GROUP_KEYS: Record<string, DocLocation> = {
  'source.preEntry': {
    kind: 'rsbuild-link',
    page: RSBUILD_GROUP_PAGES.source,
    reason: LINKED,
  },
  'output.charset': {
    kind: 'rsbuild-link',
    page: RSBUILD_GROUP_PAGES.output,
    reason: LINKED,
  },
  'output.manifest': {
    kind: 'rsbuild-link',
    page: RSBUILD_GROUP_PAGES.output,
    reason: LINKED,
  },
  'output.module': {
    kind: 'rsbuild-link',
    page: RSBUILD_GROUP_PAGES.output,
    reason: LINKED,
  },
  'output.emitAssets': {
    kind: 'rsbuild-link',
    page: RSBUILD_GROUP_PAGES.output,
    reason: LINKED,
  },
  'output.polyfill': {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'works, but a library should leave polyfills to the application',
  },
  'output.inlineScripts': {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'acts on HTML only',
  },
  'output.inlineStyles': {
    kind: 'mention',
    page: RSBUILD_INDEX,
    anchor: 'unsupported-options',
    reason: 'acts on HTML only',
  },
  'performance.preload': {
    kind: 'mention',
    page: RSBUILD_GROUP_PAGES.performance,
    anchor: 'options-without-an-effect',
    reason: 'a resource hint in generated HTML, which Rslib does not generate',
  },
  'performance.prefetch': {
    kind: 'mention',
    page: RSBUILD_GROUP_PAGES.performance,
    anchor: 'options-without-an-effect',
    reason: 'a resource hint in generated HTML, which Rslib does not generate',
  },
  'performance.preconnect': {
    kind: 'mention',
    page: RSBUILD_GROUP_PAGES.performance,
    anchor: 'options-without-an-effect',
    reason: 'a resource hint in generated HTML, which Rslib does not generate',
  },
  'performance.dnsPrefetch': {
    kind: 'mention',
    page: RSBUILD_GROUP_PAGES.performance,
    anchor: 'options-without-an-effect',
    reason: 'a resource hint in generated HTML, which Rslib does not generate',
  },
};

/**
 * Lib options documented inside their parent's section: the parent's
 * "Type:" (compared with the declarations) lists them, and its prose
 * describes them.
 */
const LIB_IN_PARENT = ['lib.experiments.exe.seaOptions'];

/** `lib.dts.bundle` → `dts-bundle`, `['import.meta.url']` → `import-meta-url`, `__filename` → `filename`. */
function anchorPart(segment: string): string {
  return segment
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `autoExtension` → `auto-extension` (the page file names). */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Where an option is documented.
 *
 * @param segments the option path split into keys: `['lib', 'dts', 'bundle']`,
 *   `['lib', 'shims', 'cjs', 'import.meta.url']`, `['output', 'target']`,
 *   `['logLevel']`
 * @returns undefined when no rule or exception covers it
 */
export function locateOption(
  segments: readonly string[],
): DocLocation | undefined {
  const [root, name, ...rest] = segments;
  if (root === 'lib') {
    if (name === undefined)
      return {kind: 'section', page: 'config/lib/index.mdx'};
    const page = `config/lib/${kebab(name)}.mdx`;
    if (rest.length === 0) return {kind: 'section', page};
    const parent = LIB_IN_PARENT.find((prefix) =>
      segments.join('.').startsWith(`${prefix}.`),
    );
    if (parent) {
      return {
        kind: 'mention',
        page,
        anchor: parent.split('.').map(anchorPart).join('-'),
        reason: `listed in the type of ${parent} and described in its section`,
      };
    }
    return {
      kind: 'section',
      page,
      anchor: segments.map(anchorPart).join('-'),
    };
  }
  const key = segments.join('.');
  if (root in RSBUILD_GROUP_PAGES) {
    const page = RSBUILD_GROUP_PAGES[root as keyof typeof RSBUILD_GROUP_PAGES];
    if (name === undefined) return {kind: 'section', page};
    if (rest.length > 0) return undefined;
    return (
      RSBUILD_GROUP_KEYS[key] ?? {
        kind: 'section',
        page,
        anchor: `${anchorPart(root)}-${anchorPart(name)}`,
      }
    );
  }
  return segments.length === 1 ? RSBUILD_TOP_LEVEL[root] : undefined;
}

/** Every Rsbuild group key listed as an exception (for the stale-exception check). */
export const RSBUILD_GROUP_EXCEPTIONS: readonly string[] =
  Object.keys(RSBUILD_GROUP_KEYS);

const API = 'api/javascript-api';

/** Exports documented under a shared or differently named heading. */
const EXPORT_ANCHORS: Record<string, string> = {
  CreateRslibOptions: 'createrslibopts',
  BuildResult: 'buildoptions',
  InspectConfigResult: 'inspectconfigoptions',
  StartDevServerResult: 'startmfdevserveroptions',
  LoadEnvResult: 'loadenvoptions',
  RslibConfigSyncFn: 'rslibconfigdefinition',
  RslibConfigAsyncFn: 'rslibconfigdefinition',
};

/**
 * Where an export of the package root is documented: functions and runtime
 * values on the Core page, types on the Types page, each under a heading named
 * after it in lower case (or the shared heading of `EXPORT_ANCHORS`).
 */
export function locateExport(
  name: string,
  kind: 'value' | 'type',
): DocLocation {
  return {
    kind: 'section',
    page: `${API}/${kind === 'value' ? 'core' : 'types'}.mdx`,
    anchor: EXPORT_ANCHORS[name] ?? name.toLowerCase(),
  };
}

/** Where a method of `RslibInstance` is documented (`build` → `#rslib-build`). */
export function locateInstanceMethod(name: string): DocLocation {
  return {
    kind: 'section',
    page: `${API}/instance.mdx`,
    anchor: `rslib-${name.toLowerCase()}`,
  };
}

/** Key of an export in the since data: `export:createRslib` for values, `type:Dts` for types. */
export const exportKey = (name: string, kind: 'value' | 'type'): string =>
  `${kind === 'value' ? 'export' : 'type'}:${name}`;
/** Key of an instance method in the since data (`instance:build`). */
export const instanceKey = (name: string): string => `instance:${name}`;
