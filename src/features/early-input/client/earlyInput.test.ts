import {replayEarlyInput, takeEarlyImageClick} from './earlyInput';
import {
  EARLY_IMAGE_CLICK,
  EARLY_INPUT_DONE,
  EARLY_INPUT_GLOBAL,
  IMAGE_ZOOM_READY,
} from '../common/earlyInputScript';

const element = (isConnected = true) => ({click: jest.fn(), isConnected});

describe('replayEarlyInput', () => {
  it('clicks kept targets again in order, presses kept keys and opens the search once', () => {
    const a = element();
    const gone = element(false);
    const b = element();
    const openSearch = jest.fn();
    const pressKey = jest.fn();
    const scope: Record<string, unknown> = {
      [EARLY_INPUT_GLOBAL]: [
        {type: 'click', target: a},
        {type: 'search'},
        {type: 'key', key: '?'},
        {type: 'click', target: gone},
        {type: 'search'},
        {type: 'click', target: b},
      ],
    };
    expect(replayEarlyInput(scope, {openSearch, pressKey})).toBe(4);
    expect(pressKey.mock.calls).toEqual([['?']]);
    expect(a.click).toHaveBeenCalledTimes(1);
    expect(gone.click).not.toHaveBeenCalled();
    expect(b.click).toHaveBeenCalledTimes(1);
    expect(openSearch).toHaveBeenCalledTimes(1);
    expect(scope[EARLY_INPUT_GLOBAL]).toEqual([]);
    expect(scope[EARLY_INPUT_DONE]).toBe(true);
  });

  it('does nothing without a queue', () => {
    expect(
      replayEarlyInput({}, {openSearch: jest.fn(), pressKey: jest.fn()}),
    ).toBe(0);
  });
});

describe('takeEarlyImageClick', () => {
  it('hands over the image clicked early, once, and marks the zoom ready', () => {
    const image = {};
    const scope: Record<string, unknown> = {[EARLY_IMAGE_CLICK]: image};
    expect(takeEarlyImageClick(scope, [image])).toBe(image);
    expect(scope[IMAGE_ZOOM_READY]).toBe(true);
    expect(takeEarlyImageClick(scope, [image])).toBeUndefined();
  });

  it('ignores an image the zoom does not handle', () => {
    const scope: Record<string, unknown> = {[EARLY_IMAGE_CLICK]: {}};
    expect(takeEarlyImageClick(scope, [])).toBeUndefined();
    expect(scope[EARLY_IMAGE_CLICK]).toBeUndefined();
  });
});
