/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  docRows,
  labelFiles,
  labelRows,
  listDocs,
  needsWork,
  sitePaths,
  termRows,
} from './statusReport';
import {sourceHash, stampSourceHash} from './translationStatus';

let site: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), content);
};
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';
const ZH_DOCS_0 = 'i18n/zh/docusaurus-plugin-content-docs/version-0.x';
const cli = '---\ntitle: CLI\n---\n\n# CLI\n';
const cli0 = '---\ntitle: CLI\n---\n\n# CLI (0.x)\n';
const config = '---\ntitle: Config\n---\n\n# Config\n';
const faq0 = '---\ntitle: FAQ\n---\n\nOld answers\n';

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'rslib-status-'));
  write(
    'package.json',
    JSON.stringify({dependencies: {'@rslib/core': '1.0.1'}}),
  );
  write('versions.json', JSON.stringify(['0.x']));
  write('docs/guide/cli.mdx', cli);
  write('docs/guide/_partial.mdx', 'partial');
  write('docs/_partials/shared.md', 'partial');
  write('docs/config/index.md', config);
  write('docs/faq.mdx', '---\ntitle: FAQ\n---\n');
  write(
    `${ZH_DOCS}/guide/cli.mdx`,
    stampSourceHash('---\ntitle: 命令行\n---\n\n# 命令行\n', sourceHash(cli)),
  );
  write(
    `${ZH_DOCS}/config/index.md`,
    stampSourceHash('---\ntitle: 配置\n---\n\n输出格式\n', 'aaaaaaaaaaaa'),
  );
  // 0.x: the CLI translation records the hash of the current English page,
  // not of the 0.x one it translates, so it is stale; the FAQ is up to date.
  write('versioned_docs/version-0.x/guide/cli.mdx', cli0);
  write('versioned_docs/version-0.x/faq.mdx', faq0);
  write(
    `${ZH_DOCS_0}/guide/cli.mdx`,
    stampSourceHash('---\ntitle: 命令行\n---\n\n输出格式\n', sourceHash(cli)),
  );
  write(
    `${ZH_DOCS_0}/faq.mdx`,
    stampSourceHash('---\ntitle: 常见问题\n---\n', sourceHash(faq0)),
  );
  write(
    'i18n/en/code.json',
    JSON.stringify({'home.a': {message: 'Home'}, 'home.b': {message: 'B'}}),
  );
  write(
    'i18n/zh/code.json',
    JSON.stringify({'home.a': {message: '首页'}, 'home.b': {message: 'B'}}),
  );
  write(
    'i18n/zh/terms.json',
    JSON.stringify({
      terms: [{en: 'output format', zh: '产物格式', avoid: ['输出格式']}],
    }),
  );
});
afterAll(() => rmSync(site, {recursive: true, force: true}));

describe('a site without versions.json', () => {
  it('has the current version only', () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'rslib-status-bare-'));
    try {
      writeFileSync(
        path.join(bare, 'package.json'),
        JSON.stringify({dependencies: {'@rslib/core': '2.0.0'}}),
      );
      expect(
        sitePaths(bare).versions.map(({name, label}) => ({name, label})),
      ).toEqual([{name: 'current', label: '2.x'}]);
    } finally {
      rmSync(bare, {recursive: true, force: true});
    }
  });
});

describe('the report of a site folder', () => {
  it('lists docs without partials, POSIX paths, sorted', () => {
    expect(listDocs(path.join(site, 'docs'))).toEqual([
      'config/index.md',
      'faq.mdx',
      'guide/cli.mdx',
    ]);
  });

  it('knows the docs versions: current (labelled from @rslib/core), then versions.json', () => {
    expect(sitePaths(site)).toEqual({
      versions: [
        {
          name: 'current',
          label: '1.x',
          docs: path.join(site, 'docs'),
          translatedDocs: path.join(site, ZH_DOCS),
        },
        {
          name: '0.x',
          label: '0.x',
          docs: path.join(site, 'versioned_docs/version-0.x'),
          translatedDocs: path.join(site, ZH_DOCS_0),
        },
      ],
      localeDir: path.join(site, 'i18n/zh'),
    });
  });

  it('gives each English doc the status of its translation, version by version', () => {
    expect(docRows(sitePaths(site))).toEqual([
      {version: 'current', file: 'config/index.md', status: 'stale'},
      {version: 'current', file: 'faq.mdx', status: 'missing'},
      {version: 'current', file: 'guide/cli.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'faq.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'guide/cli.mdx', status: 'stale'},
    ]);
  });

  it('reports a stale 0.x translation under 0.x only: each version compares with its own English page', () => {
    const cliRows = docRows(sitePaths(site)).filter(
      (row) => row.file === 'guide/cli.mdx',
    );
    expect(cliRows).toEqual([
      {version: 'current', file: 'guide/cli.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'guide/cli.mdx', status: 'stale'},
    ]);
  });

  it('counts untranslated label ids against what write-translations generates', () => {
    const generated = {
      'code.json': {
        'home.a': {message: 'Home'},
        'home.b': {message: 'B'},
        'home.c': {message: 'New'},
      },
    };
    const rows = labelRows(site, sitePaths(site), generated);
    expect(rows.map((row) => row.file)).toEqual(labelFiles(sitePaths(site)));
    expect(rows[0]).toEqual({
      file: 'code.json',
      total: 3,
      untranslated: ['home.c'],
    });
    expect(rows[1]).toEqual({
      file: 'docusaurus-theme-classic/navbar.json',
      total: 0,
      untranslated: [],
    });
  });

  it('checks the sidebar labels of every version', () => {
    expect(labelFiles(sitePaths(site))).toEqual([
      'code.json',
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-theme-classic/footer.json',
      'docusaurus-plugin-content-docs/current.json',
      'docusaurus-plugin-content-docs/version-0.x.json',
      'rslib-i18n-tools/labels.json',
    ]);
  });

  it('finds avoided term variants in the Chinese pages of every version', () => {
    expect(termRows(site, sitePaths(site))).toEqual([
      {
        file: `${ZH_DOCS}/config/index.md`,
        line: 6,
        found: '输出格式',
        use: '产物格式',
      },
      {
        file: `${ZH_DOCS_0}/guide/cli.mdx`,
        line: 6,
        found: '输出格式',
        use: '产物格式',
      },
    ]);
  });

  it('needs work while anything is stale, missing, untranslated or off the term list', () => {
    const clean = {
      versions: [
        {name: 'current', label: '1.x'},
        {name: '0.x', label: '0.x'},
      ],
      docs: [
        {version: 'current', file: 'a.mdx', status: 'up-to-date' as const},
      ],
      labels: [{file: 'code.json', total: 1, untranslated: []}],
      terms: [],
    };
    expect(needsWork(clean)).toBe(false);
    expect(
      needsWork({
        ...clean,
        docs: [{version: 'current', file: 'a.mdx', status: 'missing'}],
      }),
    ).toBe(true);
    expect(
      needsWork({
        ...clean,
        docs: [...clean.docs, {version: '0.x', file: 'a.mdx', status: 'stale'}],
      }),
    ).toBe(true);
    expect(
      needsWork({
        ...clean,
        labels: [{file: 'code.json', total: 1, untranslated: ['x']}],
      }),
    ).toBe(true);
  });
});
