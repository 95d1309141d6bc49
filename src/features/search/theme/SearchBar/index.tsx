/**
 * SearchBar — replaced by the site's search modal.
 *
 * Why: the site's search is a modal (Ctrl/Cmd+K, arrow keys with wraparound,
 * hits grouped by page, remote mode, hooks), not the autocomplete box of
 * `@easyops-cn/docusaurus-search-local` 0.55.3. Kind: our own component in
 * place of the plugin's `@theme/SearchBar` (nothing of it is ejected); the
 * plugin still builds the per-locale index and the modal searches it through
 * `src/features/search/client/indexClient.ts`, the only module that knows the
 * plugin's worker client. The navbar's `type: 'search'` item renders this.
 * From: Docusaurus 3.10.2 / search-local 0.55.3. UI in
 * `src/features/search/client/SearchModal`, logic in `src/features/search/client*.ts`.
 *
 * Only the button and the Ctrl/Cmd+K listener ship in the main bundle: the
 * modal code loads on the first hover, touch, click or shortcut (size budget),
 * or once the page has settled (`src/features/navigation/client/idlePrefetch.ts`),
 * then renders the same button and opens if the reader asked for it: a click,
 * or a shortcut whose stand-in box (shown at once by the early-input script)
 * is still open. Focus does not trigger the swap, so a keyboard user's focus
 * is never lost.
 */
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchButton from '@site/src/features/search/client/SearchModal/SearchButton';
import type {Props as SearchModalProps} from '@site/src/features/search/client/SearchModal';
import {isMacPlatform, keyAction} from '@site/src/features/search/client/keys';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import {
  loadSearchModal,
  preloadSearchIndex,
} from '@site/src/features/search/client/lazy';
import {versionUrlOf} from '@site/src/features/search/client/modal';
import {SEARCH_SHELL_ID} from '@site/src/features/early-input/common/earlyInputScript';
// The site's hooks module (themeConfig.rslibSearch.hooks), aliased by src/features/search/index.ts.
import * as hooks from '@rslib/search-hooks';

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && isMacPlatform(navigator);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(
    null,
  );
  const openOnLoad = useRef(false);
  const loading = useRef(false);

  const {siteConfig} = useDocusaurusContext();
  const versionUrl = versionUrlOf(
    siteConfig.baseUrl,
    useActivePluginAndVersion()?.activeVersion,
  );
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // The search worker and the titles index load alongside the modal's code
    // rather than after it: a search started soon after the page loaded (its
    // parts not loaded yet) waits for one round of downloads instead of
    // three (nothing for remote search).
    preloadSearchIndex(versionUrl).catch(() => undefined);
    loadSearchModal()
      .then((module) => setModal(() => module.default))
      .catch((error: unknown) => {
        loading.current = false;
        console.warn('[search] could not load the search modal', error);
      });
  }, [versionUrl]);
  const openAfterLoad = useCallback(() => {
    openOnLoad.current = true;
    load();
  }, [load]);

  // Until the modal (which has its own listener) is loaded, Ctrl/Cmd+K loads and opens it.
  useEffect(() => {
    if (Modal) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = keyAction(event, {open: false}) === 'toggle';
      if (event.defaultPrevented) {
        // The early-input script answered the key (Ctrl/Cmd+K, or `/`) with
        // its stand-in box, or closed it: the modal opens on load if that
        // box is still shown.
        if (toggle || document.getElementById(SEARCH_SHELL_ID)) {
          openOnLoad.current = false;
          load();
        }
        return;
      }
      if (!toggle) return;
      event.preventDefault();
      openAfterLoad();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Modal, load, openAfterLoad]);

  if (Modal)
    return (
      <Modal
        hooks={hooks}
        defaultOpen={
          openOnLoad.current ||
          document.getElementById(SEARCH_SHELL_ID) !== null
        }
      />
    );
  return (
    <SearchButton
      isMac={isMac}
      showHint={isBrowser}
      onOpen={openAfterLoad}
      onPreload={load}
      preloadOnFocus={false}
    />
  );
}
