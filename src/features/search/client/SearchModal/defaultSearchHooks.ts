/**
 * The search hooks module used when `themeConfig.rslibSearch.hooks` is not
 * set (the hooks are optional): no hook at all. See contributing/maintaining.md, "Search".
 */
import type {
  AfterSearch,
  BeforeSearch,
  OnSearch,
} from '@site/src/features/search/client/searchHooks';

export const beforeSearch: BeforeSearch | undefined = undefined;
export const onSearch: OnSearch | undefined = undefined;
export const afterSearch: AfterSearch | undefined = undefined;
