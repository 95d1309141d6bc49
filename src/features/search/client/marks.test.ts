import {findRanges, mergeRanges, splitByRanges} from './marks';

describe('highlight ranges', () => {
  it.each<[string, string[], [number, number][]]>([
    ['Output format', ['format'], [[7, 6]]],
    [
      'FORMAT and format',
      ['format'],
      [
        [0, 6],
        [11, 6],
      ],
    ],
    ['formats', ['format', 'form'], [[0, 6]]],
    ['输出格式配置', ['输出', '格式'], [[0, 4]]],
    ['a.b*c', ['.b*'], [[1, 3]]],
    ['no match', ['zzz'], []],
    ['empty token', [''], []],
  ])('findRanges(%j, %j)', (text, tokens, expected) => {
    expect(
      findRanges(text, tokens).map((range) => [range.start, range.length]),
    ).toEqual(expected);
  });

  it('mergeRanges sorts, merges touching ranges and drops invalid ones', () => {
    expect(
      mergeRanges([
        {start: 5, length: 2},
        {start: 0, length: 3},
        {start: 3, length: 1},
        {start: 10, length: 0},
        {start: -1, length: 4},
        {start: Number.NaN, length: 2},
      ]),
    ).toEqual([
      {start: 0, length: 4},
      {start: 5, length: 2},
    ]);
  });

  it('splitByRanges gives text segments, highlighted ones as marked', () => {
    expect(
      splitByRanges('Output format list', [{start: 7, length: 6}]),
    ).toEqual([
      {text: 'Output ', highlighted: false},
      {text: 'format', highlighted: true},
      {text: ' list', highlighted: false},
    ]);
    expect(splitByRanges('abc', [{start: 1, length: 99}])).toEqual([
      {text: 'a', highlighted: false},
      {text: 'bc', highlighted: true},
    ]);
    expect(splitByRanges('<img src=x onerror=alert(1)>', [])).toEqual([
      {text: '<img src=x onerror=alert(1)>', highlighted: false},
    ]);
  });
});
