/**
 * State of the search modal (open/closed, query, selection):
 * the pure `modalReducer`, a 150 ms debounced search through the hooks
 * pipeline, index loading on first open, and the global Ctrl/Cmd+K shortcut.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import debounce from 'lodash.debounce';
import {keyAction, type KeyAction} from '@site/src/features/search/client/keys';
import {
  INITIAL_MODAL_STATE,
  modalReducer,
  type ModalState,
} from '@site/src/features/search/client/modal';
import {
  SEARCH_DEFAULTS,
  type SearchHit,
} from '@site/src/features/search/client/types';
import {countHits} from '@site/src/features/search/client/grouping';
import {
  runSearchPipeline,
  type SearchHooks,
} from '@site/src/features/search/client/searchHooks';
import type {SearchProvider} from './providers';

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SearchModalController = {
  readonly state: ModalState;
  readonly indexStatus: IndexStatus;
  /** A search is running (after the debounce). */
  readonly searching: boolean;
  readonly open: () => void;
  readonly close: () => void;
  readonly setQuery: (query: string) => void;
  readonly move: (delta: number) => void;
  readonly hover: (index: number) => void;
  readonly selectTab: (index: number) => void;
  /** Starts loading the index (on hover/focus of the button, and on open). */
  readonly preload: () => void;
  /** Replaces the list of recent pages (already stored). */
  readonly setRecent: (recent: readonly SearchHit[]) => void;
};

/**
 * @param provider where results come from (a new one resets the index status)
 * @param hooks the site's search hooks
 * @param isMac whether Cmd (not Ctrl) is the shortcut modifier
 * @param onKey called for keys the modal reacts to while open ('select', …) after the state update
 * @param initialRecent the stored recent pages, read once
 */
export function useSearchModal({
  provider,
  hooks,
  isMac,
  onKey,
  initialRecent,
}: {
  readonly provider: SearchProvider;
  readonly hooks: SearchHooks;
  readonly isMac: boolean;
  readonly onKey?: (action: KeyAction) => void;
  readonly initialRecent?: () => readonly SearchHit[];
}): SearchModalController {
  const [state, dispatch] = useReducer(
    modalReducer,
    INITIAL_MODAL_STATE,
    (initial): ModalState => ({...initial, recent: initialRecent?.() ?? []}),
  );
  const [indexStatus, setIndexStatus] = useState<IndexStatus>('idle');
  const [searching, setSearching] = useState(false);
  const statusRef = useRef<{provider: SearchProvider; status: IndexStatus}>({
    provider,
    status: 'idle',
  });
  const sequence = useRef(0);

  // A new provider (language or version change) means a new index to load.
  useEffect(() => {
    if (statusRef.current.provider !== provider) {
      statusRef.current = {provider, status: 'idle'};
      setIndexStatus('idle');
    }
  }, [provider]);

  const preload = useCallback(() => {
    if (
      statusRef.current.provider !== provider ||
      statusRef.current.status !== 'idle'
    )
      return;
    statusRef.current = {provider, status: 'loading'};
    setIndexStatus('loading');
    provider.load().then(
      () => {
        if (statusRef.current.provider !== provider) return;
        statusRef.current = {provider, status: 'ready'};
        setIndexStatus('ready');
      },
      (error: unknown) => {
        console.error('[search] the search index could not be loaded:', error);
        if (statusRef.current.provider !== provider) return;
        statusRef.current = {provider, status: 'error'};
        setIndexStatus('error');
      },
    );
  }, [provider]);

  const search = useMemo(
    () =>
      debounce((query: string) => {
        sequence.current += 1;
        const mine = sequence.current;
        let answered = false;
        setSearching(true);
        // A first answer from the small part of the index, shown until the
        // full answer replaces it; only `beforeSearch` applies to it, so the
        // other hooks see each search once.
        if (provider.searchQuick) {
          runSearchPipeline(query, provider.searchQuick, {
            beforeSearch: hooks.beforeSearch,
          }).then(
            ({tabs}) => {
              if (mine !== sequence.current || answered) return;
              dispatch({type: 'results', query, tabs});
            },
            () => undefined, // the full search reports failures
          );
        }
        runSearchPipeline(query, provider.search, hooks)
          .catch((error: unknown) => {
            console.error('[search] search failed:', error);
            return {query, tabs: []};
          })
          .then(({tabs}) => {
            answered = true;
            if (mine !== sequence.current) return;
            dispatch({type: 'results', query, tabs});
            setSearching(false);
            // After the answer, without holding it up: "Did you mean …" for
            // a word the index does not know, and the other language's pages
            // for a query that found nothing.
            provider.suggest?.(query).then(
              (suggestion) => dispatch({type: 'suggestion', query, suggestion}),
              (error: unknown) =>
                console.error('[search] no suggestion:', error),
            );
            if (countHits(tabs) === 0)
              provider.searchOtherLocale?.(query).then(
                (groups) => dispatch({type: 'otherLocale', query, groups}),
                (error: unknown) =>
                  console.error(
                    '[search] the other language could not be searched:',
                    error,
                  ),
              );
          });
      }, SEARCH_DEFAULTS.debounceMs),
    [provider, hooks],
  );
  useEffect(() => () => search.cancel(), [search]);

  const cancel = useCallback(() => {
    search.cancel();
    sequence.current += 1;
    setSearching(false);
  }, [search]);

  const open = useCallback(() => dispatch({type: 'open'}), []);
  const close = useCallback(() => {
    cancel();
    dispatch({type: 'close'});
  }, [cancel]);
  const setQuery = useCallback(
    (query: string) => {
      dispatch({type: 'input', query});
      if (query.trim() === '') cancel();
      else search(query);
    },
    [cancel, search],
  );
  const move = useCallback(
    (delta: number) => dispatch({type: 'move', delta}),
    [],
  );
  const hover = useCallback(
    (index: number) => dispatch({type: 'hover', index}),
    [],
  );
  const selectTab = useCallback(
    (index: number) => dispatch({type: 'selectTab', index}),
    [],
  );
  const setRecent = useCallback(
    (recent: readonly SearchHit[]) => dispatch({type: 'recent', recent}),
    [],
  );

  useEffect(() => {
    if (state.open) preload();
  }, [state.open, preload]);

  // Keyboard: Ctrl/Cmd+K anywhere; arrows and Enter while open (Escape is
  // the dialog's `cancel` event).
  const latest = useRef({state, close, move, onKey});
  latest.current = {state, close, move, onKey};
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const current = latest.current;
      const action = keyAction(event, {open: current.state.open});
      if (!action) return;
      event.preventDefault();
      switch (action) {
        case 'toggle':
          if (current.state.open) current.close();
          else dispatch({type: 'open'});
          break;
        case 'next':
          current.move(1);
          break;
        case 'prev':
          current.move(-1);
          break;
        default:
          break;
      }
      current.onKey?.(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMac]);

  return {
    state,
    indexStatus,
    searching,
    open,
    close,
    setQuery,
    move,
    hover,
    selectTab,
    preload,
    setRecent,
  };
}
