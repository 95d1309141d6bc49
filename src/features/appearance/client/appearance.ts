/**
 * Theme preference logic: light, dark or auto (follows the system), stored
 * under `rspress-theme-appearance`, synced across tabs; with darkMode disabled
 * the site stays light. The toggle switches between dark and light with a
 * circular reveal (400 ms) only when the browser supports View Transitions,
 * reduced motion is not requested and the option is
 * on. Pure: storage and media values are passed in.
 */

/** The stored preference. */
export type Appearance = 'light' | 'dark' | 'auto';
/** The colours actually shown. */
export type ColorMode = 'light' | 'dark';

/** Duration of the circular reveal played by the theme switch, in ms. */
export const APPEARANCE_TRANSITION_MS = 400;

/** A stored value read back: 'light' and 'dark' as is, anything else (missing, garbage) is 'auto'. */
export function parseAppearance(raw: unknown): Appearance {
  return raw === 'light' || raw === 'dark' ? raw : 'auto';
}

/** What the toggle switches to from the colour mode shown: the other one. */
export function nextAppearance(shown: ColorMode): Exclude<Appearance, 'auto'> {
  return shown === 'dark' ? 'light' : 'dark';
}

/** Docusaurus's colour-mode choice for a preference (`null` = follow the system). */
export function toDocusaurusChoice(appearance: Appearance): ColorMode | null {
  return appearance === 'auto' ? null : appearance;
}

import type {StorageLike} from '@site/src/common/storage';

export type {StorageLike};

/**
 * Stores the preference. Never throws.
 * @returns whether it was stored (false when storage is missing, full or blocked)
 */
export function writeAppearance(
  storage: StorageLike | undefined,
  key: string,
  appearance: Appearance,
): boolean {
  if (!storage) {
    return false;
  }
  try {
    storage.setItem(key, appearance);
    return true;
  } catch {
    return false;
  }
}

/**
 * The new preference carried by a `storage` event from another tab, or
 * `undefined` when the event is about another key. A removed key (or
 * `localStorage.clear()`, key `null`) means 'auto'.
 */
export function appearanceFromStorageEvent(
  event: {readonly key: string | null; readonly newValue: string | null},
  key: string,
): Appearance | undefined {
  if (event.key !== null && event.key !== key) {
    return undefined;
  }
  return parseAppearance(event.newValue);
}

/** Whether the theme switch plays the circular reveal. */
export function shouldAnimateAppearance({
  supported,
  reducedMotion,
  enabled,
}: {
  /** `document.startViewTransition` exists */
  readonly supported: boolean;
  /** `(prefers-reduced-motion: reduce)` matches */
  readonly reducedMotion: boolean;
  /** `enableAppearanceAnimation` option */
  readonly enabled: boolean;
}): boolean {
  return supported && !reducedMotion && enabled;
}

/**
 * `clip-path` keyframes of the reveal: a circle growing from the click point
 * (px, viewport coordinates) to the farthest viewport corner.
 */
export function revealClipPath(
  x: number,
  y: number,
  width: number,
  height: number,
): [string, string] {
  const radius = Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
  return [
    `circle(0px at ${x}px ${y}px)`,
    `circle(${Math.ceil(radius)}px at ${x}px ${y}px)`,
  ];
}
