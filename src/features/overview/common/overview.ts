/**
 * Overview page logic: an overview page (such as `/config/`) lists every page
 * of its section with its headings (depth 2 by default) in groups, pages
 * outside a group under 'Others', and a filter box narrows the list. Pure:
 * takes sidebar items and heading data, returns plain groups.
 */
import type {HeadingEntry} from '../build/headings';

/** The subset of Docusaurus client sidebar items the overview reads. */
export type OverviewSidebarItem =
  | {
      readonly type: 'link';
      readonly label: string;
      readonly href: string;
      readonly docId?: string;
    }
  | {
      readonly type: 'category';
      readonly label: string;
      readonly href?: string;
      readonly items: readonly OverviewSidebarItem[];
    }
  | {readonly type: 'html'; readonly value: string};

export type OverviewItem = {
  readonly text: string;
  /** Site path without the locale base, e.g. `/config/lib/dts`. */
  readonly link: string;
  readonly headers: readonly HeadingEntry[];
};

export type OverviewGroup = {
  readonly name: string;
  readonly items: readonly OverviewItem[];
};

/** Removes the locale base (`/zh/`) from a sidebar href: `/zh/config/lib/dts` → `/config/lib/dts`. */
export function stripBaseUrl(href: string, baseUrl: string): string {
  return baseUrl !== '/' && href.startsWith(baseUrl)
    ? `/${href.slice(baseUrl.length)}`
    : href;
}

/**
 * Groups the pages of a sidebar for the overview: every category becomes a
 * group (its own linked page first, nested categories flattened into it);
 * top-level pages fall into one group titled `othersTitle`. The overview page
 * itself (`excludeHref`) is left out, as are groups without pages.
 *
 * @param items client sidebar items (`useDocsSidebar().items`)
 * @param headings headings per page path (without locale base)
 * @param options.baseUrl locale base URL, `/` or `/zh/`
 * @param options.depths heading levels listed under each page (default `[2]`)
 */
export function buildOverviewGroups(
  items: readonly OverviewSidebarItem[],
  headings: Readonly<Record<string, readonly HeadingEntry[]>>,
  options: {
    readonly baseUrl: string;
    readonly othersTitle: string;
    readonly excludeHref?: string;
    readonly depths?: readonly number[];
  },
): OverviewGroup[] {
  const {baseUrl, othersTitle, excludeHref, depths = [2]} = options;
  const toItem = (text: string, href: string): OverviewItem => {
    const link = stripBaseUrl(href, baseUrl);
    return {
      text,
      link,
      headers: (headings[link] ?? []).filter((h) => depths.includes(h.depth)),
    };
  };
  const pagesOf = (category: OverviewSidebarItem): OverviewItem[] => {
    if (category.type === 'link')
      return category.href === excludeHref
        ? []
        : [toItem(category.label, category.href)];
    if (category.type === 'category') {
      const own =
        category.href && category.href !== excludeHref
          ? [toItem(category.label, category.href)]
          : [];
      return [...own, ...category.items.flatMap(pagesOf)];
    }
    return [];
  };
  const groups: OverviewGroup[] = [];
  const others: OverviewItem[] = [];
  for (const item of items) {
    if (item.type === 'category')
      groups.push({name: item.label, items: pagesOf(item)});
    else others.push(...pagesOf(item));
  }
  if (others.length > 0) groups.push({name: othersTitle, items: others});
  return groups.filter((group) => group.items.length > 0);
}

/**
 * Normalizes text for the filter: case-insensitive, hyphens as spaces, and
 * camelCase split into words so `auto-ext` finds `autoExtension`.
 */
export function normalizeFilterText(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function matches(text: string, query: string): boolean {
  const haystack = normalizeFilterText(text);
  return (
    haystack.includes(query) ||
    haystack.replace(/ /g, '').includes(query.replace(/ /g, ''))
  );
}

/**
 * Filters overview groups: a group whose name matches is kept whole; otherwise
 * a page whose text or path matches is kept with all its headings, and a page
 * with matching headings is kept with those headings only. An empty or blank
 * query returns the groups unchanged.
 */
export function filterOverviewGroups(
  groups: readonly OverviewGroup[],
  rawQuery: string,
): OverviewGroup[] {
  const query = normalizeFilterText(rawQuery);
  if (query === '') return [...groups];
  const result: OverviewGroup[] = [];
  for (const group of groups) {
    if (matches(group.name, query)) {
      result.push(group);
      continue;
    }
    const items: OverviewItem[] = [];
    for (const item of group.items) {
      const lastSegment = item.link.replace(/\/$/, '').split('/').pop() ?? '';
      if (matches(item.text, query) || matches(lastSegment, query)) {
        items.push(item);
        continue;
      }
      const headers = item.headers.filter((header) =>
        matches(header.text, query),
      );
      if (headers.length > 0) items.push({...item, headers});
    }
    if (items.length > 0) result.push({name: group.name, items});
  }
  return result;
}
