import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {navLabels} from '@site/src/features/navbar/client/labels';
import {isScrollToTopVisible} from '@site/src/features/navbar/client/globalUI';
import {SCROLL_THROTTLE_MS, throttle} from '@site/src/common/timing';
import {mediaMatches} from '@site/src/common/browserEnv';
import styles from './styles.module.css';

/**
 * Scroll-to-top button: appears once the page is
 * scrolled 300 px, checked with the 200 ms scroll throttle, and scrolls back
 * smoothly (instantly when reduced motion is requested).
 */
export default function ScrollToTop(): ReactNode {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const check = throttle(
      () => setVisible(isScrollToTopVisible(window.scrollY)),
      SCROLL_THROTTLE_MS,
    );
    check();
    window.addEventListener('scroll', check, {passive: true});
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);
  return (
    <button
      type="button"
      className={clsx(
        'clean-btn',
        'rslib-scroll-to-top',
        styles.button,
        visible && ['rslib-scroll-to-top--visible', styles.visible],
      )}
      aria-label={navLabels.scrollToTop()}
      title={navLabels.scrollToTop()}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: mediaMatches('(prefers-reduced-motion: reduce)')
            ? 'auto'
            : 'smooth',
        })
      }>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
