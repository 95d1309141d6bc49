/**
 * Keeps `<html data-rslib-hide>` equal to the parts hidden by the current query
 * (`?navbar=0&sidebar=0&outline=0&footer=0`). The inline head script
 * (`src/features/page-switches/index.ts`) sets it before the first paint; this hook
 * updates it on every client navigation. CSS in `src/css/custom.css` does the
 * hiding.
 */
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {
  QUERY_HIDE_ATTRIBUTE,
  partsHiddenByQuery,
} from '@site/src/features/page-switches/common/pageSwitches';

/** @param search `location.search` of the current route */
export function useQueryHideAttribute(search: string): void {
  useIsomorphicLayoutEffect(() => {
    const parts = partsHiddenByQuery(search).join(' ');
    if (parts)
      document.documentElement.setAttribute(QUERY_HIDE_ATTRIBUTE, parts);
    else document.documentElement.removeAttribute(QUERY_HIDE_ATTRIBUTE);
  }, [search]);
}
