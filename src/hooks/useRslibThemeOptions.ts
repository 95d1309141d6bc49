/**
 * Our theme options from `themeConfig.rslib`, complete and valid (see
 * `src/lib/themeOptions.ts`).
 */
import {useMemo} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  normalizeThemeOptions,
  type RslibThemeOptions,
} from '@site/src/lib/themeOptions';

export function useRslibThemeOptions(): RslibThemeOptions {
  const raw = (useThemeConfig() as {rslib?: unknown}).rslib;
  return useMemo(() => normalizeThemeOptions(raw), [raw]);
}
