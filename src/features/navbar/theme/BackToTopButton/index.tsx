/**
 * Replacement of `@theme/BackToTopButton` (Docusaurus 3.10.2; rendered by the
 * docs layout). Why: the button appears as soon as the page is scrolled, so a
 * reader far down a long page always has a way back (Docusaurus shows it only
 * while scrolling up), and a site can switch it off with `enableScrollToTop`.
 * Button: `src/features/navbar/client/ScrollToTop`.
 */
import React, {type ReactNode} from 'react';
import ScrollToTop from '@site/src/features/navbar/client/ScrollToTop';
import {useRslibThemeOptions} from '@site/src/features/theme-options/client/useRslibThemeOptions';

export default function BackToTopButton(): ReactNode {
  const {enableScrollToTop} = useRslibThemeOptions();
  return enableScrollToTop ? <ScrollToTop /> : null;
}
