import {findRanges} from './marks';
import {cutSnippet, ELLIPSIS} from './snippet';
import {textWidth} from './text';
import type {HighlightRange} from './types';

const slice = (text: string, {start, length}: HighlightRange): string =>
  text.slice(start, start + length);

describe('cutSnippet (100 wide around the match)', () => {
  const long = `${'alpha beta gamma delta '.repeat(10)}the output format option ${'epsilon zeta eta theta '.repeat(10)}`;

  it('keeps short text whole', () => {
    const text = 'Set the output format.';
    expect(cutSnippet(text, findRanges(text, ['format']))).toEqual({
      text,
      highlights: [{start: 15, length: 6}],
    });
  });

  it('cuts long text around the match with ellipses, at most 100 wide', () => {
    const snippet = cutSnippet(long, findRanges(long, ['format']));
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
    expect(snippet.text.startsWith(ELLIPSIS)).toBe(true);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.highlights).toHaveLength(1);
    expect(slice(snippet.text, snippet.highlights[0])).toBe('format');
    const at = snippet.text.indexOf('format');
    expect(at).toBeGreaterThan(30);
    expect(at).toBeLessThan(60);
  });

  it('does not start or end inside a Latin word', () => {
    const snippet = cutSnippet(long, findRanges(long, ['format']));
    const body = snippet.text.slice(1, -1);
    expect(long.includes(body)).toBe(true);
    const start = long.indexOf(body);
    expect(long[start - 1]).toBe(' ');
    expect(long[start + body.length]).toBe(' ');
  });

  it('counts Chinese characters as width 3 (about 31 of them)', () => {
    const text = `${'这是一段很长的中文说明文字'.repeat(8)}输出格式${'后面还有更多的中文内容'.repeat(8)}`;
    const snippet = cutSnippet(text, findRanges(text, ['输出格式']));
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
    expect(textWidth(snippet.text)).toBeGreaterThanOrEqual(94);
    expect(slice(snippet.text, snippet.highlights[0])).toBe('输出格式');
  });

  it('cuts at the start when the match is at the start', () => {
    const text = `format ${'word '.repeat(40)}`;
    const snippet = cutSnippet(text, findRanges(text, ['format']));
    expect(snippet.text.startsWith('format')).toBe(true);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.highlights[0]).toEqual({start: 0, length: 6});
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
  });

  it('never splits an emoji and turns newlines into spaces', () => {
    const text = `${'😀'.repeat(40)}\nformat\n${'😀'.repeat(40)}`;
    const snippet = cutSnippet(text, findRanges(text, ['format']));
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
    expect(snippet.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(snippet.text).not.toContain('\n');
    expect(slice(snippet.text, snippet.highlights[0])).toBe('format');
  });

  it('starts at the beginning when there is no range', () => {
    const snippet = cutSnippet('word '.repeat(50), []);
    expect(snippet.text.startsWith('word')).toBe(true);
    expect(snippet.highlights).toEqual([]);
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(100);
  });

  it('keeps every range inside the snippet, shifted', () => {
    const text = `${'x '.repeat(60)}format and format again ${'y '.repeat(60)}`;
    const snippet = cutSnippet(text, findRanges(text, ['format']));
    expect(
      snippet.highlights.map((range) => slice(snippet.text, range)),
    ).toEqual(['format', 'format']);
  });
});
