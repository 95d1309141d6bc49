import {
  cleanHoverText,
  isTwoslashFence,
  popupPosition,
  splitByHovers,
  stripTwoslashMeta,
  twoslashHtml,
} from './twoslash';

describe('isTwoslashFence', () => {
  it.each([
    ['ts', 'twoslash title="rslib.config.ts"', true],
    ['tsx', 'title="a.tsx" twoslash', true],
    ['ts', 'title="twoslash.ts"', false],
    ['js', 'twoslash', false],
    ['ts', null, false],
  ])('%s %s → %s', (lang, meta, expected) => {
    expect(isTwoslashFence(lang, meta)).toBe(expected);
  });
});

test('stripTwoslashMeta keeps the title', () => {
  expect(stripTwoslashMeta('twoslash title="rslib.config.ts"')).toBe(
    'title="rslib.config.ts"',
  );
});

test('cleanHoverText drops the alias prefix and import line', () => {
  expect(
    cleanHoverText(
      '(alias) function defineConfig(): void\nimport defineConfig',
    ),
  ).toBe('function defineConfig(): void');
});

test('splitByHovers skips overlaps and out-of-range hovers', () => {
  const hovers = [
    {start: 0, length: 3, text: 'a', docs: ''},
    {start: 1, length: 3, text: 'b', docs: ''},
    {start: 9, length: 5, text: 'c', docs: ''},
  ];
  expect(splitByHovers('abc defgh', hovers)).toEqual([
    {text: 'abc', hover: 0},
    {text: ' defgh', hover: null},
  ]);
});

test('twoslashHtml wraps hover targets and escapes type text', () => {
  const lines = [
    [
      {types: ['keyword'], content: 'const'},
      {types: ['plain'], content: ' x = 1;'},
    ],
  ];
  const html = twoslashHtml(
    lines,
    [{start: 6, length: 1, text: 'const x: <b>1</b>', docs: ''}],
    'ts1',
  );
  expect(html).toBe(
    '<span class="token keyword">const</span> ' +
      '<span class="twoslash-target" tabindex="0" aria-describedby="ts1-0">x' +
      '<span class="twoslash-popup" role="tooltip" id="ts1-0"><code class="twoslash-type">const x: &lt;b&gt;1&lt;/b&gt;</code></span></span>' +
      ' = 1;',
  );
});

describe('popupPosition', () => {
  const viewport = {width: 400, height: 600};
  const popup = {width: 200, height: 50};

  it('puts the popup 4px below the identifier', () => {
    expect(
      popupPosition({top: 100, left: 30, bottom: 120}, popup, viewport),
    ).toEqual({top: 124, left: 30});
  });

  it('flips above when there is no room below but room above', () => {
    expect(
      popupPosition({top: 560, left: 30, bottom: 580}, popup, viewport),
    ).toEqual({top: 506, left: 30});
  });

  it('stays below when there is room on neither side', () => {
    expect(
      popupPosition(
        {top: 20, left: 30, bottom: 40},
        {width: 200, height: 590},
        viewport,
      ),
    ).toEqual({top: 44, left: 30});
  });

  it('shifts left to stay 8px inside the viewport, never past the left margin', () => {
    expect(
      popupPosition({top: 100, left: 300, bottom: 120}, popup, viewport),
    ).toEqual({top: 124, left: 192});
    expect(
      popupPosition(
        {top: 100, left: 2, bottom: 120},
        {width: 500, height: 50},
        viewport,
      ),
    ).toEqual({top: 124, left: 8});
  });
});
