/**
 * Local Docusaurus plugin: after each locale's build, writes `llms.txt` (a link
 * list of every doc, llmstxt.org format) and a plain-Markdown copy of each doc
 * at `<route>.md` (e.g. `/guide/start/quick-start.md`, `/zh/config.md`), for
 * readers who feed the docs to AI tools. Docs, titles, descriptions and
 * permalinks are the ones the docs plugin loaded for the version served at the
 * locale's root; blog posts follow in their own section, with a `.md` copy
 * each (`/blog/rslib-1-0.md`). `llms-full.txt` holds all of those pages in one
 * file, docs in sidebar order and blog posts after them. Older doc versions get
 * their Markdown copies and their own `llms-full.txt` under their path
 * (`/1.0/llms-full.txt`).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  buildLlmsTxt,
  markdownPathOf,
  mdxToMarkdown,
  rewriteDocLinks,
} from './build/markdownExport';
import {
  buildLlmsFullTxt,
  orderByIds,
  sidebarDocOrder,
  type SidebarItemLike,
} from './build/llmsFull';
import {stripBaseUrl} from '../overview/common/overview';
import {
  docRelativePath,
  loadedVersions,
  readMarkdownBody,
} from '../../common/build/loadedDocs';

type ExportedDoc = {
  /** Doc id, or the post's permalink for blog posts. */
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  /** Page route under the locale root, e.g. `/guide/basic/cli`. */
  readonly route: string;
  /** Output file relative to the locale's build folder, e.g. `guide/basic/cli.md`. */
  readonly path: string;
  readonly section: string;
  readonly markdown: string;
};

/** One doc version's pages; `prefix` is its path under the locale root ('' or `1.0/`). */
type ExportedVersion = {
  readonly prefix: string;
  readonly isLast: boolean;
  readonly pages: ExportedDoc[];
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
  let versions: ExportedVersion[] = [];
  return {
    name: 'rslib-llms-txt',
    // Wraps of DocItem/Content and BlogPostItem/Header/Title (the Copy page button).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent}) {
      const loaded = loadedVersions(allContent);
      const last = loaded.find((v) => v.isLast) ?? loaded[0];
      versions = await Promise.all(
        loaded.map(async (version): Promise<ExportedVersion> => {
          const docs = version.docs.filter((doc) => !doc.unlisted);
          const routeOf = new Map(
            docs.map((doc) => [
              docRelativePath(doc),
              stripBaseUrl(doc.permalink, baseUrl),
            ]),
          );
          const pages = await Promise.all(
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
                id: doc.id,
                title: doc.title,
                description: doc.description || undefined,
                route: stripBaseUrl(doc.permalink, baseUrl),
                path: markdownPathOf(stripBaseUrl(doc.permalink, baseUrl)),
                section:
                  SECTIONS[doc.sidebar ?? ''] ?? relative.split('/')[0] ?? '',
                markdown: rewriteDocLinks(
                  mdxToMarkdown(body, doc.title, (importPath) =>
                    partials.get(importPath),
                  ),
                  relative,
                  baseUrl,
                  (file) =>
                    routeOf.get(file) ?? `/${file.replace(/\.mdx?$/, '')}`,
                ),
              };
            }),
          );
          const prefix = stripBaseUrl(version.path, baseUrl)
            .replace(/^\//, '')
            .replace(/\/?$/, '/')
            .replace(/^\/$/, '');
          return {
            prefix,
            isLast: version === last,
            // Sidebar order (llms-full.txt); llms.txt groups them by section.
            pages: orderByIds(
              pages,
              sidebarDocOrder(
                version.sidebars as unknown as Record<
                  string,
                  readonly SidebarItemLike[]
                >,
                Object.keys(SECTIONS),
              ),
            ),
          };
        }),
      );
      // Blog posts, newest first, after the docs of the version at the root.
      const blog = (
        allContent['docusaurus-plugin-content-blog'] as
          Record<string, BlogContent | undefined> | undefined
      )?.default;
      const root = versions.find((v) => v.isLast);
      for (const {content, metadata} of blog?.blogPosts ?? []) {
        const date = new Date(metadata.date).toISOString().slice(0, 10);
        root?.pages.push({
          id: metadata.permalink,
          title: metadata.title,
          description: metadata.description || undefined,
          route: stripBaseUrl(metadata.permalink, baseUrl),
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
      const translated = i18n.currentLocale !== i18n.defaultLocale;
      const siteUrl = `${siteConfig.url}${translated ? baseUrl : '/'}`;
      for (const version of versions) {
        for (const doc of version.pages) {
          const target = path.join(outDir, doc.path);
          mkdirSync(path.dirname(target), {recursive: true});
          writeFileSync(target, doc.markdown);
        }
        const fullPath = `${version.prefix}llms-full.txt`;
        mkdirSync(path.dirname(path.join(outDir, fullPath)), {recursive: true});
        writeFileSync(
          path.join(outDir, fullPath),
          buildLlmsFullTxt({
            title: siteConfig.title,
            summary: siteConfig.tagline,
            llmsTxtUrl: `${siteUrl}llms.txt`,
            pages: version.pages.map((doc) => ({
              title: doc.title,
              url: `${siteUrl}${doc.route.replace(/^\//, '')}`,
              markdown: doc.markdown,
            })),
          }),
        );
        if (!version.isLast) continue;
        // Docs by path within a section; blog posts keep their newest-first order.
        const sorted = [
          ...version.pages
            .filter((doc) => doc.section !== SECTIONS.blog)
            .sort((a, b) => a.path.localeCompare(b.path)),
          ...version.pages.filter((doc) => doc.section === SECTIONS.blog),
        ];
        writeFileSync(
          path.join(outDir, 'llms.txt'),
          buildLlmsTxt({
            title: siteConfig.title,
            summary: siteConfig.tagline,
            siteUrl,
            fullTextUrl: `${siteUrl}llms-full.txt`,
            sections: Object.values(SECTIONS).map((name) => ({
              name,
              docs: sorted.filter((doc) => doc.section === name),
            })),
          }),
        );
      }
    },
  };
}
