/**
 * WCAG 2.x contrast ratio of two colors, used by the tests that keep the code
 * highlighting colors readable (AA: 4.5:1).
 * Pure. Accepts `#rgb`, `#rrggbb` and `rgb(r, g, b)`.
 *
 * @throws on a color in any other notation
 */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const rgb = hex
      .trim()
      .match(/^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i);
    const match = hex.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
    if (!match && !rgb) throw new Error(`Not a hex or rgb() color: ${hex}`);
    const digits = match
      ? match[1].length === 3
        ? [...match[1]].map((c) => c + c).join('')
        : match[1]
      : '';
    const channels = rgb
      ? rgb.slice(1, 4).map(Number)
      : [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
    const [r, g, b] = channels
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort(
    (a, b) => b - a,
  );
  return (light + 0.05) / (dark + 0.05);
}
