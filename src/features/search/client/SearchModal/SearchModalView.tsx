import React, {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {createFocusTrap} from 'focus-trap';
import Translate from '@docusaurus/Translate';
import {searchLabels} from '@site/src/features/search/client/labels';
import {flattenTab} from '@site/src/features/search/client/grouping';
import type {
  ModalState,
  ResultView,
} from '@site/src/features/search/client/modal';
import type {
  ResultTabKind,
  SearchHit,
} from '@site/src/features/search/client/types';
import HighlightedText from './HighlightedText';
import {
  CloseIcon,
  ExternalIcon,
  HitIcon,
  SearchIcon,
  SpinnerIcon,
} from './icons';
import styles from './styles.module.css';
import keyStyles from './SearchButton.module.css';

export type Props = {
  /** Query, result tabs, active tab and highlighted hit (`modalReducer`). */
  readonly state: ModalState;
  /** What the result area shows (`resultView`). */
  readonly view: ResultView;
  /** What is loading, if anything: the index, or a remote answer; shown as the loading indicator. */
  readonly loading: false | 'index' | 'search';
  /** More results are on the way (a first answer is shown while the full one comes): `aria-busy` on the results. */
  readonly busy?: boolean;
  readonly onQueryChange: (query: string) => void;
  readonly onClose: () => void;
  readonly onSelectTab: (index: number) => void;
  readonly onHover: (index: number) => void;
  /** A hit was clicked; call `event.preventDefault()` to navigate yourself. */
  readonly onHitClick: (
    hit: SearchHit,
    kind: ResultTabKind,
    event: MouseEvent<HTMLAnchorElement>,
  ) => void;
  /** The × of a recent page: remove the entry with this link. */
  readonly onRemoveRecent?: (link: string) => void;
  /** "Clear all" of the recent pages. */
  readonly onClearRecent?: () => void;
  /** Name of the other language (as it names itself), whose pages `state.otherLocale` lists. */
  readonly otherLocaleLanguage?: string;
  /**
   * On a page of an older docs version: the version searched (`0.x`), the
   * other one (`1.x`), and the switch between them; shown under the input.
   */
  readonly versionScope?: {
    readonly searched: string;
    readonly other: string;
    readonly onSwitch: () => void;
  };
  /** The prefilled new-issue URL for a query that found nothing (`searchReportUrl`). */
  readonly reportUrl?: string;
};

/**
 * Shows `dialog` as a modal (`showModal()`: the top layer, the page behind
 * inert, Escape as a `cancel` event) while mounted, and keeps Tab and
 * Shift+Tab inside it (the browser would let Tab reach its own toolbar
 * between the last and first element; `focus-trap` cycles instead). Focus
 * starts in `initial`; giving it back on close is the caller's.
 */
function useModalDialog(
  dialog: React.RefObject<HTMLDialogElement | null>,
  initial: React.RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    const trap = createFocusTrap(element, {
      initialFocus: () => initial.current ?? element,
      // At once, so the first keys typed after Ctrl/Cmd+K land in the input.
      delayInitialFocus: false,
      fallbackFocus: element,
      // Escape and outside clicks are the dialog's (its `cancel` event and
      // backdrop), and the caller returns focus to the opener.
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
      preventScroll: true,
      // No focusable element of the dialog is hidden by CSS: skip the layout reads.
      tabbableOptions: {displayCheck: 'none'},
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [dialog, initial]);
}

/** How a recent page is named: its title, or heading – page title. */
const recentName = (hit: SearchHit): string =>
  hit.type === 'title' || !hit.title || hit.title === hit.header
    ? hit.header
    : `${hit.header} – ${hit.title}`;

function HitRow({
  hit,
  kind,
  id,
  selected,
  onHover,
  onClick,
  as = 'option',
}: {
  readonly hit: SearchHit;
  readonly kind: ResultTabKind;
  readonly id: string;
  readonly selected: boolean;
  readonly onHover: () => void;
  readonly onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** `option` in a listbox (the default); `none` inside a grid cell, which carries the id and selection. */
  readonly as?: 'option' | 'none';
}): ReactNode {
  const external = kind !== 'current';
  const main =
    hit.type === 'content' ? (
      <>
        <span className={styles.hitHeader}>{hit.header}</span>
        <span className={clsx('rslib-search-statement', styles.hitSub)}>
          <HighlightedText text={hit.statement ?? ''} ranges={hit.highlights} />
        </span>
      </>
    ) : (
      <>
        <span className={styles.hitHeader}>
          <HighlightedText text={hit.header} ranges={hit.highlights} />
        </span>
        {hit.type === 'header' && hit.title ? (
          <span className={styles.hitSub}>{hit.title}</span>
        ) : null}
      </>
    );
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a hit is an ARIA option: click and Enter both go through the modal's own navigation (same tab for this site's docs, a new window for other result tabs), not through a router link.
    <a
      id={as === 'option' ? id : undefined}
      role={as === 'option' ? 'option' : undefined}
      aria-selected={as === 'option' ? selected : undefined}
      tabIndex={-1}
      href={hit.link}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={clsx(
        'rslib-search-hit',
        styles.hit,
        selected && clsx('rslib-search-hit--selected', styles.hitSelected),
      )}
      data-hit-type={hit.type}
      onMouseMove={selected ? undefined : onHover}
      onClick={onClick}>
      <HitIcon type={hit.type} className={styles.hitIcon} />
      <span className={styles.hitMain}>{main}</span>
      <span className={clsx('rslib-search-hit-type', styles.hitType)}>
        {searchLabels.hitType(hit.type)}
      </span>
      {external ? (
        <>
          <ExternalIcon className={styles.hitIcon} />
          <span className={styles.srOnly}>{searchLabels.opensInNewTab()}</span>
        </>
      ) : null}
    </a>
  );
}

