/**
 * Open state of the full-screen mobile menu: closes on route change, when the
 * window grows to 768 px or more, and on Escape; locks the page scroll while
 * open.
 */
import {useCallback, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {useLockBodyScroll} from '@docusaurus/theme-common/internal';
import {shouldCloseMobileMenuOnResize} from '@site/src/features/navbar/common/navbar';

export type MobileMenuState = {
  readonly open: boolean;
  readonly toggle: () => void;
  readonly close: () => void;
};

export function useMobileMenu(): MobileMenuState {
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((shown) => !shown), []);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    let width = window.innerWidth;
    const onResize = () => {
      if (shouldCloseMobileMenuOnResize(width, window.innerWidth))
        setOpen(false);
      width = window.innerWidth;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useLockBodyScroll(open);
  return {open, toggle, close};
}
