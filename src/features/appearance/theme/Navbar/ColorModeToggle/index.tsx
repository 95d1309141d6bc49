/**
 * Eject of `@theme/Navbar/ColorModeToggle` (Docusaurus 3.10.2), 20 lines.
 * Why: stores the choice under `rspress-theme-appearance`, the key Rspress
 * sites use (not Docusaurus's `theme` key), so a reader's choice carries over;
 * switches between dark and light (Docusaurus cycles light/dark/system),
 * honours our `darkMode` option and plays the circular reveal. Logic:
 * `src/features/appearance/client/useAppearance.ts`, `src/features/appearance/client/appearance.ts`; button:
 * `src/features/appearance/client/ThemeSwitch`.
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Navbar/ColorModeToggle';
import ThemeSwitch from '@site/src/features/appearance/client/ThemeSwitch';
import {useAppearance} from '@site/src/features/appearance/client/useAppearance';
import {useRslibThemeOptions} from '@site/src/features/theme-options/client/useRslibThemeOptions';

export default function NavbarColorModeToggle({className}: Props): ReactNode {
  const {disableSwitch} = useThemeConfig().colorMode;
  const {darkMode, enableAppearanceAnimation} = useRslibThemeOptions(); // (CUSTOM)
  const {colorMode, setAppearance} = useAppearance(); // (CUSTOM)
  if (disableSwitch || !darkMode) {
    return null;
  }
  // (CUSTOM) our two-state switch instead of Docusaurus's ColorModeToggle
  return (
    <ThemeSwitch
      className={className}
      colorMode={colorMode}
      animate={enableAppearanceAnimation}
      onChange={setAppearance}
    />
  );
}