/**
 * The search dialog, props only: input, result tabs
 * (when more than one), hits grouped by page, the loading indicator and the
 * no-result lines. Every text is rendered as React text.
 */
export default function SearchModalView({
  state,
  view,
  loading,
  busy = false,
  onQueryChange,
  onClose,
  onSelectTab,
  onHover,
  onHitClick,
  onRemoveRecent,
  onClearRecent,
  otherLocaleLanguage,
  versionScope,
  reportUrl,
}: Props): ReactNode {
  const baseId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useModalDialog(dialogRef, inputRef);
  const listId = `${baseId}-list`;
  const hitId = (index: number): string => `${baseId}-hit-${index}`;
  const recentId = (index: number): string => `${baseId}-recent-${index}`;
  const recentTitleId = `${baseId}-recent-title`;
  const tab = state.tabs[state.activeTab];
  const hits = flattenTab(tab);
  const showResults = view === 'results';
  const showRecent = view === 'idle' && state.recent.length > 0;
  const activeDescendant =
    showResults && hits[state.highlighted]
      ? hitId(state.highlighted)
      : showRecent && state.recent[state.highlighted]
        ? recentId(state.highlighted)
        : undefined;
  const refocus = () => inputRef.current?.focus();

  useEffect(() => {
    if (activeDescendant)
      document
        .getElementById(activeDescendant)
        ?.scrollIntoView?.({block: 'nearest'});
  }, [activeDescendant]);

  let offset = 0;
  const list = tab ? (
    <div
      id={listId}
      role="listbox"
      aria-label={searchLabels.resultsLabel()}
      className={clsx('rslib-search-results', styles.results)}>
      {tab.groups.map((group) => {
        const start = offset;
        offset += group.hits.length;
        return (
          <div
            key={group.key}
            role="group"
            aria-label={group.label}
            className={clsx('rslib-search-group', styles.group)}>
            <div
              aria-hidden="true"
              className={clsx('rslib-search-group-title', styles.groupTitle)}>
              <span>{group.label}</span>
              {group.breadcrumb.length > 0 ? (
                <span className={styles.breadcrumb}>
                  {group.breadcrumb.join(' › ')}
                </span>
              ) : null}
            </div>
            {group.hits.map((hit, index) => (
              <HitRow
                key={hit.id}
                hit={hit}
                kind={tab.kind}
                id={hitId(start + index)}
                selected={start + index === state.highlighted}
                onHover={() => onHover(start + index)}
                onClick={(event) => onHitClick(hit, tab.kind, event)}
              />
            ))}
          </div>
        );
      })}
    </div>
  ) : null;

  // Pages recently opened from search, while the input is empty: a grid of
  // rows (the page, its × button), the combobox's popup. The arrows and Enter
  // work on the page cells as on the hits of a listbox; the buttons are
  // reached with Tab (a listbox may hold options only).
  const recentList = showRecent ? (
    <div className={clsx('rslib-search-recent', styles.recent)}>
      <div className={styles.recentHeader}>
        <span id={recentTitleId} className={styles.groupTitle}>
          {searchLabels.recentTitle()}
        </span>
        <button
          type="button"
          className={clsx('rslib-search-recent-clear', styles.textButton)}
          aria-label={searchLabels.recentClearLabel()}
          onClick={() => {
            onClearRecent?.();
            refocus();
          }}>
          {searchLabels.recentClear()}
        </button>
      </div>
      <div
        id={listId}
        role="grid"
        aria-labelledby={recentTitleId}
        className={styles.results}>
        {state.recent.map((hit, index) => (
          <div
            key={hit.id}
            role="row"
            className={clsx('rslib-search-recent-row', styles.recentRow)}>
            <div
              role="gridcell"
              id={recentId(index)}
              aria-selected={index === state.highlighted}
              className={styles.recentCell}>
              <HitRow
                hit={hit}
                kind="current"
                id={recentId(index)}
                as="none"
                selected={index === state.highlighted}
                onHover={() => onHover(index)}
                onClick={(event) => onHitClick(hit, 'current', event)}
              />
            </div>
            <div role="gridcell">
              <button
                type="button"
                className={clsx(
                  'rslib-search-recent-remove',
                  styles.iconButton,
                )}
                aria-label={searchLabels.recentRemove(recentName(hit))}
                onClick={() => {
                  onRemoveRecent?.(hit.link);
                  refocus();
                }}>
                <CloseIcon />
              </button>
            </div>
          </div>
        ))}
      </div>
    </div>
  ) : null;

  // "Did you mean …": searches the suggestion when clicked.
  const suggestion = state.suggestion ? (
    <p className={clsx('rslib-search-suggestion', styles.suggestion)}>
      <Translate
        id="search.suggestion"
        description="Search modal: line offering the closest query the index knows; {suggestion} is a button that searches it"
        values={{
          suggestion: (
            <button
              type="button"
              className={clsx(
                'rslib-search-suggestion-button',
                styles.textButton,
              )}
              onClick={() => {
                onQueryChange(state.suggestion ?? '');
                refocus();
              }}>
              {state.suggestion}
            </button>
          ),
        }}>
        {'Did you mean {suggestion}?'}
      </Translate>
    </p>
  ) : null;

  // What else to try when nothing matched: the other language's pages, and
  // an issue that tells the maintainers (opened only on click).
  const help = (
    <div className={clsx('rslib-search-help', styles.help)}>
      {suggestion}
      {state.otherLocale.length > 0 && otherLocaleLanguage ? (
        <div className="rslib-search-other-locale">
          <p className={styles.groupTitle}>
            {searchLabels.otherLocaleTitle(otherLocaleLanguage)}
          </p>
          <ul className={styles.otherLocaleList}>
            {state.otherLocale.map((group) => (
              <li key={group.key}>
                {/* eslint-disable-next-line @docusaurus/no-html-links -- a page of the other language's build: a full page load, which the router of this one cannot do. */}
                <a
                  className="rslib-search-other-locale-link"
                  href={group.hits[0]?.link ?? group.key}>
                  {group.label}
                </a>
                {group.breadcrumb.length > 0 ? (
                  <span className={styles.breadcrumb}>
                    {group.breadcrumb.join(' › ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reportUrl ? (
        <p>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a prefilled GitHub issue, in a new tab: no route of this site. */}
          <a
            className="rslib-search-report"
            href={reportUrl}
            target="_blank"
            rel="noopener noreferrer">
            {searchLabels.report()}
            <ExternalIcon className={styles.hitIcon} />
            <span className={styles.srOnly}>
              {searchLabels.opensInNewTab()}
            </span>
          </a>
        </p>
      ) : null}
    </div>
  );

  const empty = (
    <div className={clsx('rslib-search-empty', styles.message)} role="status">
      <p className="rslib-search-empty-title">
        <Translate
          id="search.noResults"
          description="Search modal, no hits: first line of the message; {query} is the searched text, in bold"
          values={{
            query: (
              <b className="rslib-search-empty-query">
                {state.resultQuery || state.query}
              </b>
            ),
          }}>
          {'No results for {query}'}
        </Translate>
      </p>
      <p className="rslib-search-empty-hint">{searchLabels.noResultsHint()}</p>
    </div>
  );
  const noResults = (
    <>
      {empty}
      {help}
    </>
  );

  return (
    // A modal <dialog> over the whole viewport: the panel inside it is the
    // visible box, a mouse press on the rest (the backdrop) closes it, and
    // Escape (or another close request of the platform) comes as `cancel`.
    // The explicit role names it for selectors that look for `[role=dialog]`.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles, jsx-a11y/no-noninteractive-element-interactions -- see above: the role for selectors; a press on the backdrop closes the dialog as a mouse shortcut, keyboard users have Escape.
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-label={searchLabels.dialogLabel()}
      className={clsx('rslib-search-overlay', styles.overlay)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div className={clsx('rslib-search-modal', styles.modal)}>
        <div className={styles.inputRow}>
          <SearchIcon className={styles.inputIcon} />
          <input
            ref={inputRef}
            className={clsx('rslib-search-input', styles.input)}
            type="text"
            role="combobox"
            aria-label={searchLabels.inputLabel()}
            aria-haspopup={showRecent ? 'grid' : 'listbox'}
            aria-expanded={showResults || showRecent}
            aria-controls={showResults || showRecent ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeDescendant}
            placeholder={searchLabels.placeholder()}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={state.query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          {loading ? (
            <SpinnerIcon
              className={clsx('rslib-search-spinner', styles.spinner)}
            />
          ) : null}
          {state.query ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={searchLabels.clear()}
              onClick={() => {
                onQueryChange('');
                inputRef.current?.focus();
              }}>
              <CloseIcon />
            </button>
          ) : null}
          <button
            type="button"
            className={clsx('rslib-search-close', styles.escButton)}
            aria-label={searchLabels.close()}
            onClick={onClose}>
            Esc
          </button>
        </div>
        {versionScope ? (
          <p className={clsx('rslib-search-version', styles.versionScope)}>
            {searchLabels.versionScope(versionScope.searched)}{' '}
            <button
              type="button"
              className={styles.versionSwitch}
              onClick={() => {
                versionScope.onSwitch();
                inputRef.current?.focus();
              }}>
              {searchLabels.versionSwitch(versionScope.other)}
            </button>
          </p>
        ) : null}
        {showResults && state.tabs.length > 1 ? (
          <div
            role="tablist"
            aria-label={searchLabels.tabsLabel()}
            className={clsx('rslib-search-tabs', styles.tabs)}>
            {state.tabs.map((item, index) => (
              <button
                key={item.key}
                type="button"
                role="tab"
                aria-selected={index === state.activeTab}
                aria-controls={listId}
                className={clsx(
                  'rslib-search-tab',
                  styles.tab,
                  index === state.activeTab && styles.tabActive,
                )}
                onClick={() => onSelectTab(index)}>
                {item.label}
                <span className={styles.tabCount}>
                  {flattenTab(item).length}
                </span>
              </button>
            ))}
          </div>
        ) : null}
        <div
          className={clsx('rslib-search-body', styles.body)}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable from the keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
          tabIndex={0}
          aria-label={searchLabels.resultsLabel()}
          aria-busy={busy}
          data-query={
            showResults || view === 'empty' ? state.resultQuery : undefined
          }>
          {showResults && hits.length > 0 ? suggestion : null}
          {showResults ? (hits.length > 0 ? list : noResults) : null}
          {view === 'empty' ? noResults : null}
          {recentList}
          {view === 'loading' || (view === 'idle' && loading && !showRecent) ? (
            <div
              className={clsx('rslib-search-loading', styles.message)}
              role="status">
              <SpinnerIcon className={styles.spinner} />{' '}
              {loading === 'search'
                ? searchLabels.searching()
                : searchLabels.loading()}
            </div>
          ) : null}
        </div>
        <div className={styles.footer} aria-hidden="true">
          <span>
            <kbd className={keyStyles.key}>↑</kbd>
            <kbd className={keyStyles.key}>↓</kbd>{' '}
            {searchLabels.footerNavigate()}
          </span>
          <span>
            <kbd className={keyStyles.key}>↵</kbd> {searchLabels.footerSelect()}
          </span>
          <span>
            <kbd className={keyStyles.key}>Esc</kbd>{' '}
            {searchLabels.footerClose()}
          </span>
        </div>
      </div>
    </dialog>
  );
}
