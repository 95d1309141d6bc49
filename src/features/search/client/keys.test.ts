import {isMacPlatform, keyAction, type KeyLike} from './keys';

describe('keyAction', () => {
  const open = {open: true};
  const closed = {open: false};
  it.each<[KeyLike, {open: boolean}, string | null]>([
    [{key: 'k', ctrlKey: true}, closed, 'toggle'],
    [{key: 'K', ctrlKey: true}, open, 'toggle'],
    [{key: 'k', metaKey: true}, closed, 'toggle'],
    [{key: 'k', metaKey: true}, open, 'toggle'],
    [{key: 'k', ctrlKey: true, metaKey: true}, closed, null],
    [{key: 'k', ctrlKey: true, shiftKey: true}, closed, null],
    [{key: 'k', metaKey: true, altKey: true}, closed, null],
    [{key: 'k'}, open, null],
    // Escape is the dialog's `cancel` event.
    [{key: 'Escape'}, open, null],
    [{key: 'Escape'}, closed, null],
    [{key: 'ArrowDown'}, open, 'next'],
    [{key: 'ArrowUp'}, open, 'prev'],
    [{key: 'Enter'}, open, 'select'],
    [{key: 'Enter', isComposing: true}, open, null],
    [{key: 'Enter', keyCode: 229}, open, null],
    [{key: 'Enter', ctrlKey: true}, open, null],
  ])('%j %j → %p', (event, context, expected) => {
    expect(keyAction(event, context)).toBe(expected);
  });

  it.each([
    [{platform: 'MacIntel'}, true],
    [
      {platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)'},
      true,
    ],
    [{platform: 'Linux x86_64'}, false],
    [{platform: 'Win32'}, false],
    [undefined, false],
  ])('isMacPlatform(%j) = %p', (nav, expected) => {
    expect(isMacPlatform(nav)).toBe(expected);
  });
});
