/**
 * Plain-Markdown export of an MDX doc, for readers who feed the docs to AI
 * tools (`llms.txt` and a `.md` copy of every page). Pure string transforms.
 */
import {markdownPathOf} from '../common/markdownPath';

export {markdownPathOf};

/** Title and description of a doc, as the docs plugin loaded them. */
export type DocMeta = {readonly title: string; readonly description?: string};

/**
 * Turns an MDX body into plain Markdown: drops imports, replaces our MDX
 * components by their Markdown meaning (`<PackageManagerTabs>` → an npm bash
 * block, `<SourceCode>` → a link, `<Steps>`/`<Overview>` removed, embedded
 * partials inlined through `resolvePartial`, `<FileTree>` → its nested list,
 * `<Tabs>`/`<TabItem>` → each panel under its label in bold), removes explicit
 * heading ids and makes sure the page starts with its title as H1. Fenced code
 * (see `splitFences`) is left as written, less highlight annotations.
 *
 * @param body the doc without front matter (`parseMarkdownFile`'s `content`)
 * @param title the doc's title, used as H1 when the body has none
 * @param resolvePartial returns the body of an imported partial by its import
 *   path, or `undefined` to drop the tag
 */
export function mdxToMarkdown(
  body: string,
  title: string,
  resolvePartial: (importPath: string) => string | undefined = () => undefined,
): string {
  const partials = new Map<string, string>();
  const transform = (prose: string): string => {
    let text = prose.replace(
      /^import (\w+) from ['"]([^'"]+)['"];?[ \t]*$/gm,
      (_line, name: string, importPath: string) => {
        partials.set(name, importPath);
        return '';
      },
    );
    text = text
      .replace(
        /<PackageManagerTabs\s+command="([^"]+)"\s*\/>/g,
        '```bash\n$1\n```',
      )
      .replace(
        /<PackageManagerTabs\s+command=\{\{[^}]*npm:\s*['"]([^'"]+)['"][^}]*\}\}\s*\/>/g,
        '```bash\n$1\n```',
      )
      .replace(/<SourceCode\s+href="([^"]+)"\s*\/>/g, '[Source]($1)')
      .replace(/^[ \t]*<\/?Steps>[ \t]*$/gm, '')
      // A file tree is a nested list inside the tag: the list stays.
      .replace(/^[ \t]*<\/?FileTree>[ \t]*$/gm, '')
      .replace(/^[ \t]*<Overview\s*\/>[ \t]*$/gm, '')
      // Tabs show one panel at a time on the site; in Markdown every panel
      // follows the other, each under its label in bold.
      .replace(/^[ \t]*<\/?Tabs\b[^>]*>[ \t]*$/gm, '')
      .replace(/^[ \t]*<\/TabItem>[ \t]*$/gm, '')
      .replace(
        /^[ \t]*<TabItem\b([^>]*)>[ \t]*$/gm,
        (_tag, attributes: string) => {
          const label =
            /\blabel="([^"]*)"/.exec(attributes)?.[1] ??
            /\bvalue="([^"]*)"/.exec(attributes)?.[1];
          return label ? `**${label}**` : '';
        },
      )
      .replace(/^(#{1,6} .*?)[ \t]*\{#[^}]+\}[ \t]*$/gm, '$1');
    return text;
  };
  // Transform prose only: fenced code blocks (odd segments) keep their code,
  // less the highlight annotations, which mean nothing outside the site.
  const segments = splitFences(body);
  let markdown = segments
    .map((segment, index) =>
      index % 2 === 1 ? withoutHighlights(segment) : transform(segment),
    )
    .join('');
  for (const [name, importPath] of partials) {
    markdown = markdown.replace(new RegExp(`<${name}\\s*/>`, 'g'), () => {
      const partial = resolvePartial(importPath);
      return partial === undefined
        ? ''
        : mdxToMarkdown(partial, '')
            .replace(/^# .*\n+/, '')
            .trim();
    });
  }
  markdown = markdown.replace(/\n{3,}/g, '\n\n').trim();
  return /^# /.test(markdown) ? `${markdown}\n` : `# ${title}\n\n${markdown}\n`;
}

/**
 * Splits Markdown into prose and fenced code blocks, keeping every character:
 * `segments.join('')` is the input, and odd indices are fences (opening line
 * to closing line). A fence opens with three or more backticks or tildes
 * (up to three spaces of indent) and closes at a line of the same character,
 * at least as long, so a ```` fence can show a ``` one inside; an unclosed
 * fence runs to the end, as in CommonMark.
 */
export function splitFences(markdown: string): string[] {
  const segments: string[] = [''];
  let fence: string | undefined;
  for (const line of markdown.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
    const [, marker = '', rest = ''] =
      /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line.replace(/\r?\n$/, '')) ?? [];
    if (fence === undefined) {
      // A backtick fence's info string cannot hold a backtick (that is inline code).
      if (marker !== '' && !(marker[0] === '`' && rest.includes('`'))) {
        fence = marker;
        segments.push(line);
      } else segments[segments.length - 1] += line;
      continue;
    }
    segments[segments.length - 1] += line;
    if (
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      rest.trim() === ''
    ) {
      fence = undefined;
      segments.push('');
    }
  }
  return segments;
}

