/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LABEL_FILES,
  docRows,
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
const cli = '---\ntitle: CLI\n---\n\n# CLI\n';
const config = '---\ntitle: Config\n---\n\n# Config\n';

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'rslib-status-'));
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

describe('the report of a site folder', () => {
  it('lists docs without partials, POSIX paths, sorted', () => {
    expect(listDocs(path.join(site, 'docs'))).toEqual([
      'config/index.md',
      'faq.mdx',
      'guide/cli.mdx',
    ]);
  });

  it('gives each English doc the status of its translation', () => {
    expect(docRows(sitePaths(site))).toEqual([
      {file: 'config/index.md', status: 'stale'},
      {file: 'faq.mdx', status: 'missing'},
      {file: 'guide/cli.mdx', status: 'up-to-date'},
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
    expect(rows.map((row) => row.file)).toEqual([...LABEL_FILES]);
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

  it('finds avoided term variants in the Chinese pages', () => {
    expect(termRows(site, sitePaths(site))).toEqual([
      {
        file: `${ZH_DOCS}/config/index.md`,
        line: 6,
        found: '输出格式',
        use: '产物格式',
      },
    ]);
  });

  it('needs work while anything is stale, missing, untranslated or off the term list', () => {
    const clean = {
      docs: [{file: 'a.mdx', status: 'up-to-date' as const}],
      labels: [{file: 'code.json', total: 1, untranslated: []}],
      terms: [],
    };
    expect(needsWork(clean)).toBe(false);
    expect(
      needsWork({...clean, docs: [{file: 'a.mdx', status: 'missing'}]}),
    ).toBe(true);
    expect(
      needsWork({
        ...clean,
        labels: [{file: 'code.json', total: 1, untranslated: ['x']}],
      }),
    ).toBe(true);
  });
});
