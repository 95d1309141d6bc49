/**
 * Our theme options from `themeConfig.rslib`. The build validated them and
 * filled in every default (`src/features/theme-options/index.ts`), so this is a typed
 * read, not a fallback.
 */
import {useThemeConfig} from '@docusaurus/theme-common';
import type {RslibThemeOptions} from '@site/src/features/theme-options/common/themeOptions';

export function useRslibThemeOptions(): RslibThemeOptions {
  return (useThemeConfig() as unknown as {rslib: RslibThemeOptions}).rslib;
}
