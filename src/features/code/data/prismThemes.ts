import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the color of every style entry that lists one of `types`. */
function recolor(
  theme: PrismTheme,
  colors: Readonly<Record<string, string>>,
): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const type = entry.types.find((t) => t in colors);
      return type
        ? {...entry, style: {...entry.style, color: colors[type]}}
        : entry;
    }),
  };
}

/**
 * Syntax-highlighting themes of the code blocks (Prism): VS Light and VS Dark with
 * the few token colors that miss WCAG AA contrast (4.5:1) on the code
 * background replaced by close, darker/lighter shades.
 */
export const lightCodeTheme: PrismTheme = recolor(themes.vsLight, {
  'attr-name': '#d20000',
  // VS Light's #267f99 has 4.0:1 on the tint of added and removed lines.
  'class-name': '#1f6d84',
});

export const darkCodeTheme: PrismTheme = recolor(themes.vsDark, {
  punctuation: '#a6a6a6',
  prolog: '#8a8ad6',
  constant: '#9a9cd0',
});
