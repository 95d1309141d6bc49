/**
 * The window size class with the site's one layout breakpoint: `mobile` at
 * 1024 px and below (hamburger menu, sidebar drawer, 'ON THIS PAGE'
 * dropdown), `desktop` above, `ssr` before hydration. Docusaurus's own
 * components switch at 996 px; every swizzled part that chooses between the
 * two layouts reads this instead, so the navbar, the sidebar and the outline
 * change together.
 */
import {useWindowSize} from '@docusaurus/theme-common';
import {MOBILE_BREAKPOINT} from '@site/src/features/navbar/common/navbar';

export function useLayoutWindowSize(): ReturnType<typeof useWindowSize> {
  return useWindowSize({desktopBreakpoint: MOBILE_BREAKPOINT});
}
