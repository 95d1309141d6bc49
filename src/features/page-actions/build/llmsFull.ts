/**
 * `llms-full.txt`: every page of a locale (and doc version) in one Markdown
 * file, for AI assistants and agents that read a whole documentation set at
 * once. Docs come in the order a reader meets them in the sidebars, blog
 * posts after them; each page opens with its title and its URL, so a model
 * quoting a passage can name where it comes from.
 */

/** The sidebar item shapes this module reads (Docusaurus's processed sidebars). */
export type SidebarItemLike =
  | {readonly type: 'doc' | 'ref'; readonly id: string}
  | {
      readonly type: 'category';
      readonly items: readonly SidebarItemLike[];
      readonly link?: {readonly type: string; readonly id?: string};
    }
  | {readonly type: 'link' | 'html'};

/**
 * Doc ids in sidebar order: the sidebars named in `sidebarOrder` first (in
 * that order), then any other sidebar; a category's own doc before its items.
 * Each id appears once (a doc listed in two places keeps its first place).
 * @param sidebars sidebar id → items, as the docs plugin loaded them
 * @param sidebarOrder preferred sidebar ids, e.g. `['guide', 'config', 'api']`
 */
export function sidebarDocOrder(
  sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>,
  sidebarOrder: readonly string[],
): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  const add = (id: string | undefined) => {
    if (id !== undefined && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  };
  const walk = (items: readonly SidebarItemLike[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') add(item.link.id);
        walk(item.items);
      }
    }
  };
  const names = [
    ...sidebarOrder.filter((name) => name in sidebars),
    ...Object.keys(sidebars).filter((name) => !sidebarOrder.includes(name)),
  ];
  for (const name of names) walk(sidebars[name]);
  return ids;
}

/**
 * Sorts pages by a list of ids; pages whose id is not in the list follow, in
 * their given order.
 */
export function orderByIds<T extends {readonly id: string}>(
  pages: readonly T[],
  ids: readonly string[],
): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return pages
    .map((page, index) => ({page, index}))
    .sort(
      (a, b) =>
        (rank.get(a.page.id) ?? ids.length + a.index) -
        (rank.get(b.page.id) ?? ids.length + b.index),
    )
    .map(({page}) => page);
}

/** One page of the file: its title, absolute URL and Markdown body (without its H1). */
export type FullTextPage = {
  readonly title: string;
  readonly url: string;
  readonly body: string;
};

/** Line between two pages of `llms-full.txt`. */
export const PAGE_SEPARATOR = '\n\n---\n\n';

/**
 * The text of `llms-full.txt`: a short header (site title, summary, where the
 * link list is), then each page as `# Title`, `Source: <url>` and its body,
 * separated by `---` lines.
 * @param options.llmsTxtUrl absolute URL of the locale's `llms.txt`
 */
export function buildLlmsFullTxt(options: {
  readonly title: string;
  readonly summary: string;
  readonly llmsTxtUrl: string;
  readonly pages: readonly FullTextPage[];
}): string {
  const header = [
    `# ${options.title}`,
    '',
    `> ${options.summary}`,
    '',
    `Every page of this documentation in one file. Index of pages: ${options.llmsTxtUrl}`,
  ].join('\n');
  const pages = options.pages.map(
    (page) => `# ${page.title}\n\nSource: ${page.url}\n\n${page.body.trim()}`,
  );
  return `${[header, ...pages].join(PAGE_SEPARATOR)}\n`;
}
