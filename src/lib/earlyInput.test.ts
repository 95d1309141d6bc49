import {replayEarlyInput} from './earlyInput';
import {EARLY_INPUT_GLOBAL} from './inlineScripts';

const element = (isConnected = true) => ({click: jest.fn(), isConnected});

describe('replayEarlyInput', () => {
  it('clicks kept targets again in order and opens the search once', () => {
    const a = element();
    const gone = element(false);
    const b = element();
    const openSearch = jest.fn();
    const scope: Record<string, unknown> = {
      [EARLY_INPUT_GLOBAL]: [
        {type: 'click', target: a},
        {type: 'search'},
        {type: 'click', target: gone},
        {type: 'search'},
        {type: 'click', target: b},
      ],
    };
    expect(replayEarlyInput(scope, openSearch)).toBe(3);
    expect(a.click).toHaveBeenCalledTimes(1);
    expect(gone.click).not.toHaveBeenCalled();
    expect(b.click).toHaveBeenCalledTimes(1);
    expect(openSearch).toHaveBeenCalledTimes(1);
    expect(scope[EARLY_INPUT_GLOBAL]).toEqual([]);
  });

  it('does nothing without a queue', () => {
    expect(replayEarlyInput({}, jest.fn())).toBe(0);
  });
});