/**
 * A code fence without its highlight annotations: Docusaurus's
 * `highlight-next-line`/`highlight-start`/`highlight-end` comment lines,
 * trailing `[!code highlight]` markers, and the `twoslash` word and the
 * `noCheck="…"` attribute of the opening line (type hovers exist only on the
 * site; the attribute only tells the docs' type check to skip an example,
 * see `src/features/reference/build/examples.ts`). Added/removed markers
 * (`// [!code ++]`, `// [!code --]`) stay: they say which lines a change adds
 * or removes.
 */
export function withoutHighlights(fence: string): string {
  return fence
    .replace(/^(```\w+)((?:[ \t]+\S+)*?)[ \t]+twoslash(?=[ \t\n]|$)/, '$1$2')
    .replace(/^(```\w+[^\n]*?)[ \t]+noCheck=(["'])[^\n]*?\2/, '$1')
    .replace(
      /^[ \t]*(?:\/\/|#)[ \t]*highlight-(?:next-line|start|end)[ \t]*\n/gm,
      '',
    )
    .replace(
      /[ \t]*(?:\/\/|#|\/\*)[ \t]*\[!code highlight\][ \t]*(?:\*\/)?[ \t]*$/gm,
      '',
    );
}

/**
 * Rewrites relative links between docs (`](../basic/cli.mdx#rslib-build)`) to
 * the absolute URLs of their Markdown copies (`](/guide/basic/cli.md#rslib-build)`).
 *
 * @param docRelativePath the doc's path under the docs folder, e.g. `guide/start/index.mdx`
 * @param baseUrl the locale's base URL, `/` or `/zh/`
 * @param permalinkOf maps a doc file path under the docs folder to its route
 *   (without the locale base), as the docs plugin loaded it
 */
export function rewriteDocLinks(
  markdown: string,
  docRelativePath: string,
  baseUrl: string,
  permalinkOf: (relativePath: string) => string,
): string {
  const dir = docRelativePath.split('/').slice(0, -1);
  return markdown.replace(
    /\]\((\.{1,2}\/[^)\s#]+\.mdx?)(#[^)\s]*)?\)/g,
    (_match, target: string, hash = '') => {
      const parts = [...dir];
      for (const segment of target.split('/')) {
        if (segment === '..') parts.pop();
        else if (segment !== '.') parts.push(segment);
      }
      return `](${baseUrl}${markdownPathOf(permalinkOf(parts.join('/')))}${hash})`;
    },
  );
}

/** One `llms.txt` (llmstxt.org format): title, summary, then a link list per section. */
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
  for (const section of options.sections) {
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
