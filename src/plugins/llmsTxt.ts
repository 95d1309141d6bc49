/**
 * Local Docusaurus plugin: after each locale's build, writes `llms.txt` (a link
 * list of every doc, llmstxt.org format) and a plain-Markdown copy of each doc
 * at `<route>.md` (e.g. `/guide/start/quick-start.md`, `/zh/config.md`), for
 * readers who feed the docs to AI tools (issue: quality gates, item 6).
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {permalinkOfDocFile} from '../lib/headings';
import {
  buildLlmsTxt,
  markdownPathOf,
  mdxToMarkdown,
  readDocMeta,
  rewriteDocLinks,
} from '../lib/markdownExport';

type ExportedDoc = {
  title: string;
  description?: string;
  path: string;
  section: string;
  markdown: string;
};

const SECTIONS: Record<string, string> = {
  guide: 'Guide',
  config: 'Config',
  api: 'API',
  framework: 'Framework',
};

function listMdx(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
      ? [full]
      : [];
  });
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n} = context;
  const docsDir = path.join(siteDir, 'docs');
  const translatedDir = path.join(
    siteDir,
    'i18n',
    i18n.currentLocale,
    'docusaurus-plugin-content-docs',
    'current',
  );
  const translated = i18n.currentLocale !== i18n.defaultLocale;
  const resolvePartial = (importPath: string) => {
    const file = path.join(siteDir, importPath.replace(/^@site\//, ''));
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  return {
    name: 'rslib-llms-txt',
    async loadContent() {
      return listMdx(docsDir)
        .map((file): ExportedDoc => {
          const relative = path.relative(docsDir, file);
          const localized = path.join(translatedDir, relative);
          const source = readFileSync(
            translated && existsSync(localized) ? localized : file,
            'utf8',
          );
          const section = relative.split(path.sep)[0];
          return {
            ...readDocMeta(source),
            path: markdownPathOf(permalinkOfDocFile(relative)),
            section: SECTIONS[section] ?? section,
            markdown: rewriteDocLinks(
              mdxToMarkdown(source, resolvePartial),
              relative.split(path.sep).join('/'),
              siteConfig.baseUrl,
              permalinkOfDocFile,
            ),
          };
        })
        .sort((a, b) => a.path.localeCompare(b.path));
    },
    async postBuild({content, outDir}) {
      const docs = content as ExportedDoc[];
      for (const doc of docs) {
        const target = path.join(outDir, doc.path);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, doc.markdown);
      }
      const siteUrl = `${siteConfig.url}${translated ? `/${i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale}/` : '/'}`;
      const sections = Object.values(SECTIONS).map((name) => ({
        name,
        docs: docs.filter((doc) => doc.section === name),
      }));
      writeFileSync(
        path.join(outDir, 'llms.txt'),
        buildLlmsTxt({
          title: siteConfig.title,
          summary: siteConfig.tagline,
          siteUrl,
          sections,
        }),
      );
    },
  };
}
