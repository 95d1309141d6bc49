/**
 * @jest-environment node
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext} from '@docusaurus/types';
import llmsTxtPlugin from './index';

/**
 * A tiny site on disk: the docs plugin's content with two versions (1.0 at
 * the root, the unreleased docs under `/next/`), one of them translated, and
 * two blog posts, as Docusaurus hands them to `allContentLoaded`.
 */
let siteDir: string;
let outDir: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  writeFileSync(path.join(siteDir, file), text);
}

function doc(
  id: string,
  version: string,
  fields: {
    title: string;
    description?: string;
    permalink: string;
    sidebar: string;
  },
) {
  return {
    id,
    unlisted: false,
    sourceDirName: path.posix.dirname(id),
    source: `@site/${version}/${id}.mdx`,
    description: '',
    ...fields,
  };
}

function context(baseUrl = '/'): LoadContext {
  return {
    siteDir,
    baseUrl,
    siteConfig: {
      title: 'Rslib',
      tagline: 'Library tool',
      url: 'https://rslib.rs',
      markdown: {
        parseFrontMatter: ({
          defaultParseFrontMatter,
          ...params
        }: {
          defaultParseFrontMatter: (params: object) => unknown;
          filePath: string;
          fileContent: string;
        }) => defaultParseFrontMatter(params),
      },
      themeConfig: {
        prism: {magicComments: [{line: 'mark-next-line'}]},
      },
    },
    i18n: {
      defaultLocale: 'en',
      currentLocale: baseUrl === '/' ? 'en' : 'zh',
      locales: ['en', 'zh'],
      localeConfigs: {en: {path: 'en'}, zh: {path: 'zh'}},
    },
  } as unknown as LoadContext;
}

function allContent(): AllContent {
  const version = (
    name: string,
    folder: string,
    urlPath: string,
    isLast: boolean,
  ) => ({
    versionName: name,
    path: urlPath,
    isLast,
    contentPath: path.join(siteDir, folder),
    contentPathLocalized: path.join(siteDir, 'i18n/zh/docs', name),
    docs: [
      doc('config/index', folder, {
        title: 'Config',
        permalink: `${urlPath}config/`,
        sidebar: 'config',
      }),
      doc('guide/intro', folder, {
        title: 'Intro',
        description: 'Start here.',
        permalink: `${urlPath}guide/intro`,
        sidebar: 'guide',
      }),
    ],
    sidebars: {
      config: [{type: 'doc', id: 'config/index'}],
      guide: [{type: 'doc', id: 'guide/intro'}],
    },
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          version('current', 'docs', '/next/', false),
          version('1.0', 'versioned_docs/version-1.0', '/', true),
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            content: 'Version 1 is out.\n\n{/* truncate */}\n\nDetails.\n',
            metadata: {
              title: 'Rslib 1.0',
              description: 'The release.',
              permalink: '/blog/rslib-1-0',
              date: '2026-09-05T00:00:00.000Z',
              source: '@site/blog/2026-09-05-rslib-1-0.mdx',
            },
          },
          {
            content: 'Hello.\n',
            metadata: {
              title: 'Introducing Rslib',
              description: '',
              permalink: '/blog/introducing-rslib',
              date: '2025-05-14T00:00:00.000Z',
              source: '@site/blog/2025-05-14-introducing-rslib.mdx',
            },
          },
        ],
      },
    },
  } as unknown as AllContent;
}

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

beforeEach(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'rslib-llms-'));
  outDir = path.join(siteDir, 'build');
  for (const folder of ['docs', 'versioned_docs/version-1.0']) {
    const label = folder === 'docs' ? 'next' : '1.0';
    write(
      `${folder}/guide/intro.mdx`,
      `---\ntitle: Intro\n---\n\nimport Note from './_note.mdx';\n\n# Intro {#intro}\n\nThe ${label} intro, see [Config](../config/index.mdx#options).\n\n<Note />\n\n\`\`\`js\n// mark-next-line\nrun();\n\`\`\`\n`,
    );
    write(`${folder}/guide/_note.mdx`, `---\nx: 1\n---\n\nA ${label} note.\n`);
    write(`${folder}/config/index.mdx`, `Options of ${label}.\n`);
  }
});
afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

