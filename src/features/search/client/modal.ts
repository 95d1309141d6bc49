/**
 * Modal state and navigation: the reducer behind open/close, query, result
 * tabs and the highlighted hit (arrow keys wrap around), how a hit opens, and
 * where the index of a docs version lives. Pure.
 */
import {countHits, flattenTab} from './grouping';
import type {HitGroup, ResultTab, ResultTabKind, SearchHit} from './types';

/** The hits the arrow keys move through: the recent pages while the query is empty, else the active tab's. */
export function listedHits(state: ModalState): readonly SearchHit[] {
  return state.query.trim() === ''
    ? state.recent
    : flattenTab(state.tabs[state.activeTab]);
}

/** Moves the highlighted hit by `delta` with wraparound; 0 when there is no hit. */
export function moveHighlight(
  current: number,
  delta: number,
  count: number,
): number {
  if (count <= 0) return 0;
  const from =
    Number.isInteger(current) && current >= 0 && current < count ? current : 0;
  return (((from + delta) % count) + count) % count;
}

/** How a hit opens: in this window for the docs being read, else in a new window (another site's docs or a custom result). */
export type Navigation =
  | {readonly mode: 'push'; readonly path: string}
  | {readonly mode: 'assign'; readonly url: string}
  | {readonly mode: 'new-window'; readonly url: string};

/**
 * Current-docs hits open in the same window (client-side for site paths),
 * every other hit in a new window.
 */
export function navigationFor(link: string, kind: ResultTabKind): Navigation {
  if (kind !== 'current') return {mode: 'new-window', url: link};
  return link.startsWith('/') && !link.startsWith('//')
    ? {mode: 'push', path: link}
    : {mode: 'assign', url: link};
}

/** Accepts site paths and http(s) URLs only (no `javascript:` or `data:` links). */
export function isSafeLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//');
  return /^https?:\/\/[^\s/]+/i.test(link);
}

/** State of the modal. */
export type ModalState = {
  readonly open: boolean;
  /** The input's text. */
  readonly query: string;
  /** Results of `resultQuery`. */
  readonly tabs: readonly ResultTab[];
  /** The query `tabs` answer; '' when there are none. */
  readonly resultQuery: string;
  readonly activeTab: number;
  /** Index of the highlighted hit in `flattenTab(tabs[activeTab])`, or in `recent` while the query is empty. */
  readonly highlighted: number;
  /** Pages recently opened from search, newest first: listed while the query is empty. */
  readonly recent: readonly SearchHit[];
  /** "Did you mean …" for `resultQuery`, when a word of it is not in the index. */
  readonly suggestion?: string;
  /** Pages of the other language for `resultQuery`, which found nothing here. */
  readonly otherLocale: readonly HitGroup[];
};

export const INITIAL_MODAL_STATE: ModalState = {
  open: false,
  query: '',
  tabs: [],
  resultQuery: '',
  activeTab: 0,
  highlighted: 0,
  recent: [],
  otherLocale: [],
};

export type ModalAction =
  | {readonly type: 'open'}
  | {readonly type: 'close'}
  | {readonly type: 'input'; readonly query: string}
  | {
      readonly type: 'results';
      readonly query: string;
      readonly tabs: readonly ResultTab[];
    }
  | {readonly type: 'recent'; readonly recent: readonly SearchHit[]}
  | {
      readonly type: 'suggestion';
      readonly query: string;
      readonly suggestion: string | undefined;
    }
  | {
      readonly type: 'otherLocale';
      readonly query: string;
      readonly groups: readonly HitGroup[];
    }
  | {readonly type: 'move'; readonly delta: number}
  | {readonly type: 'hover'; readonly index: number}
  | {readonly type: 'selectTab'; readonly index: number};

/**
 * Modal state transitions. Closing resets everything but the recent pages
 * (query, results, result tab, highlighted hit); results (and suggestions)
 * for a query other than the input's are stale and ignored; new results
 * start on the first tab and the first hit.
 */
