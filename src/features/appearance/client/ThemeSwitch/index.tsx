import React, {type MouseEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import {
  APPEARANCE_TRANSITION_MS,
  nextAppearance,
  revealClipPath,
  shouldAnimateAppearance,
  type ColorMode,
} from '@site/src/features/appearance/client/appearance';
import {mediaMatches} from '@site/src/common/browserEnv';
import {keepClicksDuring} from '../transitionClicks';
import {appearanceLabels} from '../labels';
import styles from './styles.module.css';

export type Props = {
  /** Colours shown now. */
  readonly colorMode: ColorMode;
  /** Called with the other mode; wrapped in a View Transition when `animate` allows it. */
  readonly onChange: (next: 'light' | 'dark') => void;
  /** `enableAppearanceAnimation` option: switch with a circular reveal. */
  readonly animate: boolean;
  readonly className?: string;
};

/** Centre of the click, or of the button for keyboard activation (no pointer position). */
function revealOrigin(event: MouseEvent<HTMLButtonElement>): {
  x: number;
  y: number;
} {
  if (event.clientX !== 0 || event.clientY !== 0) {
    return {x: event.clientX, y: event.clientY};
  }
  const rect = event.currentTarget.getBoundingClientRect();
  return {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2};
}

/**
 * Switches `onChange` inside a circular reveal (View Transitions API,
 * 400 ms) when supported, reduced motion is not requested and `animate` is on;
 * otherwise switches at once. A click given while the reveal plays ends it and
 * reaches its control (`keepClicksDuring`). Never throws when the animation
 * is refused.
 */
export function switchWithReveal(
  event: MouseEvent<HTMLButtonElement>,
  apply: () => void,
  animate: boolean,
): void {
  const enabled = shouldAnimateAppearance({
    // Not in every browser, whatever lib.dom says.
    supported:
      typeof (document as Partial<Document>).startViewTransition === 'function',
    reducedMotion: mediaMatches('(prefers-reduced-motion: reduce)'),
    enabled: animate,
  });
  if (!enabled) {
    apply();
    return;
  }
  const {x, y} = revealOrigin(event);
  const transition = document.startViewTransition(() => flushSync(apply));
  keepClicksDuring(transition);
  transition.ready
    .then(() => {
      document.documentElement.animate(
        {clipPath: revealClipPath(x, y, window.innerWidth, window.innerHeight)},
        {
          duration: APPEARANCE_TRANSITION_MS,
          easing: 'ease-in',
          pseudoElement: '::view-transition-new(root)',
        },
      );
    })
    .catch(() => undefined);
}

/**
 * Dark/light toggle. Sun and moon icons follow `data-theme` through CSS, so
 * the right one shows before hydration. Unlike Docusaurus's own toggle it is
 * never disabled: a click before hydration is kept and replayed by the
 * early-input script (a disabled button would never receive it).
 */
export default function ThemeSwitch({
  colorMode,
  onChange,
  animate,
  className,
}: Props): ReactNode {
  const label =
    colorMode === 'dark'
      ? appearanceLabels.switchToLight()
      : appearanceLabels.switchToDark();
  return (
    <button
      type="button"
      className={clsx(
        'clean-btn',
        'rslib-theme-switch',
        styles.button,
        className,
      )}
      aria-label={label}
      title={label}
      onClick={(event) =>
        switchWithReveal(
          event,
          () => onChange(nextAppearance(colorMode)),
          animate,
        )
      }>
      <svg
        className={styles.sun}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg
        className={styles.moon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true">
        <path
          d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
