import {copyShortcut} from './copyCode';

describe('copyShortcut', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36',
      '⌘+C',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', '⌘+C'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
      'Ctrl+C',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Ctrl+C'],
    ['', 'Ctrl+C'],
    [undefined, 'Ctrl+C'],
  ])('%j → %s', (userAgent, expected) => {
    expect(copyShortcut(userAgent)).toBe(expected);
  });
});
