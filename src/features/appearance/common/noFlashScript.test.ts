import {ANNOUNCEMENT_DISMISSED_ATTRIBUTE, noFlashScript} from './noFlashScript';

const KEY = 'rspress-theme-appearance';
const root = document.documentElement;

type Setup = {
  stored?: Record<string, string>;
  systemDark?: boolean;
  storageThrows?: boolean;
  noMatchMedia?: boolean;
};

/** Runs the generated script as the browser would, in a prepared jsdom window. */
function run(
  script: string,
  {
    stored = {},
    systemDark = false,
    storageThrows = false,
    noMatchMedia = false,
  }: Setup,
): void {
  root.className = '';
  root.removeAttribute('data-theme');
  root.removeAttribute('data-theme-choice');
  root.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  const storage = {
    getItem: (key: string) => (key in stored ? stored[key] : null),
  };
  const localStorageSpy = jest
    .spyOn(window, 'localStorage', 'get')
    .mockImplementation(() => {
      if (storageThrows)
        throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage as Storage;
    });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: noMatchMedia
      ? undefined
      : (query: string) => ({
          matches: query === '(prefers-color-scheme: dark)' && systemDark,
        }),
  });
  try {
    new Function(script)();
  } finally {
    localStorageSpy.mockRestore();
  }
}

function state() {
  return {
    dark: root.classList.contains('dark'),
    theme: root.getAttribute('data-theme'),
    choice: root.getAttribute('data-theme-choice'),
  };
}

describe('no-flash script (no flash of the wrong theme)', () => {
  const script = noFlashScript({storageKey: KEY, darkMode: true});

  it.each([
    // stored, system dark → class dark, data-theme, data-theme-choice
    [undefined, false, false, 'light', 'system'],
    [undefined, true, true, 'dark', 'system'],
    ['auto', true, true, 'dark', 'system'],
    ['dark', false, true, 'dark', 'dark'],
    ['light', true, false, 'light', 'light'],
    ['garbage', true, true, 'dark', 'system'],
    ['{"theme":"dark"}', false, false, 'light', 'system'],
  ])(
    'stored %p, system dark %p → dark class %p, %s, %s',
    (stored, systemDark, dark, theme, choice) => {
      run(script, {
        stored: stored === undefined ? {} : {[KEY]: stored},
        systemDark,
      });
      expect(state()).toEqual({dark, theme, choice});
    },
  );

  it.each([
    [
      '?docusaurus-theme=dark',
      'light',
      {dark: true, theme: 'dark', choice: 'dark'},
    ],
    [
      '?docusaurus-theme=light',
      'dark',
      {dark: false, theme: 'light', choice: 'light'},
    ],
    [
      '?docusaurus-theme=purple',
      'dark',
      {dark: true, theme: 'dark', choice: 'dark'},
    ],
  ])(
    "Docusaurus's %s query wins over the stored %s",
    (search, storedValue, expected) => {
      window.history.replaceState(null, '', `/guide/${search}`);
      try {
        run(script, {stored: {[KEY]: storedValue}});
        expect(state()).toEqual(expected);
      } finally {
        window.history.replaceState(null, '', '/');
      }
    },
  );

  it('falls back to auto when localStorage throws, without throwing', () => {
    expect(() =>
      run(script, {storageThrows: true, systemDark: true}),
    ).not.toThrow();
    expect(state()).toEqual({dark: true, theme: 'dark', choice: 'system'});
  });

  it('shows light when matchMedia is missing', () => {
    expect(() => run(script, {noMatchMedia: true})).not.toThrow();
    expect(state()).toEqual({dark: false, theme: 'light', choice: 'system'});
  });

  it('removes a stale dark class', () => {
    run(script, {stored: {[KEY]: 'light'}});
    root.classList.add('dark');
    new Function(script)();
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('no-flash script with darkMode disabled', () => {
  it('stays light whatever is stored or asked in the query', () => {
    const script = noFlashScript({storageKey: KEY, darkMode: false});
    run(script, {stored: {[KEY]: 'dark'}, systemDark: true});
    expect(state()).toEqual({dark: false, theme: 'light', choice: 'light'});
    window.history.replaceState(null, '', '/?docusaurus-theme=dark');
    try {
      run(script, {systemDark: true});
      expect(state()).toEqual({dark: false, theme: 'light', choice: 'light'});
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('announcement part', () => {
  const script = noFlashScript({
    storageKey: KEY,
    darkMode: true,
    announcementKey: 'rslib-announcement',
  });

  it.each([
    [{'rslib-announcement': 'true'}, 'true'],
    [{'rslib-announcement': 'yes'}, null],
    [{}, null],
  ])('%j → attribute %p', (stored, expected) => {
    run(script, {stored});
    expect(root.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe(expected);
  });

  it('survives blocked storage', () => {
    expect(() => run(script, {storageThrows: true})).not.toThrow();
    expect(root.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBeNull();
  });

  it('is left out without an announcement key', () => {
    expect(noFlashScript({storageKey: KEY, darkMode: true})).not.toContain(
      ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
    );
  });

  it('keeps hostile keys inside string literals', () => {
    const hostile = noFlashScript({
      storageKey: KEY,
      darkMode: true,
      announcementKey: `x'</script><script>alert(1)//`,
    });
    expect(hostile).not.toContain('</script>');
    expect(() => new Function(hostile)).not.toThrow();
  });
});
