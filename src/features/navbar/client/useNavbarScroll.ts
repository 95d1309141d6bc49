/**
 * Navbar state from the scroll offset: transparent below 100 px, solid from
 * 100 px, hidden per `hideNavbar`; checked on scroll with a 200 ms throttle and
 * again on every route change.
 */
import {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  navbarSurface,
  nextNavbarHidden,
  type NavbarSurface,
} from '@site/src/features/navbar/common/navbar';
import {SCROLL_THROTTLE_MS, throttle} from '@site/src/common/timing';
import type {HideNavbar} from '@site/src/features/theme-options/common/themeOptions';

export type NavbarScrollState = {
  readonly surface: NavbarSurface;
  readonly hidden: boolean;
};

export function useNavbarScroll(mode: HideNavbar): NavbarScrollState {
  const {pathname} = useLocation();
  const [state, setState] = useState<NavbarScrollState>({
    surface: 'transparent',
    hidden: mode === 'always',
  });
  const last = useRef({y: 0, hidden: mode === 'always'});

  useEffect(() => {
    last.current = {y: window.scrollY, hidden: mode === 'always'};
    const check = throttle(() => {
      const y = window.scrollY;
      const hidden = nextNavbarHidden(mode, {
        lastY: last.current.y,
        y,
        hidden: last.current.hidden,
      });
      last.current = {y, hidden};
      const surface = navbarSurface(y);
      setState((previous) =>
        previous.surface === surface && previous.hidden === hidden
          ? previous
          : {surface, hidden},
      );
    }, SCROLL_THROTTLE_MS);
    check();
    window.addEventListener('scroll', check, {passive: true});
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [mode, pathname]);

  return state;
}
