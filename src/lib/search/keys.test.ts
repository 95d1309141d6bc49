import {isMacPlatform, keyAction, type KeyLike} from './keys';

describe('keyAction', () => {
  const open = {isMac: false, open: true};
  it.each<[KeyLike, {isMac: boolean; open: boolean}, string | null]>([
    [{key: 'k', ctrlKey: true}, {isMac: false, open: false}, 'toggle'],
    [{key: 'K', ctrlKey: true}, {isMac: false, open: true}, 'toggle'],
    [{key: 'k', metaKey: true}, {isMac: false, open: false}, null],
    [{key: 'k', metaKey: true}, {isMac: true, open: false}, 'toggle'],
    [{key: 'k', ctrlKey: true}, {isMac: true, open: false}, null],
    [
      {key: 'k', ctrlKey: true, shiftKey: true},
      {isMac: false, open: false},
      null,
    ],
    [{key: 'k'}, open, null],
    [{key: 'Escape'}, open, 'close'],
    [{key: 'Escape'}, {isMac: false, open: false}, null],
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
