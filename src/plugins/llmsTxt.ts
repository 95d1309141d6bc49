/**
 * Local Docusaurus plugin: after each locale's build, writes `llms.txt` (a link
 * list of every doc, llmstxt.org format) and a plain-Markdown copy of each doc
 * at `<route>.md` (e.g. `/guide/start/quick-start.md`, `/zh/config.md`), for
 * readers who feed the docs to AI tools. Docs, titles, descriptions and
 * permalinks are the ones the docs plugin loaded for the version served at the
 * locale's root; blog posts follow in their own section, with a `.md` copy
 * each (`/blog/rslib-1-0.md`).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  buildLlmsTxt,
  markdownPathOf,
  mdxToMarkdown,
  rewriteDocLinks,
} from '../lib/markdownExport';
import {stripBaseUrl} from '../lib/overview';
import {docRelativePath, loadedVersions, readMarkdownBody} from './loadedDocs';

type ExportedDoc = {
  readonly title: string;
  readonly description?: string;
  /** Output file relative to the locale's build folder, e.g. `guide/basic/cli.md`. */
  readonly path: string;
  readonly section: string;
  readonly markdown: string;
};

/** llms.txt sections, by sidebar id, in this order; blog posts come last. */
const SECTIONS: Record<string, string> = {
  guide: 'Guide',
  config: 'Config',
  api: 'API',
  framework: 'Framework',
  blog: 'Blog',
};

/** What this plugin reads of the blog plugin's content. */
type BlogContent = {
  readonly blogPosts: readonly {
    readonly content: string;
    readonly metadata: {
      readonly title: string;
      readonly description: string;
      readonly permalink: string;
      readonly date: string | Date;
    };
  }[];
};

const IMPORT = /^import \w+ from ['"](@site\/[^'"]+\.mdx?)['"];?[ \t]*$/gm;

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, i18n, baseUrl} = context;
  let exported: ExportedDoc[] = [];
  return {
    name: 'rslib-llms-txt',
    async allContentLoaded({allContent}) {
      const versions = loadedVersions(allContent);
      const version = versions.find((v) => v.isLast) ?? versions[0];
      const docs = version.docs.filter((doc) => !doc.unlisted);
      const routeOf = new Map(
        docs.map((doc) => [
          docRelativePath(doc),
          stripBaseUrl(doc.permalink, baseUrl),
        ]),
      );
      exported = await Promise.all(
        docs.map(async (doc): Promise<ExportedDoc> => {
          const body = await readMarkdownBody(context, doc.source);
          const partials = new Map<string, string>();
          for (const [, importPath] of body.matchAll(IMPORT)) {
            partials.set(
              importPath,
              await readMarkdownBody(context, importPath),
            );
          }
          const relative = docRelativePath(doc);
          return {
            title: doc.title,
            description: doc.description || undefined,
            path: markdownPathOf(stripBaseUrl(doc.permalink, baseUrl)),
            section:
              SECTIONS[doc.sidebar ?? ''] ?? relative.split('/')[0] ?? '',
            markdown: rewriteDocLinks(
              mdxToMarkdown(body, doc.title, (importPath) =>
                partials.get(importPath),
              ),
              relative,
              baseUrl,
              (file) => routeOf.get(file) ?? `/${file.replace(/\.mdx?$/, '')}`,
            ),
          };
        }),
      );
      exported.sort((a, b) => a.path.localeCompare(b.path));
      // Blog posts, newest first, after the docs (their Markdown body as written).
      const blog = (
        allContent['docusaurus-plugin-content-blog'] as
          Record<string, BlogContent | undefined> | undefined
      )?.default;
      for (const {content, metadata} of blog?.blogPosts ?? []) {
        const date = new Date(metadata.date).toISOString().slice(0, 10);
        exported.push({
          title: metadata.title,
          description: metadata.description || undefined,
          path: markdownPathOf(stripBaseUrl(metadata.permalink, baseUrl)),
          section: SECTIONS.blog,
          markdown: mdxToMarkdown(
            `_${date}_\n\n${content.replace(/\{\/\* truncate \*\/\}\n*/, '')}`,
            metadata.title,
          ),
        });
      }
    },
    async postBuild({outDir}) {
      for (const doc of exported) {
        const target = path.join(outDir, doc.path);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, doc.markdown);
      }
      const translated = i18n.currentLocale !== i18n.defaultLocale;
      const siteUrl = `${siteConfig.url}${translated ? baseUrl : '/'}`;
      writeFileSync(
        path.join(outDir, 'llms.txt'),
        buildLlmsTxt({
          title: siteConfig.title,
          summary: siteConfig.tagline,
          siteUrl,
          sections: Object.values(SECTIONS).map((name) => ({
            name,
            docs: exported.filter((doc) => doc.section === name),
          })),
        }),
      );
    },
  };
}
