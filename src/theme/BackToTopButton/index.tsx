/**
 * Replacement of `@theme/BackToTopButton` (Docusaurus 3.10.2; rendered by the
 * docs layout). Why: SPEC §2 Other features wants the button to appear once
 * the page is scrolled (Docusaurus shows it only while scrolling up) and to be
 * switched off by `enableScrollToTop`. Button: `src/components/ScrollToTop`.
 */
import React, {type ReactNode} from 'react';
import ScrollToTop from '@site/src/components/ScrollToTop';
import {useRslibThemeOptions} from '@site/src/hooks/useRslibThemeOptions';

export default function BackToTopButton(): ReactNode {
  const {enableScrollToTop} = useRslibThemeOptions();
  return enableScrollToTop ? <ScrollToTop /> : null;
}
