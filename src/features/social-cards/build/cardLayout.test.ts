import {
  TITLE_SIZES,
  TITLE_WIDTH,
  hasCjk,
  layoutTitle,
  textWidth,
  wrapTitle,
} from './cardLayout';

describe('hasCjk', () => {
  it.each([
    ['快速上手', true],
    ['使用 Rslib 构建', true],
    ['产物格式：ESM', true],
    ['（注意）', true],
    ['にほんご', true],
    ['Quick Start', false],
    ['lib.autoExternal', false],
    ['Café — “quotes” …', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(hasCjk(text)).toBe(expected);
  });
});

describe('textWidth', () => {
  it('counts a CJK character as one em and Latin letters as less', () => {
    expect(textWidth('快速上手', 50)).toBe(200);
    expect(textWidth('abcd', 50)).toBeLessThan(200);
    expect(textWidth('WWWW', 50)).toBeGreaterThan(textWidth('iiii', 50));
  });
});

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Quick Start', 76)).toEqual(['Quick Start']);
  });

  it('breaks Latin text between words, within the title width', () => {
    const lines = wrapTitle(
      'Use Rslib to build a library with Module Federation and declaration files',
      76,
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(textWidth(line, 76)).toBeLessThanOrEqual(TITLE_WIDTH);
      expect(line).not.toMatch(/^\s|\s$/);
    }
    expect(lines.join(' ')).toBe(
      'Use Rslib to build a library with Module Federation and declaration files',
    );
  });

  it('breaks Chinese text between characters and keeps Latin words whole', () => {
    const title =
      '使用 Rslib 构建 React 组件库：打包模式、产物格式、类型声明文件与样式处理';
    const lines = wrapTitle(title, 76, 'zh');
    expect(lines.length).toBe(3);
    expect(lines.join('')).toBe(title.replace(/ (?=[^ ]*$)/, ' '));
    expect(lines.some((line) => /Rsli$|^b /.test(line))).toBe(false);
    // 1040 px hold 13 CJK characters at 76 px.
    expect(textWidth(lines[1], 76)).toBeLessThanOrEqual(TITLE_WIDTH);
  });

  it('keeps an identifier with dots together', () => {
    expect(wrapTitle('output.distPath', 76)).toEqual(['output.distPath']);
  });
});

describe('layoutTitle', () => {
  it('draws a short title at the largest size', () => {
    expect(layoutTitle('Quick Start')).toEqual({
      text: 'Quick Start',
      fontSize: TITLE_SIZES[0].fontSize,
      maxLines: 2,
      lines: ['Quick Start'],
      truncated: false,
    });
    expect(layoutTitle('快速上手', 'zh').fontSize).toBe(76);
  });

  it('steps down a size when two lines at 76 px are not enough', () => {
    const title =
      'Use Rslib to build a React component library with Module Federation';
    expect(wrapTitle(title, 76).length).toBe(3);
    const layout = layoutTitle(title);
    expect(layout.fontSize).toBe(64);
    expect(layout.maxLines).toBe(3);
    expect(layout.truncated).toBe(false);
  });

  it('collapses runs of white space', () => {
    expect(layoutTitle('  Quick \n Start ').text).toBe('Quick Start');
  });

  it('cuts a very long English title at a word, with an ellipsis, to three lines at 54 px', () => {
    const title = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    const layout = layoutTitle(title);
    expect(layout.fontSize).toBe(54);
    expect(layout.truncated).toBe(true);
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.text).toMatch(/^word0 word1 .* word\d+…$/);
    expect(title.startsWith(layout.text.slice(0, -1))).toBe(true);
  });

  it('cuts a very long Chinese title at a character', () => {
    const title = '类型声明文件'.repeat(20);
    const layout = layoutTitle(title, 'zh');
    expect(layout.truncated).toBe(true);
    expect(layout.text.endsWith('…')).toBe(true);
    expect(layout.lines.length).toBe(3);
    // 1040 / 54 → 19 characters a line; three lines, the last one ending with '…'.
    expect([...layout.text].length).toBe(19 * 3);
  });

  it('breaks and cuts a word longer than a line', () => {
    const layout = layoutTitle(`Option ${'x'.repeat(400)}`);
    expect(layout.truncated).toBe(true);
    expect(layout.fontSize).toBe(54);
    expect(layout.lines.length).toBe(3);
    expect(layout.text).toMatch(/^Option x+…$/);
  });
});
