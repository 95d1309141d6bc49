import type {SearchHit} from '@site/src/features/search/client/types';

/** A search hit of page `/<group>` for grouping and modal tests; `index` numbers it within the page. */
export const hit = (
  group: string,
  index: number,
  type: SearchHit['type'] = 'content',
): SearchHit => ({
  id: `${group}-${index}`,
  type,
  title: `Page ${group}`,
  header: `Header ${index}`,
  link: `/${group}#${index}`,
  query: 'q',
  highlights: [],
  group: `/${group}`,
});
