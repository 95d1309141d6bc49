import {
  activeHeadingIndex,
  isAtPageBottom,
  resolveOutlineTitle,
} from './outline';

describe('activeHeadingIndex', () => {
  it.each([
    ['no headings', [], false, -1],
    ['page top: first heading', [300, 800, 1400], false, 0],
    ['first reached', [60, 800, 1400], false, 0],
    ['heading exactly on the 72 px line', [-500, 72, 900], false, 1],
    ['heading 1 px below the line (rounding)', [-500, 73.5, 900], false, 1],
    ['heading 10 px below the line is not reached', [-500, 82, 900], false, 0],
    ['second passed, third not', [-900, -100, 400], false, 1],
    ['all passed', [-900, -600, -10], false, 2],
    ['bottom wins over position', [-900, 100, 600], true, 2],
    ['single heading at bottom', [500], true, 0],
  ] as const)('%s', (_name, tops, atBottom, expected) => {
    expect(activeHeadingIndex(tops, atBottom)).toBe(expected);
  });

  it('uses the given offset', () => {
    expect(activeHeadingIndex([0, 100, 200], false, 150)).toBe(1);
  });
});

describe('isAtPageBottom', () => {
  it.each([
    [0, 800, 3000, false],
    [2200, 800, 3000, true],
    [2199.4, 800, 3000, true],
    [2100, 800, 3000, false],
    [0, 800, 800, true],
  ])(
    'scrollY %d, viewport %d, page %d → %s',
    (scrollY, viewport, height, expected) => {
      expect(isAtPageBottom(scrollY, viewport, height)).toBe(expected);
    },
  );
});

describe('resolveOutlineTitle', () => {
  it.each([
    [undefined, undefined, 'ON THIS PAGE'],
    ['Contents', undefined, 'Contents'],
    [undefined, 'In this article', 'In this article'],
    ['Contents', 'In this article', 'Contents'],
    ['  ', 'In this article', 'In this article'],
    [42, ['x'], 'ON THIS PAGE'],
    ['<b>x</b>', undefined, '<b>x</b>'],
  ])('%j, %j → %j', (frontMatter, theme, expected) => {
    expect(resolveOutlineTitle(frontMatter, theme, 'ON THIS PAGE')).toBe(
      expected,
    );
  });
});
