/**
 * Search labels: navbar search button and search modal.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Search labels: button, modal, loading and no-hit lines, hit types, key hints. */
export const searchLabels = {
  placeholder: () =>
    translate({
      id: 'search.placeholder',
      message: 'Search Docs',
      description:
        'Search: text of the navbar search button and placeholder of the search modal input',
    }),
  versionScope: (version: string) =>
    translate(
      {
        id: 'search.modal.versionScope',
        message: 'Searching the {version} docs.',
        description:
          'Search modal, on a page of an older docs version: line under the input saying which version is searched; {version} is e.g. 0.x',
      },
      {version},
    ),
  versionSwitch: (version: string) =>
    translate(
      {
        id: 'search.modal.versionSwitch',
        message: 'Search {version} instead',
        description:
          'Search modal, on a page of an older docs version: button after the version line that searches the other version; {version} is e.g. 1.x',
      },
      {version},
    ),
  inputLabel: () =>
    translate({
      id: 'search.modal.inputLabel',
      message: 'Search',
      description: 'Search modal: accessible name of the search input',
    }),
  dialogLabel: () =>
    translate({
      id: 'search.modal.dialogLabel',
      message: 'Search the docs',
      description: 'Search modal: accessible name of the dialog',
    }),
  shortcutHint: (shortcut: string) =>
    translate(
      {
        id: 'search.button.shortcutHint',
        message: 'Press {shortcut} to search',
        description:
          'Navbar search button: tooltip; {shortcut} is Ctrl+K or ⌘+K',
      },
      {shortcut},
    ),
  close: () =>
    translate({
      id: 'search.modal.close',
      message: 'Esc: close search',
      description:
        'Search modal: accessible name of the close button, whose visible text is the key "Esc" (the name starts with it, so speech input can name the button)',
    }),
  clear: () =>
    translate({
      id: 'search.modal.clear',
      message: 'Clear the query',
      description:
        'Search modal: accessible name of the button that empties the input',
    }),
  loading: () =>
    translate({
      id: 'search.modal.loading',
      message: 'Loading search index…',
      description:
        'Search modal: line shown while the search index (or a remote answer) loads',
    }),
  searching: () =>
    translate({
      id: 'search.modal.searching',
      message: 'Searching…',
      description:
        'Search modal: line shown while the remote search server answers',
    }),
  noResultsHint: () =>
    translate({
      id: 'search.noResultsHint',
      message: 'Please try again with a different keyword',
      description: 'Search modal, no hits: second line of the message',
    }),
  resultsLabel: () =>
    translate({
      id: 'search.modal.resultsLabel',
      message: 'Search results',
      description: 'Search modal: accessible name of the result list',
    }),
  tabsLabel: () =>
    translate({
      id: 'search.modal.tabsLabel',
      message: 'Result sources',
      description: 'Search modal: accessible name of the row of result tabs',
    }),
  currentTab: () =>
    translate({
      id: 'search.modal.currentTab',
      message: 'This site',
      description:
        'Search modal: label of the result tab holding hits from this site, shown when other tabs exist',
    }),
  hitType: (type: 'title' | 'header' | 'content') =>
    ({
      title: translate({
        id: 'search.hitType.title',
        message: 'Page',
        description: 'Search modal: label of a hit found in a page title',
      }),
      header: translate({
        id: 'search.hitType.header',
        message: 'Heading',
        description: 'Search modal: label of a hit found in a heading',
      }),
      content: translate({
        id: 'search.hitType.content',
        message: 'Content',
        description: 'Search modal: label of a hit found in the page text',
      }),
    })[type],
  opensInNewTab: () =>
    translate({
      id: 'search.hit.opensInNewTab',
      message: '(opens in a new window)',
      description:
        'Search modal: screen-reader hint on hits outside the current docs',
    }),
  footerNavigate: () =>
    translate({
      id: 'search.footer.navigate',
      message: 'to navigate',
      description: 'Search modal footer: key hint next to the ↑ ↓ key caps',
    }),
  footerSelect: () =>
    translate({
      id: 'search.footer.select',
      message: 'to select',
      description: 'Search modal footer: key hint next to the Enter key cap',
    }),
  footerClose: () =>
    translate({
      id: 'search.footer.close',
      message: 'to close',
      description: 'Search modal footer: key hint next to the Esc key cap',
    }),
  recentTitle: () =>
    translate({
      id: 'search.recent.title',
      message: 'Recent searches',
      description:
        'Search modal, empty input: heading of the list of pages recently opened from search',
    }),
  recentClear: () =>
    translate({
      id: 'search.recent.clear',
      message: 'Clear all',
      description:
        'Search modal, empty input: button that empties the list of recent searches',
    }),
  recentClearLabel: () =>
    translate({
      id: 'search.recent.clearLabel',
      message: 'Clear all recent searches',
      description:
        'Search modal, empty input: accessible name of the button that empties the list of recent searches (contains its visible text)',
    }),
  recentRemove: (title: string) =>
    translate(
      {
        id: 'search.recent.remove',
        message: 'Remove {title} from recent searches',
        description:
          'Search modal, empty input: accessible name of the × button of one recent search; {title} is the page or heading',
      },
      {title},
    ),
  otherLocaleTitle: (language: string) =>
    translate(
      {
        id: 'search.otherLocale.title',
        message: 'Found in the {language} docs',
        description:
          'Search modal, no hits: heading of the pages the docs of the other language have for the query; {language} is that language as it names itself (简体中文, English)',
      },
      {language},
    ),
  report: () =>
    translate({
      id: 'search.report.link',
      message: 'Tell us what you were looking for',
      description:
        'Search modal, no hits: link that opens a prefilled GitHub issue about the query, in a new tab',
    }),
};
