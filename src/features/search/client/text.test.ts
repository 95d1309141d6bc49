import {ELLIPSIS} from './snippet';
import {charWidth, foldCase, textWidth} from './text';

describe('width rule (above code point 255 counts 3)', () => {
  it.each([
    [0x41, 1],
    [0xff, 1],
    [0x100, 3],
    [0x914d, 3],
    [0x1f600, 3],
  ])('charWidth(%i) = %i', (codePoint, width) => {
    expect(charWidth(codePoint)).toBe(width);
  });

  it.each([
    ['', 0],
    ['format', 6],
    ['café', 4],
    ['配置', 6],
    ['a配b', 5],
    ['😀', 3],
    ['Привет', 18],
    [ELLIPSIS, 3],
  ])('textWidth(%j) = %i', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });
});

describe('foldCase', () => {
  it('lower-cases without changing the length', () => {
    expect(foldCase('Format ÉCOLE Привет')).toBe('format école привет');
    const odd = 'İstanbul';
    expect(foldCase(odd)).toHaveLength(odd.length);
  });
});
