import {hit} from '@site/src/features/search/client/testing/searchHits';
import {groupHits} from './grouping';

describe('groupHits (7 per group, 100 overall)', () => {
  it('groups by page in order of first appearance', () => {
    const groups = groupHits([hit('a', 1), hit('b', 1), hit('a', 2)]);
    expect(
      groups.map((group) => [
        group.key,
        group.label,
        group.hits.map((h) => h.id),
      ]),
    ).toEqual([
      ['/a', 'Page a', ['a-1', 'a-2']],
      ['/b', 'Page b', ['b-1']],
    ]);
  });

  it.each<[number, number | undefined, number | undefined, number[]]>([
    [10, undefined, undefined, [7]],
    [10, 3, undefined, [3]],
    [5, 0, undefined, [5]],
    [10, Number.NaN, 4, [4]],
  ])(
    '%i hits of one page, perGroup %p, limit %p → %j',
    (count, perGroup, limit, sizes) => {
      const hits = Array.from({length: count}, (_, index) => hit('a', index));
      expect(
        groupHits(hits, {perGroup, limit}).map((group) => group.hits.length),
      ).toEqual(sizes);
    },
  );

  it('stops at 100 hits overall', () => {
    const hits = Array.from({length: 30}, (_page, page) =>
      Array.from({length: 5}, (_hit, index) => hit(`p${page}`, index)),
    ).flat();
    const groups = groupHits(hits);
    expect(groups.reduce((sum, group) => sum + group.hits.length, 0)).toBe(100);
    expect(groups).toHaveLength(20);
  });

  it('drops a repeated link of the same type', () => {
    expect(groupHits([hit('a', 1), hit('a', 1)])[0].hits).toHaveLength(1);
  });
});
