/**
 * Eject of `DocSidebar` (Docusaurus 3.10.2, safe). Why: the desktop sidebar
 * column and the mobile drawer switch at the site's 1024 px breakpoint
 * (Docusaurus: 996 px), together with the navbar and the outline; between 997
 * and 1024 px a squeezed sidebar column would otherwise sit beside the
 * hamburger navbar. On narrow screens the desktop column, which the server
 * renders, is not hydrated before the layout drops it (`WideScreenOnly`).
 */
import React, {type ReactNode} from 'react';
import {useLayoutWindowSize} from '@site/src/features/navbar/client/useLayoutWindowSize';
import {MOBILE_BREAKPOINT} from '@site/src/features/navbar/common/navbar';
import WideScreenOnly from '@site/src/features/hydration/client/WideScreenOnly';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useLayoutWindowSize(); // (CUSTOM)

  // Desktop sidebar visible on hydration: need SSR rendering
  const shouldRenderSidebarDesktop =
    windowSize === 'desktop' || windowSize === 'ssr';

  // Mobile sidebar not visible on hydration: can avoid SSR rendering
  const shouldRenderSidebarMobile = windowSize === 'mobile';

  return (
    <>
      {shouldRenderSidebarDesktop && (
        // (CUSTOM) not hydrated on narrow screens, where it is dropped right after
        <WideScreenOnly minWidth={MOBILE_BREAKPOINT + 1}>
          <DocSidebarDesktop {...props} />
        </WideScreenOnly>
      )}
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