export function modalReducer(
  state: ModalState,
  action: ModalAction,
): ModalState {
  switch (action.type) {
    case 'open':
      return state.open
        ? state
        : {...INITIAL_MODAL_STATE, open: true, recent: state.recent};
    case 'close':
      return state.open || state !== INITIAL_MODAL_STATE
        ? {...INITIAL_MODAL_STATE, recent: state.recent}
        : state;
    case 'recent':
      return {
        ...state,
        recent: action.recent,
        highlighted:
          state.query.trim() === ''
            ? Math.max(0, Math.min(state.highlighted, action.recent.length - 1))
            : state.highlighted,
      };
    case 'suggestion':
      return action.query === state.resultQuery && action.query === state.query
        ? {...state, suggestion: action.suggestion}
        : state;
    case 'otherLocale':
      return action.query === state.resultQuery && action.query === state.query
        ? {...state, otherLocale: action.groups}
        : state;
    case 'input':
      return action.query.trim() === ''
        ? {
            ...state,
            query: action.query,
            tabs: [],
            resultQuery: '',
            activeTab: 0,
            highlighted: 0,
            suggestion: undefined,
            otherLocale: [],
          }
        : {...state, query: action.query};
    case 'results':
      if (!state.open || action.query !== state.query) return state;
      return {
        ...state,
        tabs: action.tabs,
        // A first answer and the full one share their suggestion and
        // other-language pages; a new query starts without.
        ...(action.query === state.resultQuery
          ? {}
          : {suggestion: undefined, otherLocale: []}),
        resultQuery: action.query,
        activeTab: 0,
        highlighted: 0,
      };
    case 'move':
      return {
        ...state,
        highlighted: moveHighlight(
          state.highlighted,
          action.delta,
          listedHits(state).length,
        ),
      };
    case 'hover': {
      const count = listedHits(state).length;
      return action.index >= 0 && action.index < count
        ? {...state, highlighted: action.index}
        : state;
    }
    case 'selectTab':
      return action.index >= 0 && action.index < state.tabs.length
        ? {...state, activeTab: action.index, highlighted: 0}
        : state;
    default:
      return state;
  }
}

/** The highlighted hit and the kind of its tab, if any. */
export function highlightedHit(
  state: ModalState,
): {hit: SearchHit; kind: ResultTabKind} | undefined {
  if (state.query.trim() === '') {
    const hit = state.recent[state.highlighted];
    return hit ? {hit, kind: 'current'} : undefined;
  }
  const tab = state.tabs[state.activeTab];
  const hit = flattenTab(tab)[state.highlighted];
  return tab && hit ? {hit, kind: tab.kind} : undefined;
}

/** What the result area shows. */
export type ResultView = 'idle' | 'loading' | 'results' | 'empty' | 'pending';

/**
 * `idle` for an empty query; `loading` while the index (or a remote answer)
 * loads and no results are shown yet; `empty` when the input's query got no
 * hit ('No results for …'); `results` when there are hits; `pending` while debouncing.
 */
export function resultView(state: ModalState, loading: boolean): ResultView {
  if (state.query.trim() === '') return 'idle';
  const current = state.resultQuery === state.query;
  if (state.tabs.length > 0 && countHits(state.tabs) > 0) return 'results';
  if (loading) return 'loading';
  if (current) return 'empty';
  return 'pending';
}

// ---------------------------------------------------------------------------
// Index location and timing

/**
 * Base URL of the search index for the docs version being read (the index is
 * `search-index.json` under it): the locale's base URL for the latest
 * version, the version's path otherwise: each locale and docs version has its own index, so a reader searches the docs they are reading.
 */
export function versionUrlOf(
  baseUrl: string,
  version: {readonly isLast: boolean; readonly path: string} | undefined,
): string {
  if (!version || version.isLast) return baseUrl;
  return version.path.endsWith('/') ? version.path : `${version.path}/`;
}
