/**
 * Search labels (SPEC §2 Search modal, §8, §9).
 * One `translate()` call per label, with an explicit id, the SPEC's English
 * as default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Search modal labels (SPEC §2 Search modal, §8 search without hits / remote loading, §9 placeholder). */
export const searchLabels = {
  placeholder: () =>
    translate({
      id: 'search.placeholder',
      message: 'Search Docs',
      description:
        'SPEC §9 search placeholder: navbar search button text and modal input placeholder',
    }),
  inputLabel: () =>
    translate({
      id: 'search.modal.inputLabel',
      message: 'Search',
      description: 'SPEC §2 Search modal: accessible name of the search input',
    }),
  dialogLabel: () =>
    translate({
      id: 'search.modal.dialogLabel',
      message: 'Search the docs',
      description: 'SPEC §2 Search modal: accessible name of the modal',
    }),
  shortcutHint: (shortcut: string) =>
    translate(
      {
        id: 'search.button.shortcutHint',
        message: 'Press {shortcut} to search',
        description:
          'SPEC §2 Search modal: tooltip of the navbar search button; {shortcut} is Ctrl+K or ⌘+K',
      },
      {shortcut},
    ),
  close: () =>
    translate({
      id: 'search.modal.close',
      message: 'Close search',
      description: 'SPEC §2 Search modal: close button of the modal',
    }),
  clear: () =>
    translate({
      id: 'search.modal.clear',
      message: 'Clear the query',
      description: 'SPEC §2 Search modal: button emptying the input',
    }),
  loading: () =>
    translate({
      id: 'search.modal.loading',
      message: 'Loading search index…',
      description:
        'SPEC §8 search loading: shown while the index (or a remote answer) loads',
    }),
  searching: () =>
    translate({
      id: 'search.modal.searching',
      message: 'Searching…',
      description:
        'SPEC §8 remote search loading: shown while the remote server answers',
    }),
  noResultsHint: () =>
    translate({
      id: 'search.noResultsHint',
      message: 'Please try again with a different keyword',
      description: 'SPEC §8 search without hits: second line',
    }),
  resultsLabel: () =>
    translate({
      id: 'search.modal.resultsLabel',
      message: 'Search results',
      description: 'SPEC §2 Search modal: accessible name of the result list',
    }),
  tabsLabel: () =>
    translate({
      id: 'search.modal.tabsLabel',
      message: 'Result sources',
      description: 'SPEC §2 Search modal: accessible name of the result tabs',
    }),
  currentTab: () =>
    translate({
      id: 'search.modal.currentTab',
      message: 'This site',
      description:
        'SPEC §2 Search modal: label of the tab holding the current docs when other tabs exist',
    }),
  hitType: (type: 'title' | 'header' | 'content') =>
    ({
      title: translate({
        id: 'search.hitType.title',
        message: 'Page',
        description: 'SPEC §3 Search hit type title: label of a page title hit',
      }),
      header: translate({
        id: 'search.hitType.header',
        message: 'Heading',
        description: 'SPEC §3 Search hit type header: label of a heading hit',
      }),
      content: translate({
        id: 'search.hitType.content',
        message: 'Content',
        description: 'SPEC §3 Search hit type content: label of a text hit',
      }),
    })[type],
  opensInNewTab: () =>
    translate({
      id: 'search.hit.opensInNewTab',
      message: '(opens in a new window)',
      description:
        'SPEC §2 Search modal: screen-reader hint on hits outside the current docs',
    }),
  footerNavigate: () =>
    translate({
      id: 'search.footer.navigate',
      message: 'to navigate',
      description: 'SPEC §2 Search modal: key hint after ↑ ↓',
    }),
  footerSelect: () =>
    translate({
      id: 'search.footer.select',
      message: 'to select',
      description: 'SPEC §2 Search modal: key hint after Enter',
    }),
  footerClose: () =>
    translate({
      id: 'search.footer.close',
      message: 'to close',
      description: 'SPEC §2 Search modal: key hint after Esc',
    }),
};
