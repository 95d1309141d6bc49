/**
 * The theme preference (light, dark or auto) as React state. Our key
 * `rspress-theme-appearance` is the single stored source; Docusaurus's
 * ColorModeProvider is kept in step with `persist: false`, so its own `theme`
 * key is never written. The `dark` class follows `data-theme` through
 * `src/features/appearance/client/darkClass.ts`.
 */
import {useCallback, useEffect} from 'react';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import {
  appearanceFromStorageEvent,
  toDocusaurusChoice,
  writeAppearance,
  type Appearance,
} from '@site/src/features/appearance/client/appearance';
import {APPEARANCE_STORAGE_KEY} from '@site/src/features/theme-options/common/themeOptions';
import {syncDarkClass} from '@site/src/features/appearance/client/darkClass';
import {browserStorage} from '../../../common/browserEnv';
import {useRslibThemeOptions} from '@site/src/features/theme-options/client/useRslibThemeOptions';

type SetColorMode = (
  choice: ColorMode | null,
  options?: {persist?: boolean},
) => void;

/** Applies a preference to Docusaurus (and `<html>`) without writing Docusaurus's storage. */
function useApplyAppearance(): (appearance: Appearance) => void {
  const setColorMode = useColorMode().setColorMode as SetColorMode;
  return useCallback(
    (appearance: Appearance) => {
      setColorMode(toDocusaurusChoice(appearance), {persist: false});
      syncDarkClass(document.documentElement);
    },
    [setColorMode],
  );
}

export type AppearanceState = {
  /** Colours shown now. */
  readonly colorMode: ColorMode;
  /** Stores the preference under `rspress-theme-appearance` and applies it; ignored with darkMode off. */
  readonly setAppearance: (appearance: Appearance) => void;
};

export function useAppearance(): AppearanceState {
  const {darkMode} = useRslibThemeOptions();
  const {colorMode} = useColorMode();
  const apply = useApplyAppearance();
  const setAppearance = useCallback(
    (appearance: Appearance) => {
      if (!darkMode) return;
      writeAppearance(browserStorage(), APPEARANCE_STORAGE_KEY, appearance);
      apply(appearance);
    },
    [darkMode, apply],
  );
  return {colorMode: darkMode ? colorMode : 'light', setAppearance};
}

/**
 * Follows changes made in other tabs (`storage` events on our key). Mount
 * once per page (the navbar layout does).
 */
export function useAppearanceSync(): void {
  const {darkMode} = useRslibThemeOptions();
  const apply = useApplyAppearance();
  useEffect(() => {
    if (!darkMode) return undefined;
    const onStorage = (event: StorageEvent) => {
      const appearance = appearanceFromStorageEvent(
        event,
        APPEARANCE_STORAGE_KEY,
      );
      if (appearance !== undefined) apply(appearance);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [darkMode, apply]);
}
