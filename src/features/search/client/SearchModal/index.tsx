import React, {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {REPO_URL} from '@site/src/common/site';
import {
  clearRecent,
  forgetHit,
  readRecent,
  recentStorage,
  rememberHit,
} from '@site/src/features/search/client/recentSearches';
import {searchReportUrl} from '@site/src/features/search/client/searchReport';
import {isMacPlatform} from '@site/src/features/search/client/keys';
import {
  highlightedHit,
  navigationFor,
  resultView,
} from '@site/src/features/search/client/modal';
import type {
  ResultTabKind,
  SearchHit,
} from '@site/src/features/search/client/types';
import type {SearchHooks} from '@site/src/features/search/client/searchHooks';
import {
  SEARCH_READY,
  SEARCH_SHELL_ID,
} from '@site/src/features/early-input/common/earlyInputScript';
import SearchButton from './SearchButton';
import SearchModalView from './SearchModalView';
import {useSearchModal} from './useSearchModal';
import {useSearchProvider} from './useSearchProvider';

export type Props = {
  /** The site's search hooks (`beforeSearch`, `onSearch`, `afterSearch`). */
  readonly hooks?: SearchHooks;
  /** Open the modal as soon as it mounts (the reader clicked or pressed Ctrl/Cmd+K while it loaded). */
  readonly defaultOpen?: boolean;
};

const NO_HOOKS: SearchHooks = {};

/**
 * Navbar search: a button and the search modal. Local
 * mode searches the `@easyops-cn/docusaurus-search-local` index of the current
 * locale and docs version; remote mode asks `themeConfig.rslibSearch.remote`.
 * Hits of the current docs open in this window, others in a new one.
 */
export default function SearchModal({
  hooks = NO_HOOKS,
  defaultOpen = false,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && isMacPlatform(navigator);
  const history = useHistory();
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  // On an older docs version, whether the reader switched to the current docs.
  const [searchLatest, setSearchLatest] = useState(false);
  const {provider, mode, otherLocale, versionScope} =
    useSearchProvider(searchLatest);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const select = useRef<() => void>(() => undefined);
  const modal = useSearchModal({
    provider,
    hooks,
    isMac,
    onKey: (action) => action === 'select' && select.current(),
    // This component renders in the browser only (loaded on first use).
    initialRecent: () => readRecent(recentStorage(), currentLocale),
  });
  const {state, close, open, setRecent} = modal;
  /** Puts a hit of this site's docs first in the recent pages. */
  const remember = (hit: SearchHit, kind: ResultTabKind): void => {
    if (kind === 'current')
      setRecent(rememberHit(recentStorage(), currentLocale, state.recent, hit));
  };

  const openOnMount = useRef(defaultOpen);
  useEffect(() => {
    if (openOnMount.current) open();
  }, [open]);

  const openHit = (hit: SearchHit, kind: ResultTabKind): void => {
    remember(hit, kind);
    const navigation = navigationFor(hit.link, kind);
    if (navigation.mode === 'new-window') {
      window.open(navigation.url, '_blank', 'noopener,noreferrer');
      return;
    }
    close();
    if (navigation.mode === 'push') history.push(navigation.path);
    else window.location.assign(navigation.url);
  };
  select.current = () => {
    const current = highlightedHit(state);
    if (current) openHit(current.hit, current.kind);
  };
  const onHitClick = (
    hit: SearchHit,
    kind: ResultTabKind,
    event: MouseEvent<HTMLAnchorElement>,
  ): void => {
    if (
      kind !== 'current' ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      // Opened by the browser (a new tab or window): still a page read.
      remember(hit, kind);
      return;
    }
    event.preventDefault();
    openHit(hit, kind);
  };

  // From now on Ctrl/Cmd+K is this modal's: the early-input script stops
  // showing its stand-in box.
  useEffect(() => {
    (window as unknown as Record<string, unknown>)[SEARCH_READY] = true;
  }, []);

  // Take over the stand-in search box a Ctrl/Cmd+K showed while this modal's
  // code was loading (`earlyInputScript`), with what the reader typed into it.
  // A layout effect: the dialog focuses its input in the same commit, so no
  // key can reach that input before it holds the box's text (a passive effect
  // would run after keys typed in between, and overwrite them).
  const {setQuery} = modal;
  // The reader switched versions: the same query again, on the other index.
  const searchedWith = useRef(provider);
  useEffect(() => {
    if (searchedWith.current === provider) return;
    searchedWith.current = provider;
    if (state.query.trim() !== '') setQuery(state.query);
  }, [provider, state.query, setQuery]);
  useLayoutEffect(() => {
    if (!state.open) return;
    const shell = document.getElementById(SEARCH_SHELL_ID);
    if (!shell) return;
    const typed = shell.querySelector('input')?.value ?? '';
    shell.remove();
    if (typed.trim() !== '') setQuery(typed);
  }, [state.open, setQuery]);

  // Lock the page's scroll while open; give focus back to the button on close.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!state.open) {
      if (wasOpen.current) buttonRef.current?.focus({preventScroll: true});
      wasOpen.current = false;
      return undefined;
    }
    wasOpen.current = true;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [state.open]);

  const loading =
    modal.indexStatus === 'loading'
      ? 'index'
      : mode === 'remote' && modal.searching
        ? 'search'
        : false;
  return (
    <>
      <SearchButton
        ref={buttonRef}
        isMac={isMac}
        showHint={isBrowser}
        onOpen={modal.open}
        onPreload={modal.preload}
      />
      {state.open
        ? createPortal(
            <SearchModalView
              state={state}
              view={resultView(state, loading !== false)}
              loading={loading}
              busy={modal.searching}
              onQueryChange={modal.setQuery}
              onClose={close}
              onSelectTab={modal.selectTab}
              onHover={modal.hover}
              onHitClick={onHitClick}
              onRemoveRecent={(link) =>
                setRecent(
                  forgetHit(recentStorage(), currentLocale, state.recent, link),
                )
              }
              onClearRecent={() =>
                setRecent(clearRecent(recentStorage(), currentLocale))
              }
              versionScope={
                versionScope
                  ? {
                      searched: versionScope.searchingLatest
                        ? versionScope.latest
                        : versionScope.reading,
                      other: versionScope.searchingLatest
                        ? versionScope.reading
                        : versionScope.latest,
                      onSwitch: () => setSearchLatest((latest) => !latest),
                    }
                  : undefined
              }
              otherLocaleLanguage={
                otherLocale
                  ? (localeConfigs[otherLocale]?.label ?? otherLocale)
                  : undefined
              }
              reportUrl={
                state.resultQuery
                  ? searchReportUrl({
                      repoUrl: REPO_URL,
                      query: state.resultQuery,
                      locale: currentLocale,
                      pageUrl: window.location.href,
                    })
                  : undefined
              }
            />,
            document.body,
          )
        : null}
    </>
  );
}
