/**
 * Grouping: hits grouped by page, at most 7 per page and 100 overall, so one
 * long page cannot push every other page out of the list. Pure.
 */
import {
  SEARCH_DEFAULTS,
  type HitGroup,
  type ResultTab,
  type SearchHit,
} from './types';

export type GroupOptions = {
  readonly perGroup?: number;
  readonly limit?: number;
};

const positiveInt = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.floor(value)
    : fallback;

/**
 * Groups hits by page in order of first appearance, keeping at most
 * `perGroup` hits per page (7 by default) and `limit` overall (100). A hit
 * repeating a link and type already in its group is dropped.
 */
export function groupHits(
  hits: readonly SearchHit[],
  {perGroup, limit}: GroupOptions = {},
): HitGroup[] {
  const maxPerGroup = positiveInt(perGroup, SEARCH_DEFAULTS.perGroup);
  const maxTotal = positiveInt(limit, SEARCH_DEFAULTS.limit);
  const groups = new Map<
    string,
    {
      key: string;
      label: string;
      breadcrumb: readonly string[];
      hits: SearchHit[];
    }
  >();
  let total = 0;
  for (const hit of hits) {
    if (total >= maxTotal) break;
    let group = groups.get(hit.group);
    if (!group) {
      group = {
        key: hit.group,
        label: hit.title || hit.header,
        breadcrumb: hit.breadcrumb ?? [],
        hits: [],
      };
      groups.set(hit.group, group);
    }
    if (group.hits.length >= maxPerGroup) continue;
    if (
      group.hits.some(
        (other) => other.link === hit.link && other.type === hit.type,
      )
    )
      continue;
    if (!group.label) group.label = hit.title || hit.header;
    group.hits.push(hit);
    total += 1;
  }
  return [...groups.values()].filter((group) => group.hits.length > 0);
}

/** The hits of a tab in display order (the order the highlighted index counts in). */
export function flattenTab(tab: ResultTab | undefined): SearchHit[] {
  return tab ? tab.groups.flatMap((group) => group.hits) : [];
}

/** Number of hits over all tabs. */
export function countHits(tabs: readonly ResultTab[]): number {
  return tabs.reduce((sum, tab) => sum + flattenTab(tab).length, 0);
}
