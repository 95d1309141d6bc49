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
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {buildLlmsTxt, docLinkUrl, markdownPathOf} from './build/markdownExport';
import {
  markdownFile,
  mdxToMarkdown,
  type ExportOptions,
} from './build/mdxToMarkdown';
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
  siteFilePath,
  versionRelativePath,
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
  /** The `.md` copy: the page's H1, then its body. */
  readonly markdown: string;
  /** The copy without its H1, for `llms-full.txt`. */
  readonly body: string;
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
      /** `@site/…` path of the post's file. */
      readonly source: string;
    };
  }[];
};

/** What this plugin reads of `themeConfig.prism`. */
type PrismThemeConfig = {
  readonly magicComments?: readonly {
    readonly line?: string;
    readonly block?: {readonly start: string; readonly end: string};
  }[];
};

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, i18n, baseUrl} = context;
  const prism = (siteConfig.themeConfig as {prism?: PrismThemeConfig}).prism;
  // Comment lines that only style code on the site; none of them belongs in a copy.
  const magicComments = prism?.magicComments?.flatMap((comment) => [
    ...(comment.line ? [comment.line] : []),
    ...(comment.block ? [comment.block.start, comment.block.end] : []),
  ]);

  /**
   * How to convert the file at `filePath` (absolute): its relative doc links
   * point at the Markdown copies of `version` (blog posts keep theirs), and
   * the partials it imports are read from disk.
   */
  function exportOptions(
    filePath: string,
    version?: {
      readonly paths: Pick<
        LoadedVersion,
        'contentPath' | 'contentPathLocalized'
      >;
      readonly routeOf: ReadonlyMap<string, string>;
    },
  ): ExportOptions {
    const fromPath = version && versionRelativePath(version.paths, filePath);
    return {
      magicComments,
      linkUrl:
        fromPath === undefined
          ? undefined
          : (url) =>
              docLinkUrl(url, fromPath, baseUrl, (file) =>
                version?.routeOf.get(file),
              ),
      async loadPartial(specifier) {
        const partialPath = specifier.startsWith('@site/')
          ? siteFilePath(context, specifier)
          : specifier.startsWith('.')
            ? path.resolve(path.dirname(filePath), specifier)
            : undefined;
        if (partialPath === undefined) return undefined;
        return {
          body: await readMarkdownBody(context, partialPath),
          options: exportOptions(partialPath, version),
        };
      },
    };
  }

  let versions: ExportedVersion[] = [];
  return {
    name: 'rslib-page-actions',
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
              const page = await mdxToMarkdown(
                await readMarkdownBody(context, doc.source),
                exportOptions(siteFilePath(context, doc.source), {
                  paths: version,
                  routeOf,
                }),
              );
              const route = stripBaseUrl(doc.permalink, baseUrl);
              return {
                id: doc.id,
                title: doc.title,
                description: doc.description || undefined,
                route,
                path: markdownPathOf(route),
                section:
                  SECTIONS[doc.sidebar ?? ''] ??
                  docRelativePath(doc).split('/')[0] ??
                  '',
                markdown: markdownFile(page, doc.title),
                body: page.body,
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
        const page = await mdxToMarkdown(
          content,
          exportOptions(siteFilePath(context, metadata.source)),
        );
        // The date first, then the post as written (an H1 of its own included).
        const body = [`_${date}_`, page.heading, page.body]
          .filter((part) => part)
          .join('\n\n');
        const route = stripBaseUrl(metadata.permalink, baseUrl);
        root?.pages.push({
          id: metadata.permalink,
          title: metadata.title,
          description: metadata.description || undefined,
          route,
          path: markdownPathOf(route),
          section: SECTIONS.blog,
          markdown: markdownFile({body}, metadata.title),
          body,
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
              body: doc.body,
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
