/** @jest-environment node */
import type {Root} from 'mdast';
import type {SinceData} from '../common/since';
import {headingIdOf, parseMdx} from './mdx';
import remarkSince, {
  docPathOf,
  sectionIndex,
  type RemarkSinceOptions,
} from './remarkSince';

const data: SinceData = {
  package: '@rslib/core',
  releases: {
    '0.1.0': '0.1',
    '0.11.2': '0.11.2',
    '0.13.0': '0.13',
    '0.19.0': '0.19',
    '1.0.0': '1.0',
  },
  entries: {
    'lib.dts': '0.1.0',
    'lib.dts.bundle': '0.1.0',
    'lib.dts.alias': '0.11.2',
    'lib.dts.tsgo': '0.13.0',
    'lib.wasm': '1.0.0',
    'lib.experiments.exe.seaOptions.useSnapshot': '0.13.0',
    'export:createRslib': '0.19.0',
    'type:Dts': '0.1.0',
    'instance:build': '0.19.0',
  },
};

/** A page as Docusaurus hands it to `remarkPlugins`: heading ids in `data.id`, id text removed. */
function docusaurusTree(source: string): Root {
  const tree = parseMdx(source);
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const id = headingIdOf(node);
    if (!id) continue;
    node.data = {...node.data, id} as typeof node.data;
    const last = node.children.at(-1);
    if (last?.type === 'text')
      last.value = last.value.replace(/\s*\{#.*\}$/, '');
  }
  return tree;
}

function run(source: string, path: string): Root {
  const tree = docusaurusTree(source);
  remarkSince({data})(tree, {path});
  return tree;
}

const badges = (tree: Root) =>
  tree.children.flatMap((node, index) =>
    node.type === 'mdxJsxFlowElement' && node.name === 'SinceBadge'
      ? [
          {
            after:
              (tree.children[index - 1] as {data?: {id?: string}}).data?.id ??
              'title',
            version:
              node.attributes[0] && 'value' in node.attributes[0]
                ? node.attributes[0].value
                : undefined,
          },
        ]
      : [],
  );

describe('docPathOf', () => {
  it.each([
    ['/site/docs/config/lib/dts.mdx', 'config/lib/dts.mdx'],
    [
      '/site/i18n/zh/docusaurus-plugin-content-docs/current/config/lib/dts.mdx',
      'config/lib/dts.mdx',
    ],
    [
      '/site/versioned_docs/version-1.0/api/javascript-api/core.mdx',
      'api/javascript-api/core.mdx',
    ],
    [
      '/site/i18n/zh/docusaurus-plugin-content-docs/version-0.x/config/lib/dts.mdx',
      'config/lib/dts.mdx',
    ],
    ['C:\\site\\docs\\config\\lib\\dts.mdx', 'config/lib/dts.mdx'],
    ['/site/blog/2025-01-01-post.mdx', undefined],
  ])('%s → %s', (file, expected) => {
    expect(docPathOf(file)).toBe(expected);
  });
});

describe('sectionIndex', () => {
  it('maps each own section to its keys; options described in a parent section have none', () => {
    const index = sectionIndex(data);
    expect(index.get('config/lib/dts.mdx#lib-dts-tsgo')).toEqual([
      'lib.dts.tsgo',
    ]);
    expect(index.get('config/lib/wasm.mdx#')).toEqual(['lib.wasm']);
    expect(index.get('api/javascript-api/core.mdx#createrslib')).toEqual([
      'export:createRslib',
    ]);
    expect(index.get('api/javascript-api/types.mdx#dts')).toEqual(['type:Dts']);
    expect(index.get('api/javascript-api/instance.mdx#rslib-build')).toEqual([
      'instance:build',
    ]);
    expect([...index.values()].flat()).not.toContain(
      'lib.experiments.exe.seaOptions.useSnapshot',
    );
  });
});

describe('remarkSince', () => {
  const DTS = [
    '# lib.dts',
    '',
    '- **Type:** `boolean`',
    '',
    '## lib.dts.bundle {#lib-dts-bundle}',
    '',
    'Text.',
    '',
    '## lib.dts.alias {#lib-dts-alias}',
    '',
    'Text.',
    '',
    '## lib.dts.tsgo {#lib-dts-tsgo}',
    '',
    '- **Type:** `boolean`',
  ].join('\n');

  it('puts a badge after the heading of an entry added after the first release, and imports it once', () => {
    const tree = run(DTS, '/site/docs/config/lib/dts.mdx');
    // The minor for what its first release brought, the patch release otherwise.
    expect(badges(tree)).toEqual([
      {after: 'lib-dts-alias', version: '0.11.2'},
      {after: 'lib-dts-tsgo', version: '0.13'},
    ]);
    const imports = tree.children.filter((node) => node.type === 'mdxjsEsm');
    expect(imports).toHaveLength(1);
    expect((imports[0] as {value: string}).value).toBe(
      "import SinceBadge from '@theme/SinceBadge';",
    );
    // The heading itself is untouched: its text, TOC entry and anchor stay the same.
    const heading = tree.children.find(
      (node) =>
        node.type === 'heading' &&
        node.data &&
        'id' in node.data &&
        node.data.id === 'lib-dts-tsgo',
    ) as {children: {value: string}[]};
    expect(heading.children.map((child) => child.value)).toEqual([
      'lib.dts.tsgo',
    ]);
  });

  it('badges the page title when the page is the option', () => {
    const tree = run(
      '# lib.wasm\n\n- **Type:** `false`\n',
      '/site/i18n/zh/docusaurus-plugin-content-docs/current/config/lib/wasm.mdx',
    );
    expect(badges(tree)).toEqual([{after: 'title', version: '1.0'}]);
  });

  it('follows the <header> Docusaurus wraps the title in', () => {
    const tree = docusaurusTree(
      'import X from \'./x\';\n\n# lib.wasm\n\n<SourceCode href="https://example.com" />\n',
    );
    // What Docusaurus's contentTitle plugin does with the title of a doc.
    const title = tree.children.findIndex((node) => node.type === 'heading');
    tree.children[title] = {
      type: 'mdxJsxFlowElement',
      name: 'header',
      attributes: [],
      children: [tree.children[title] as never],
    };
    remarkSince({data})(tree, {path: '/site/docs/config/lib/wasm.mdx'});
    expect(
      tree.children.map((node) =>
        node.type === 'mdxJsxFlowElement' ? node.name : node.type,
      ),
    ).toEqual(['mdxjsEsm', 'mdxjsEsm', 'header', 'SinceBadge', 'SourceCode']);
  });

  it('opens the content with the page badge when there is no title in the tree', () => {
    const tree = docusaurusTree(
      'import X from \'./x\';\n\n# lib.wasm\n\n<SourceCode href="https://example.com" />\n',
    );
    // Docusaurus's contentTitle plugin removes the title and renders it above the content.
    tree.children = tree.children.filter((node) => node.type !== 'heading');
    remarkSince({data})(tree, {path: '/site/docs/config/lib/wasm.mdx'});
    expect(tree.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'mdxjsEsm',
      'mdxJsxFlowElement',
      'mdxJsxFlowElement',
    ]);
    expect((tree.children[2] as {name: string}).name).toBe('SinceBadge');
    expect((tree.children[3] as {name: string}).name).toBe('SourceCode');
  });

  it('adds nothing (not even the import) to a page without new entries or outside the docs', () => {
    for (const path of [
      '/site/docs/guide/start/index.mdx',
      '/site/blog/2025-01-01-post.mdx',
    ]) {
      const tree = run('# Title\n\n## lib.dts.tsgo {#lib-dts-tsgo}\n', path);
      expect(tree.children.some((node) => node.type === 'mdxjsEsm')).toBe(
        false,
      );
      expect(badges(tree)).toEqual([]);
    }
  });

  describe('on the pages of an older docs version', () => {
    const PAGES = {
      'config/lib/wasm.mdx': '# lib.wasm\n\n- **Type:** `false`\n',
      'config/lib/dts.mdx': '# lib.dts\n\n## lib.dts.tsgo {#lib-dts-tsgo}\n',
    };
    const releases = {current: '1.0.1', '0.x': '0.23.2', '0.12': '0.12.4'};
    /** The badges of both pages in a folder, as `page: after → version`. */
    const runIn = (
      folder: string,
      options: RemarkSinceOptions = {data, releases},
    ) =>
      Object.entries(PAGES).flatMap(([docPath, source]) => {
        const tree = docusaurusTree(source);
        remarkSince(options)(tree, {path: `${folder}/${docPath}`});
        return badges(tree).map(
          ({after, version}) => `${docPath}: ${after} → ${version}`,
        );
      });

    it('badges only entries up to the release the version describes', () => {
      expect(runIn('/site/docs')).toEqual([
        'config/lib/wasm.mdx: title → 1.0',
        'config/lib/dts.mdx: lib-dts-tsgo → 0.13',
      ]);
      for (const folder of [
        '/site/versioned_docs/version-0.x',
        '/site/i18n/zh/docusaurus-plugin-content-docs/version-0.x',
      ]) {
        expect(runIn(folder)).toEqual([
          'config/lib/dts.mdx: lib-dts-tsgo → 0.13',
        ]);
      }
      expect(runIn('/site/versioned_docs/version-0.12')).toEqual([]);
    });

    it("takes each version's release from the site's package.json", () => {
      // "rslib-core-0.x": "npm:@rslib/core@0.23.2" in devDependencies.
      expect(runIn('/site/versioned_docs/version-0.x', {data})).toEqual([
        'config/lib/dts.mdx: lib-dts-tsgo → 0.13',
      ]);
      // A version package.json does not pin: every entry counts.
      expect(runIn('/site/versioned_docs/version-9.x', {data})).toEqual([
        'config/lib/wasm.mdx: title → 1.0',
        'config/lib/dts.mdx: lib-dts-tsgo → 0.13',
      ]);
    });
  });
});
