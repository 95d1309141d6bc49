import {
  STAR_COUNT,
  STAR_MAX_DRIFT,
  STAR_POSITIONS,
  starCenter,
  starDrift,
  starSize,
  starTransform,
  starTransforms,
} from './starField';

describe('star field constants', () => {
  it('has STAR_COUNT fixed, distinct positions inside the field', () => {
    expect(STAR_POSITIONS).toHaveLength(STAR_COUNT);
    expect(
      new Set(STAR_POSITIONS.map(({top, left}) => `${top},${left}`)).size,
    ).toBe(STAR_COUNT);
    for (const {top, left} of STAR_POSITIONS) {
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(100);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(100);
    }
    expect(Object.isFrozen(STAR_POSITIONS)).toBe(true);
  });

  it.each([
    [0, 3],
    [1, 3.05],
    [10, 3.5],
    [20, 4],
    [34, 4.7],
  ])('dot %i is 3 + index / 20 = %f px wide', (index, size) => {
    expect(starSize(index)).toBeCloseTo(size, 10);
  });
});

describe('starCenter', () => {
  it('maps percent to px of the field', () => {
    expect(starCenter({top: 50, left: 25}, 1280, 600)).toEqual({
      x: 320,
      y: 300,
    });
  });
});

describe('starDrift', () => {
  const star = {x: 500, y: 300};

  it.each([
    ['no pointer', null],
    ['exactly 100 px away', {x: 400, y: 300}],
    ['100 px away diagonally', {x: 500 - 60, y: 300 - 80}],
    ['150 px away', {x: 500, y: 450}],
  ])('stays put with %s', (_, pointer) => {
    expect(starDrift(star, pointer)).toEqual({x: 0, y: 0});
  });

  it('moves away from a pointer just inside 100 px', () => {
    const drift = starDrift(star, {x: 400.5, y: 300});
    expect(drift.x).toBeGreaterThan(0);
    expect(drift.x).toBeLessThan(1);
    expect(drift.y).toBe(0);
  });

  it.each([
    // pointer, expected drift: half the max at 50 px, along the pointer→dot line
    [
      {x: 450, y: 300},
      {x: STAR_MAX_DRIFT / 2, y: 0},
    ],
    [
      {x: 550, y: 300},
      {x: -STAR_MAX_DRIFT / 2, y: 0},
    ],
    [
      {x: 500, y: 250},
      {x: 0, y: STAR_MAX_DRIFT / 2},
    ],
    [
      {x: 500 - 30, y: 300 - 40},
      {x: (0.6 * STAR_MAX_DRIFT) / 2, y: (0.8 * STAR_MAX_DRIFT) / 2},
    ],
  ])('pointer at %o pushes it by %o', (pointer, expected) => {
    const drift = starDrift(star, pointer);
    expect(drift.x).toBeCloseTo(expected.x, 10);
    expect(drift.y).toBeCloseTo(expected.y, 10);
  });

  it('pushes straight up by the full drift when the pointer is on the centre', () => {
    expect(starDrift(star, star)).toEqual({x: 0, y: -STAR_MAX_DRIFT});
  });

  it('scales with maxDrift', () => {
    expect(starDrift(star, {x: 450, y: 300}, 10)).toEqual({x: 5, y: 0});
  });
});

describe('starTransform', () => {
  it.each([
    [{x: 0, y: 0}, ''],
    [{x: 0.04, y: -0.04}, ''],
    [{x: 12, y: 0}, 'translate(12px, 0px)'],
    [{x: -3.456, y: 7.06}, 'translate(-3.5px, 7.1px)'],
  ])('%o → %p', (drift, transform) => {
    expect(starTransform(drift)).toBe(transform);
  });
});

describe('starTransforms', () => {
  it('moves only the dots near the pointer', () => {
    const positions = [
      {top: 50, left: 50},
      {top: 10, left: 10},
    ];
    // field 1000 × 400: dot 0 at (500, 200), dot 1 at (100, 40)
    expect(starTransforms(positions, 1000, 400, {x: 450, y: 200})).toEqual([
      'translate(12px, 0px)',
      '',
    ]);
    expect(starTransforms(positions, 1000, 400, null)).toEqual(['', '']);
  });
});
