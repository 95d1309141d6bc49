import {
  compareSchedule,
  medianOf,
  pairedRatio,
  rangeText,
} from './compareRounds';

describe('compareSchedule', () => {
  it('measures every site once per page in each round, starting with a different site each round', () => {
    const steps = compareSchedule(
      ['this site', 'original', 'rslibrs'],
      ['/', '/a'],
      2,
    );
    expect(steps.map((s) => `${s.round} ${s.pathname} ${s.site}`)).toEqual([
      '0 / this site',
      '0 / original',
      '0 / rslibrs',
      '0 /a this site',
      '0 /a original',
      '0 /a rslibrs',
      '1 / original',
      '1 / rslibrs',
      '1 / this site',
      '1 /a original',
      '1 /a rslibrs',
      '1 /a this site',
    ]);
  });

  it('gives each site the same number of runs of each page', () => {
    const steps = compareSchedule(['a', 'b'], ['/x', '/y', '/z'], 5);
    for (const site of ['a', 'b'])
      for (const page of ['/x', '/y', '/z'])
        expect(
          steps.filter((s) => s.site === site && s.pathname === page),
        ).toHaveLength(5);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses %p rounds', (rounds) => {
    expect(() => compareSchedule(['a'], ['/'], rounds)).toThrow(RangeError);
  });
});

describe('medianOf', () => {
  it.each([
    [[], undefined],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 3],
    [[1200, 900, 1000, 1100, 950], 1000],
  ])('%j → %p', (values, expected) => {
    expect(medianOf(values)).toBe(expected);
  });
});

describe('pairedRatio', () => {
  it('takes the median of the ratios within each round, not the ratio of the medians', () => {
    // The machine slows down in rounds 2 and 3 for both sites alike.
    const ours = [900, 1400, 1500];
    const theirs = [1000, 1500, 1000];
    expect(medianOf(ours)! / medianOf(theirs)!).toBeCloseTo(1.4);
    expect(pairedRatio(ours, theirs)).toBeCloseTo(1400 / 1500);
  });

  it('leaves out rounds where a run failed or the other site measured 0', () => {
    expect(
      pairedRatio([100, undefined, 300, 50], [200, 100, undefined, 0]),
    ).toBe(0.5);
    expect(pairedRatio([undefined], [100])).toBeUndefined();
    expect(pairedRatio([], [])).toBeUndefined();
  });
});

describe('rangeText', () => {
  it('gives min–max of the runs that exist, rounded', () => {
    expect(rangeText([1096.4, 809.6, undefined, 1422])).toBe('810–1422');
    expect(rangeText([undefined])).toBe('—');
  });
});
