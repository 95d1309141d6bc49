/**
 * SearchBar — replaced (SPEC §2 Search modal, §7 Calls, §9 search limits).
 *
 * Why: the SPEC's search is a modal (Ctrl/Cmd+K, arrow keys with wraparound,
 * hits grouped by page, remote mode, hooks), not the autocomplete box of
 * `@easyops-cn/docusaurus-search-local` 0.55.3. Kind: our own component in
 * place of the plugin's `@theme/SearchBar` (nothing of it is ejected); the
 * plugin still builds the per-locale index and we call its client API
 * (`@theme/searchByWorker`). The navbar's `type: 'search'` item renders this.
 * From: Docusaurus 3.10.2 / search-local 0.55.3. UI in
 * `src/components/SearchModal`, logic in `src/lib/search*.ts`.
 */
import React, {type ReactNode} from 'react';
// The site's hooks module (themeConfig.rslibSearch.hooks), aliased by src/plugins/searchHooks.ts.
import * as hooks from '@rslib/search-hooks';
import SearchModal from '@site/src/components/SearchModal';

export default function SearchBar(): ReactNode {
  return <SearchModal hooks={hooks} />;
}
