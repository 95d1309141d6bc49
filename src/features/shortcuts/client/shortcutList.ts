/**
 * The site's keyboard shortcuts, as the dialog lists them, grouped: on every
 * page (`?`, `/`, Ctrl/⌘+K), in the search dialog (arrows, Enter, Esc; see
 * `src/features/search/client/keys.ts`), and for menus and popups (the page
 * menu's arrows, Esc closing menus, the zoomed image and type popups).
 * Update it when a feature adds or changes a key.
 */
import {shortcutListLabels as labels} from './listLabels';
import {SHORTCUT_KEYS} from '../common/keyFilter';

/** A key cap: its text, and a spoken name when the text is a symbol (↑). */
export type KeyCap = {readonly text: string; readonly name?: () => string};

/** One line of the list. */
export type Shortcut = {
  /** Alternatives ("or"), each a combination pressed together (Ctrl + K). */
  readonly keys: readonly (readonly KeyCap[])[];
  readonly label: () => string;
};

export type ShortcutGroup = {
  readonly id: string;
  readonly title: () => string;
  readonly shortcuts: readonly Shortcut[];
};

const UP: KeyCap = {text: '↑', name: labels.keyUp};
const DOWN: KeyCap = {text: '↓', name: labels.keyDown};
const ESC: KeyCap = {text: 'Esc'};

/**
 * @param isMac show ⌘ instead of Ctrl (the search takes either on every platform)
 */
export function shortcutGroups(isMac: boolean): readonly ShortcutGroup[] {
  const modifier: KeyCap = {text: isMac ? '⌘' : 'Ctrl'};
  return [
    {
      id: 'general',
      title: labels.groupGeneral,
      shortcuts: [
        {keys: [[{text: SHORTCUT_KEYS.help}]], label: labels.showList},
        {keys: [[{text: SHORTCUT_KEYS.search}]], label: labels.openSearch},
        {keys: [[modifier, {text: 'K'}]], label: labels.toggleSearch},
      ],
    },
    {
      id: 'search',
      title: labels.groupSearch,
      shortcuts: [
        {keys: [[UP], [DOWN]], label: labels.moveResults},
        {keys: [[{text: 'Enter'}]], label: labels.openResult},
        {keys: [[ESC]], label: labels.closeSearch},
      ],
    },
    {
      id: 'menus',
      title: labels.groupMenus,
      shortcuts: [
        {keys: [[UP], [DOWN]], label: labels.pageMenu},
        {keys: [[ESC]], label: labels.closeMenus},
      ],
    },
  ];
}
