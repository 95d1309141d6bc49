import {contrastRatio} from '@site/test/helpers/contrast';
import {darkCodeTheme, lightCodeTheme} from './prismThemes';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor as string;
  it('has plain text with AA contrast', () => {
    expect(
      contrastRatio(theme.plain.color as string, background),
    ).toBeGreaterThanOrEqual(4.5);
  });
  it.each(
    theme.styles
      .filter((s) => s.style.color && /^(#|rgb\()/.test(s.style.color))
      .map((s) => [s.types.join('/'), s.style.color as string]),
  )('token %s (%s) has AA contrast', (_types, color) => {
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('throws on non-hex input', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/hex or rgb/);
    expect(contrastRatio('rgb(0, 0, 0)', '#ffffff')).toBeCloseTo(21, 5);
  });
});
