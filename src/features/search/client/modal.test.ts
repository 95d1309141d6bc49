import {hit} from '@site/src/features/search/client/testing/searchHits';
import {flattenTab} from './grouping';
import {
  highlightedHit,
  INITIAL_MODAL_STATE,
  isSafeLink,
  modalReducer,
  moveHighlight,
  navigationFor,
  resultView,
  versionUrlOf,
  type ModalState,
} from './modal';
import type {ResultTab, SearchHit} from './types';

describe('moveHighlight (wraparound)', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
    [7, 1, 3, 1],
    [-4, -1, 3, 2],
  ])('from %i by %i among %i → %i', (current, delta, count, expected) => {
    expect(moveHighlight(current, delta, count)).toBe(expected);
  });
});

describe('navigation and links', () => {
  it.each([
    [
      '/config/lib/format#esm',
      'current',
      {mode: 'push', path: '/config/lib/format#esm'},
    ],
    [
      'https://rslib.rs/config/',
      'current',
      {mode: 'assign', url: 'https://rslib.rs/config/'},
    ],
    [
      'https://rsbuild.rs/guide/',
      'other',
      {mode: 'new-window', url: 'https://rsbuild.rs/guide/'},
    ],
    ['/plugins', 'custom', {mode: 'new-window', url: '/plugins'}],
  ] as const)('%s in a %s tab', (link, kind, expected) => {
    expect(navigationFor(link, kind)).toEqual(expected);
  });

  it.each([
    ['/guide/start/', true],
    ['https://rsbuild.rs/', true],
    ['HTTP://example.com/x', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['guide/start', false],
  ])('isSafeLink(%j) = %p', (link, expected) => {
    expect(isSafeLink(link)).toBe(expected);
  });

  it.each([
    ['/', undefined, '/'],
    ['/zh/', {isLast: true, path: '/zh/'}, '/zh/'],
    ['/', {isLast: false, path: '/next'}, '/next/'],
    ['/zh/', {isLast: false, path: '/zh/1.0/'}, '/zh/1.0/'],
  ])('versionUrlOf(%j, %j) = %j', (baseUrl, version, expected) => {
    expect(versionUrlOf(baseUrl, version)).toBe(expected);
  });
});

const tab = (kind: ResultTab['kind'], ...groups: SearchHit[][]): ResultTab => ({
  key: kind,
  label: kind,
  kind,
  groups: groups.map((hits, index) => ({
    key: `g${index}`,
    label: `g${index}`,
    breadcrumb: [],
    hits,
  })),
});

describe('modalReducer (closing resets the result tab and the highlighted hit)', () => {
  const opened = modalReducer(INITIAL_MODAL_STATE, {type: 'open'});
  const typed = modalReducer(opened, {type: 'input', query: 'format'});
  const tabs = [
    tab('current', [hit('a', 1), hit('a', 2)], [hit('b', 1)]),
    tab('other', [hit('c', 1)]),
  ];
  const withResults = modalReducer(typed, {
    type: 'results',
    query: 'format',
    tabs,
  });

  it('opens and closes', () => {
    expect(opened.open).toBe(true);
    expect(modalReducer(opened, {type: 'close'})).toEqual(INITIAL_MODAL_STATE);
  });

  it('keeps the recent pages across close and open, and moves through them while the query is empty', () => {
    const recent = flattenTab(tabs[0]).slice(0, 2);
    const withRecent = modalReducer(opened, {type: 'recent', recent});
    expect(withRecent.recent).toBe(recent);
    const reopened = modalReducer(modalReducer(withRecent, {type: 'close'}), {
      type: 'open',
    });
    expect(reopened.recent).toBe(recent);
    const moved = modalReducer(reopened, {type: 'move', delta: -1});
    expect(moved.highlighted).toBe(1);
    expect(highlightedHit(moved)).toEqual({hit: recent[1], kind: 'current'});
    // Removing the last entry keeps the highlight on the list.
    expect(
      modalReducer(moved, {type: 'recent', recent: recent.slice(0, 1)})
        .highlighted,
    ).toBe(0);
  });

  it('keeps a suggestion and other-language pages for the answered query only', () => {
    const suggested = modalReducer(withResults, {
      type: 'suggestion',
      query: 'format',
      suggestion: 'formats',
    });
    expect(suggested.suggestion).toBe('formats');
    expect(
      modalReducer(withResults, {
        type: 'suggestion',
        query: 'form',
        suggestion: 'x',
      }),
    ).toBe(withResults);
    const groups = tabs[0].groups;
    expect(
      modalReducer(withResults, {type: 'otherLocale', query: 'format', groups})
        .otherLocale,
    ).toBe(groups);
    // The full answer to the same query keeps them; typing drops them.
    expect(
      modalReducer(suggested, {type: 'results', query: 'format', tabs})
        .suggestion,
    ).toBe('formats');
    expect(
      modalReducer(suggested, {type: 'input', query: ''}).suggestion,
    ).toBeUndefined();
  });

  it('stores results for the current query only', () => {
    expect(withResults.tabs).toBe(tabs);
    expect(withResults.resultQuery).toBe('format');
    expect(modalReducer(typed, {type: 'results', query: 'form', tabs})).toBe(
      typed,
    );
    expect(
      modalReducer(INITIAL_MODAL_STATE, {type: 'results', query: '', tabs}),
    ).toBe(INITIAL_MODAL_STATE);
  });

  it('moves with wraparound across the groups of the active tab', () => {
    const moves = [1, 1, 1, -1, -1].reduce<ModalState[]>(
      (states, delta) => [
        ...states,
        modalReducer(states[states.length - 1], {type: 'move', delta}),
      ],
      [withResults],
    );
    expect(moves.map((state) => state.highlighted)).toEqual([0, 1, 2, 0, 2, 1]);
    expect(highlightedHit(moves[2])).toEqual({
      hit: tabs[0].groups[1].hits[0],
      kind: 'current',
    });
  });

  it('resets tab and highlighted hit on close', () => {
    const onOther = modalReducer(
      modalReducer(withResults, {type: 'move', delta: 1}),
      {type: 'selectTab', index: 1},
    );
    expect(onOther.activeTab).toBe(1);
    expect(highlightedHit(onOther)).toEqual({
      hit: tabs[1].groups[0].hits[0],
      kind: 'other',
    });
    const moved = modalReducer(
      modalReducer(onOther, {type: 'selectTab', index: 0}),
      {type: 'move', delta: 2},
    );
    expect(moved.highlighted).toBe(2);
    const reopened = modalReducer(modalReducer(moved, {type: 'close'}), {
      type: 'open',
    });
    expect(reopened).toEqual({...INITIAL_MODAL_STATE, open: true});
  });

  it('ignores hover and tab indexes out of range; clears results on an empty query', () => {
    expect(
      modalReducer(withResults, {type: 'hover', index: 2}).highlighted,
    ).toBe(2);
    expect(modalReducer(withResults, {type: 'hover', index: 3})).toBe(
      withResults,
    );
    expect(modalReducer(withResults, {type: 'selectTab', index: 5})).toBe(
      withResults,
    );
    expect(
      modalReducer(withResults, {type: 'input', query: '  '}),
    ).toMatchObject({tabs: [], resultQuery: ''});
  });

  it('resultView: idle, loading, pending, empty, results', () => {
    expect(resultView(opened, false)).toBe('idle');
    expect(resultView(typed, true)).toBe('loading');
    expect(resultView(typed, false)).toBe('pending');
    expect(
      resultView(
        modalReducer(typed, {
          type: 'results',
          query: 'format',
          tabs: [tab('current')],
        }),
        false,
      ),
    ).toBe('empty');
    expect(resultView(withResults, false)).toBe('results');
    expect(flattenTab(tabs[0])).toHaveLength(3);
  });
});
