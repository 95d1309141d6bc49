import {shortcutFor, type ShortcutContext} from './keyFilter';

const FREE: ShortcutContext = {typing: false, dialogOpen: false};

describe('shortcutFor', () => {
  it('maps ? (typed with Shift) to the shortcut list and / to the search', () => {
    const shifted = new KeyboardEvent('keydown', {key: '?', shiftKey: true});
    expect(shortcutFor(shifted, FREE)).toBe('help');
    expect(shortcutFor({key: '?'}, FREE)).toBe('help');
    expect(shortcutFor({key: '/'}, FREE)).toBe('search');
  });

  it('leaves other keys alone', () => {
    for (const key of ['k', 'K', 'Escape', 'Enter', '.', 'Slash', ' ', 'h']) {
      expect(shortcutFor({key}, FREE)).toBeNull();
    }
  });

  it('ignores both keys while the reader types in a field', () => {
    const typing = {typing: true, dialogOpen: false};
    expect(shortcutFor({key: '?'}, typing)).toBeNull();
    expect(shortcutFor({key: '/'}, typing)).toBeNull();
  });

  it('ignores both keys while a dialog is open', () => {
    const dialog = {typing: false, dialogOpen: true};
    expect(shortcutFor({key: '?'}, dialog)).toBeNull();
    expect(shortcutFor({key: '/'}, dialog)).toBeNull();
  });

  it.each([
    ['Ctrl', {ctrlKey: true}],
    ['Cmd', {metaKey: true}],
    ['Alt', {altKey: true}],
    ['Ctrl+Alt (AltGr)', {ctrlKey: true, altKey: true}],
  ])('ignores both keys with %s held', (_name, modifiers) => {
    expect(shortcutFor({key: '?', ...modifiers}, FREE)).toBeNull();
    expect(shortcutFor({key: '/', ...modifiers}, FREE)).toBeNull();
  });

  it('ignores keys an input method is composing (isComposing or keyCode 229)', () => {
    expect(shortcutFor({key: '/', isComposing: true}, FREE)).toBeNull();
    expect(shortcutFor({key: '?', isComposing: true}, FREE)).toBeNull();
    expect(shortcutFor({key: '/', keyCode: 229}, FREE)).toBeNull();
    expect(shortcutFor({key: '?', keyCode: 229}, FREE)).toBeNull();
  });

  it('ignores repeats and keys another handler already took', () => {
    expect(shortcutFor({key: '?', repeat: true}, FREE)).toBeNull();
    expect(shortcutFor({key: '/', defaultPrevented: true}, FREE)).toBeNull();
  });
});
