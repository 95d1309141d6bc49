import {
  appearanceFromStorageEvent,
  nextAppearance,
  parseAppearance,
  revealClipPath,
  shouldAnimateAppearance,
  toDocusaurusChoice,
  writeAppearance,
} from './appearance';

const KEY = 'rspress-theme-appearance';

describe('parseAppearance: garbage falls back to auto', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', 'auto'],
    [null, 'auto'],
    [undefined, 'auto'],
    ['', 'auto'],
    ['DARK', 'auto'],
    ['"dark"', 'auto'],
    ['<img onerror=alert(1)>', 'auto'],
    [42, 'auto'],
  ])('%p → %s', (raw, expected) => {
    expect(parseAppearance(raw)).toBe(expected);
  });
});

describe('toggle and Docusaurus choice', () => {
  it('switches to the other mode', () => {
    expect(nextAppearance('dark')).toBe('light');
    expect(nextAppearance('light')).toBe('dark');
  });
  it.each([
    ['auto', null],
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('%s → Docusaurus %p', (appearance, choice) => {
    expect(toDocusaurusChoice(appearance)).toBe(choice);
  });
});

describe('storage read/write never throws', () => {
  const throwing = {
    getItem: () => {
      throw new Error('SecurityError: blocked');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };

  it('writes under the key and reports failure', () => {
    const data: Record<string, string> = {};
    const storage = {
      getItem: (key: string) => data[key] ?? null,
      setItem: (key: string, value: string) => void (data[key] = value),
    };
    expect(writeAppearance(storage, KEY, 'dark')).toBe(true);
    expect(data).toEqual({[KEY]: 'dark'});
    expect(writeAppearance(throwing, KEY, 'dark')).toBe(false);
    expect(writeAppearance(undefined, KEY, 'dark')).toBe(false);
  });
});

describe('appearanceFromStorageEvent (the preference is synced across tabs)', () => {
  it.each([
    [{key: KEY, newValue: 'dark'}, 'dark'],
    [{key: KEY, newValue: 'light'}, 'light'],
    [{key: KEY, newValue: null}, 'auto'], // removed
    [{key: KEY, newValue: 'garbage'}, 'auto'],
    [{key: null, newValue: null}, 'auto'], // localStorage.clear()
    [{key: 'theme', newValue: 'dark'}, undefined], // another key
    [{key: 'docusaurus.tab.pm', newValue: 'npm'}, undefined],
  ])('%j → %p', (event, expected) => {
    expect(appearanceFromStorageEvent(event, KEY)).toBe(expected);
  });
});

describe('circular reveal of the theme switch', () => {
  it.each([
    [true, false, true, true],
    [false, false, true, false],
    [true, true, true, false],
    [true, false, false, false],
  ])(
    'supported %p, reduced motion %p, option %p → %p',
    (supported, reducedMotion, enabled, expected) => {
      expect(shouldAnimateAppearance({supported, reducedMotion, enabled})).toBe(
        expected,
      );
    },
  );

  it('grows from the click point to the farthest corner', () => {
    expect(revealClipPath(0, 0, 300, 400)).toEqual([
      'circle(0px at 0px 0px)',
      'circle(500px at 0px 0px)',
    ]);
    expect(revealClipPath(1200, 30, 1280, 800)).toEqual([
      'circle(0px at 1200px 30px)',
      `circle(${Math.ceil(Math.hypot(1200, 770))}px at 1200px 30px)`,
    ]);
  });
});
