/**
 * Client module: Prism is needed only by code blocks that mount in the
 * browser, i.e. after a client-side navigation (pre-rendered blocks arrive
 * highlighted). It is loaded once the page has settled
 * (`src/features/navigation/client/idlePrefetch.ts`); a navigation before
 * that starts loading it together with the next page's chunks, so that
 * page's code blocks are highlighted as soon as they can be.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadPrism} from '@rslib/prism-loader';

const onNavigation: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname)
      // A failure is retried by the first code block that needs Prism.
      loadPrism().catch(() => undefined);
  },
};

export default onNavigation;
