/**
 * The `llms.txt` link list and where each page's Markdown copy lives; the
 * copies themselves come from `mdxToMarkdown.ts`.
 */
import path from 'node:path';
import {markdownPathOf} from '../common/markdownPath';

export {markdownPathOf};

/** Title and description of a doc, as the docs plugin loaded them. */
export type DocMeta = {readonly title: string; readonly description?: string};

/**
 * Where a relative link between docs (`../basic/cli.mdx#rslib-build`) points
 * in the Markdown copies: the absolute URL of the target's copy
 * (`/zh/guide/basic/cli.md#rslib-build`). Other links (absolute paths, other
 * sites, anchors, non-Markdown files) get `undefined`: they stay as written.
 *
 * @param url the link target as written
 * @param fromPath the linking file's path under its docs folder, e.g. `guide/start/index.mdx`
 * @param baseUrl the locale's base URL, `/` or `/zh/`
 * @param permalinkOf the route (without the locale base) of a doc file given
 *   by its path under the docs folder, as the docs plugin loaded it, or
 *   `undefined` for an unknown file (its path without extension is used)
 */
export function docLinkUrl(
  url: string,
  fromPath: string,
  baseUrl: string,
  permalinkOf: (relativePath: string) => string | undefined,
): string | undefined {
  const hashAt = url.indexOf('#');
  const target = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  if (
    !(target.endsWith('.md') || target.endsWith('.mdx')) ||
    target.startsWith('/') ||
    URL.canParse(target)
  ) {
    return undefined;
  }
  const file = path.posix.join(path.posix.dirname(fromPath), target);
  if (file.startsWith('../')) return undefined;
  const route = permalinkOf(file) ?? `/${file.slice(0, file.lastIndexOf('.'))}`;
  return `${baseUrl}${markdownPathOf(route)}${hash}`;
}

/** One `llms.txt` (llmstxt.org format): title, summary, then a link list per section that has pages. */
export function buildLlmsTxt(options: {
  readonly title: string;
  readonly summary: string;
  readonly siteUrl: string;
  /** Absolute URL of the same pages in one file (`llms-full.txt`), linked under the summary. */
  readonly fullTextUrl?: string;
  readonly sections: readonly {
    readonly name: string;
    readonly docs: readonly (DocMeta & {readonly path: string})[];
  }[];
}): string {
  const root = options.siteUrl.replace(/\/$/, '');
  const lines = [`# ${options.title}`, '', `> ${options.summary}`, ''];
  if (options.fullTextUrl) {
    lines.push(
      `Every page below in one Markdown file: [llms-full.txt](${options.fullTextUrl})`,
      '',
    );
  }
  // A section without pages (no API docs in an old version) is left out.
  for (const section of options.sections.filter((s) => s.docs.length > 0)) {
    lines.push(`## ${section.name}`, '');
    for (const doc of section.docs) {
      const url = `${root}/${doc.path}`;
      lines.push(
        `- [${doc.title}](${url})${doc.description ? `: ${doc.description}` : ''}`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}
