/**
 * Labels of the keyboard shortcuts dialog, apart from its title
 * (`labels.ts`): they load with the dialog on the first `?`, not with every
 * page. One `translate()` call per label, explicit id, English default, a
 * description for translators.
 */
import {translate} from '@docusaurus/Translate';

/** Everything else in the dialog. */
export const shortcutListLabels = {
  close: () =>
    translate({
      id: 'nav.shortcuts.close',
      message: 'Close keyboard shortcuts',
      description:
        'Keyboard shortcuts dialog: accessible name of its × close button',
    }),
  groupGeneral: () =>
    translate({
      id: 'nav.shortcuts.groupGeneral',
      message: 'On every page',
      description:
        'Keyboard shortcuts dialog: heading of the shortcuts that work anywhere on the site',
    }),
  groupSearch: () =>
    translate({
      id: 'nav.shortcuts.groupSearch',
      message: 'In the search',
      description:
        'Keyboard shortcuts dialog: heading of the keys that work while the search dialog is open',
    }),
  groupMenus: () =>
    translate({
      id: 'nav.shortcuts.groupMenus',
      message: 'Menus and popups',
      description:
        'Keyboard shortcuts dialog: heading of the keys for menus, zoomed images and type popups',
    }),
  showList: () =>
    translate({
      id: 'nav.shortcuts.showList',
      message: 'Show this list',
      description:
        'Keyboard shortcuts dialog: what the ? key does (opens this dialog)',
    }),
  openSearch: () =>
    translate({
      id: 'nav.shortcuts.openSearch',
      message: 'Open the search',
      description: 'Keyboard shortcuts dialog: what the / key does',
    }),
  toggleSearch: () =>
    translate({
      id: 'nav.shortcuts.toggleSearch',
      message: 'Open or close the search',
      description: 'Keyboard shortcuts dialog: what Ctrl+K (⌘+K on Mac) does',
    }),
  moveResults: () =>
    translate({
      id: 'nav.shortcuts.moveResults',
      message: 'Move to the previous or next result',
      description:
        'Keyboard shortcuts dialog: what the up and down arrows do in the search',
    }),
  openResult: () =>
    translate({
      id: 'nav.shortcuts.openResult',
      message: 'Open the highlighted result',
      description: 'Keyboard shortcuts dialog: what Enter does in the search',
    }),
  closeSearch: () =>
    translate({
      id: 'nav.shortcuts.closeSearch',
      message: 'Close the search',
      description: 'Keyboard shortcuts dialog: what Esc does in the search',
    }),
  pageMenu: () =>
    translate({
      id: 'nav.shortcuts.pageMenu',
      message:
        'On the arrow beside "Copy page": open the page menu and move through its items',
      description:
        'Keyboard shortcuts dialog: what the up and down arrows do on the page menu button beside a page title',
    }),
  closeMenus: () =>
    translate({
      id: 'nav.shortcuts.closeMenus',
      message: 'Close an open menu, a zoomed image or a type popup',
      description:
        'Keyboard shortcuts dialog: what Esc does for menus, image zoom and the type popups of code blocks',
    }),
  keyUp: () =>
    translate({
      id: 'nav.shortcuts.keyUp',
      message: 'Up arrow',
      description:
        'Keyboard shortcuts dialog: name of the ↑ key, read by screen readers',
    }),
  keyDown: () =>
    translate({
      id: 'nav.shortcuts.keyDown',
      message: 'Down arrow',
      description:
        'Keyboard shortcuts dialog: name of the ↓ key, read by screen readers',
    }),
  or: () =>
    translate({
      id: 'nav.shortcuts.or',
      message: 'or',
      description:
        'Keyboard shortcuts dialog: between two keys that do the same thing (↑ or ↓)',
    }),
};
