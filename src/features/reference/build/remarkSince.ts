/**
 * Remark plugin: after the heading of each option section and API entry
 * (where `data/referenceMap.ts` says it is documented), a small
 * `<SinceBadge version="0.19" />` line naming the Rslib release that added it
 * (from `data/since.json`: the minor when the entry came with the first
 * release of that minor, `0.11.2` when it came in a patch release; nothing
 * for what the first release read already had). Only pages that get a badge
 * import the component.
 *
 * On the pages of an older docs version (`versioned_docs/version-0.x/…` and
 * its translations) only entries up to the release that version is checked
 * against count (the `rslib-core-0.x` alias in package.json, see
 * `docsVersions.ts`): an entry added later gives no badge there.
 *
 * It runs after Docusaurus's own remark plugins (docs `remarkPlugins`), so
 * heading ids are known and the table of contents has already been taken
 * from the headings; the badge is a sibling of the heading, never part of its
 * text, anchor or TOC entry. The Markdown copies of the pages are made from
 * the MDX source and do not contain it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Heading, Root, RootContent} from 'mdast';
import {parseOptionPath} from '../common/optionPath';
import {badgeVersion, type SinceData} from '../common/since';
import {
  locateExport,
  locateInstanceMethod,
  locateOption,
  type DocLocation,
} from '../data/referenceMap';
import sinceJson from '../data/since.json';
import {mdxDefaultImport} from '../../../common/build/mdxImport';
import {declaredRelease, docFileOf, type Manifest} from './docsVersions';

const IMPORT_SOURCE = '@theme/SinceBadge';

/**
 * Where a since-data key is documented (`lib.dts.tsgo`, `export:createRslib`,
 * `type:Dts`, `instance:build`); undefined for a key no rule covers.
 */
export function locationOfKey(key: string): DocLocation | undefined {
  const [prefix, name] = key.split(/:(.*)/s);
  if (name !== undefined) {
    if (prefix === 'export') return locateExport(name, 'value');
    if (prefix === 'type') return locateExport(name, 'type');
    if (prefix === 'instance') return locateInstanceMethod(name);
    return undefined;
  }
  const segments = parseOptionPath(key);
  return segments ? locateOption(segments) : undefined;
}

/**
 * `page#anchor` (`#` alone: the page title) → the since-data keys whose own
 * section starts there.
 */
export function sectionIndex(data: SinceData): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const key of Object.keys(data.entries)) {
    const location = locationOfKey(key);
    if (location?.kind !== 'section') continue;
    const section = `${location.page}#${location.anchor ?? ''}`;
    index.set(section, [...(index.get(section) ?? []), key]);
  }
  return index;
}

/**
 * A doc's path under its locale's or version's docs folder
 * (`config/lib/dts.mdx`), from the file path Docusaurus compiles; undefined
 * for files outside the docs (blog posts, pages).
 */
export function docPathOf(filePath: string): string | undefined {
  return docFileOf(filePath)?.docPath;
}

function importNode(): RootContent {
  return mdxDefaultImport(
    'SinceBadge',
    IMPORT_SOURCE,
  ) as unknown as RootContent;
}

function badgeNode(version: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'SinceBadge',
    attributes: [{type: 'mdxJsxAttribute', name: 'version', value: version}],
    children: [],
  } as RootContent;
}

/** The id Docusaurus gave a heading (its `headings` plugin ran before this one). */
function headingId(heading: Heading): string | undefined {
  const data = heading.data as
    {id?: string; hProperties?: {id?: string}} | undefined;
  return data?.id ?? data?.hProperties?.id;
}

/** Options of the plugin (both for tests; the site uses the defaults). */
export interface RemarkSinceOptions {
  /** Replaces `data/since.json`. */
  readonly data?: SinceData;
  /**
   * Docs version (`current`, `0.x`) → the `@rslib/core` release its pages
   * describe (`0.23.2`). Default: what the site's package.json pins
   * (`declaredRelease`); a version it does not pin counts every entry.
   */
  readonly releases?: Readonly<Record<string, string>>;
}

const SITE_PACKAGE_JSON = path.join(__dirname, '../../../../package.json');

/** The remark plugin. */
export default function remarkSince(options: RemarkSinceOptions = {}) {
  const data = options.data ?? (sinceJson as SinceData);
  const index = sectionIndex(data);
  let manifest: Manifest | undefined;
  const releaseOf = (version: string): string | undefined => {
    if (options.releases) return options.releases[version];
    manifest ??= JSON.parse(
      readFileSync(SITE_PACKAGE_JSON, 'utf8'),
    ) as Manifest;
    return declaredRelease(manifest, version);
  };
  return (tree: Root, file: {path?: string}): void => {
    const docFile = docFileOf(file.path ?? '');
    if (!docFile) return;
    const {docPath} = docFile;
    const upTo = releaseOf(docFile.version);
    let added = 0;
    // The page's own entry (`lib.wasm` on its page): right under the title.
    // Docusaurus has wrapped the `#` title in a `<header>` element by now
    // (its contentTitle plugin); without a title the badge opens the content.
    const pageVersion = badgeVersion(
      data,
      index.get(`${docPath}#`) ?? [],
      upTo,
    );
    if (pageVersion) {
      const isTitle = (node: RootContent) =>
        (node.type === 'heading' && node.depth === 1) ||
        (node.type === 'mdxJsxFlowElement' &&
          node.name === 'header' &&
          node.children.some(
            (child) => child.type === 'heading' && child.depth === 1,
          ));
      const title = tree.children.findIndex(isTitle);
      const first = tree.children.findIndex(
        (node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml',
      );
      const at =
        title >= 0 ? title + 1 : first < 0 ? tree.children.length : first;
      tree.children.splice(at, 0, badgeNode(pageVersion));
      added += 1;
    }
    for (let position = 0; position < tree.children.length; position += 1) {
      const node = tree.children[position];
      if (node.type !== 'heading' || node.depth === 1) continue;
      const anchor = headingId(node);
      if (anchor === undefined) continue;
      const version = badgeVersion(
        data,
        index.get(`${docPath}#${anchor}`) ?? [],
        upTo,
      );
      if (!version) continue;
      tree.children.splice(position + 1, 0, badgeNode(version));
      position += 1;
      added += 1;
    }
    if (added > 0) tree.children.unshift(importNode());
  };
}