async function build(baseUrl = '/'): Promise<void> {
  const plugin = llmsTxtPlugin(context(baseUrl));
  await plugin.allContentLoaded!({
    allContent: allContent(),
    actions: {} as never,
  });
  await plugin.postBuild!({outDir} as never);
}

describe('llmsTxtPlugin', () => {
  it('writes a Markdown copy of every doc of every version, with links, partials and code cleaned', async () => {
    await build();
    expect(read('guide/intro.md')).toBe(
      '# Intro\n\nThe 1.0 intro, see [Config](/config.md#options).\n\nA 1.0 note.\n\n```js\nrun();\n```\n',
    );
    expect(read('config.md')).toBe('# Config\n\nOptions of 1.0.\n');
    expect(read('next/guide/intro.md')).toBe(
      '# Intro\n\nThe next intro, see [Config](/next/config.md#options).\n\nA next note.\n\n```js\nrun();\n```\n',
    );
    expect(read('blog/rslib-1-0.md')).toBe(
      '# Rslib 1.0\n\n_2026-09-05_\n\nVersion 1 is out.\n\nDetails.\n',
    );
  });

  it('lists the root version and the blog in llms.txt', async () => {
    await build();
    expect(read('llms.txt')).toBe(
      [
        '# Rslib',
        '',
        '> Library tool',
        '',
        'Every page below in one Markdown file: [llms-full.txt](https://rslib.rs/llms-full.txt)',
        '',
        '## Guide',
        '',
        '- [Intro](https://rslib.rs/guide/intro.md): Start here.',
        '',
        '## Config',
        '',
        '- [Config](https://rslib.rs/config.md)',
        '',
        '## Blog',
        '',
        '- [Rslib 1.0](https://rslib.rs/blog/rslib-1-0.md): The release.',
        '- [Introducing Rslib](https://rslib.rs/blog/introducing-rslib.md)',
        '',
      ].join('\n'),
    );
  });

  it('writes llms-full.txt per version: docs in sidebar order, blog posts after the root version', async () => {
    await build();
    const full = read('llms-full.txt');
    const titles = [...full.matchAll(/^# (.*)\n\nSource: (.*)$/gm)].map(
      ([, title, url]) => `${title} ${url}`,
    );
    expect(titles).toEqual([
      'Intro https://rslib.rs/guide/intro',
      'Config https://rslib.rs/config/',
      'Rslib 1.0 https://rslib.rs/blog/rslib-1-0',
      'Introducing Rslib https://rslib.rs/blog/introducing-rslib',
    ]);
    expect(full).toContain(
      '# Config\n\nSource: https://rslib.rs/config/\n\nOptions of 1.0.\n\n---\n\n',
    );
    expect(read('next/llms-full.txt')).toBe(
      [
        '# Rslib',
        '',
        '> Library tool',
        '',
        'Every page of this documentation in one file. Index of pages: https://rslib.rs/llms.txt',
        '',
        '---',
        '',
        '# Intro',
        '',
        'Source: https://rslib.rs/next/guide/intro',
        '',
        'The next intro, see [Config](/next/config.md#options).',
        '',
        'A next note.',
        '',
        '```js',
        'run();',
        '```',
        '',
        '---',
        '',
        '# Config',
        '',
        'Source: https://rslib.rs/next/config/',
        '',
        'Options of next.',
        '',
      ].join('\n'),
    );
  });

  it('uses the locale base URL in links and absolute URLs of another locale', async () => {
    const zh = allContent() as unknown as {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: {path: string; docs: {permalink: string}[]}[];
        };
      };
    };
    for (const version of zh['docusaurus-plugin-content-docs'].default
      .loadedVersions) {
      version.path = `/zh${version.path}`;
      for (const entry of version.docs)
        entry.permalink = `/zh${entry.permalink}`;
    }
    const plugin = llmsTxtPlugin(context('/zh/'));
    await plugin.allContentLoaded!({
      allContent: zh as unknown as AllContent,
      actions: {} as never,
    });
    await plugin.postBuild!({outDir} as never);
    expect(read('guide/intro.md')).toContain('[Config](/zh/config.md#options)');
    expect(read('llms.txt')).toContain(
      '- [Intro](https://rslib.rs/zh/guide/intro.md): Start here.',
    );
  });
});
