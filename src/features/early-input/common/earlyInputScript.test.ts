import {
  EARLY_IMAGE_CLICK,
  EARLY_INPUT_DONE,
  EARLY_INPUT_GLOBAL,
  IMAGE_ZOOM_READY,
  SEARCH_READY,
  SEARCH_SHELL_ID,
  earlyInputScript,
} from './earlyInputScript';

const scope = window as unknown as Record<string, unknown>;
const queue = () =>
  scope[EARLY_INPUT_GLOBAL] as {type: string; key?: string; target?: Element}[];

/** Clicks the element with `id`; true when the script cancelled the click. */
const click = (id: string) => {
  const event = new MouseEvent('click', {bubbles: true, cancelable: true});
  document.getElementById(id)!.dispatchEvent(event);
  return event.defaultPrevented;
};
/** Presses a key on `target` (default: the body); true when the script cancelled it. */
const press = (
  init: KeyboardEventInit,
  target: EventTarget = document.body,
) => {
  const event = new KeyboardEvent('keydown', {
    bubbles: true,
    cancelable: true,
    ...init,
  });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('earlyInputScript', () => {
  const reachedPage = jest.fn();
  beforeAll(() => {
    document.body.innerHTML = `
      <button id="theme">theme</button>
      <a id="menu" href="#" role="button">Languages</a>
      <ul><li id="tab" role="tab">pnpm</li></ul>
      <a id="link" href="/x">a page</a>
      <p id="text">text</p>
      <input id="field">
      <div class="doc"><img id="zoomable" src="a.png"><a href="/x"><img id="linked" src="b.png"></a></div>
      <span class="rslib-search-button-text">搜索文档</span>`;
    new Function(earlyInputScript('.doc img'))();
    // What React or a client module would do with what the script lets through.
    document.addEventListener('click', reachedPage);
    document.addEventListener('keydown', reachedPage);
  });
  beforeEach(() => {
    queue().length = 0;
    reachedPage.mockClear();
  });

  it('keeps clicks on every kind of control before hydration, in order, and stops them from reaching the page', () => {
    expect(click('theme')).toBe(true);
    expect(click('menu')).toBe(true);
    expect(click('tab')).toBe(true);
    expect(queue().map((input) => input.target?.id)).toEqual([
      'theme',
      'menu',
      'tab',
    ]);
    expect(reachedPage).not.toHaveBeenCalled();
  });

  it('keeps Enter and Space on a focused tab or link-button as a click (the browser makes none of them)', () => {
    expect(press({key: 'Enter'}, document.getElementById('tab')!)).toBe(true);
    expect(press({key: ' '}, document.getElementById('menu')!)).toBe(true);
    // A link makes a click of Enter itself; a button of both keys.
    expect(press({key: 'Enter'}, document.getElementById('menu')!)).toBe(false);
    expect(press({key: 'Enter'}, document.getElementById('theme')!)).toBe(
      false,
    );
    expect(queue().map((input) => input.target?.id)).toEqual(['tab', 'menu']);
  });

  it('lets links and plain text be (a link works without JavaScript)', () => {
    expect(click('link')).toBe(false);
    expect(click('text')).toBe(false);
    expect(queue()).toEqual([]);
    expect(reachedPage).toHaveBeenCalledTimes(2);
  });

  it('keeps a click on a zoomable image until the zoom is ready, not one inside a link', () => {
    expect(click('zoomable')).toBe(true);
    expect(click('linked')).toBe(false);
    expect((scope[EARLY_IMAGE_CLICK] as Element).id).toBe('zoomable');
    scope[IMAGE_ZOOM_READY] = true;
    expect(click('zoomable')).toBe(false);
    delete scope[IMAGE_ZOOM_READY];
    delete scope[EARLY_IMAGE_CLICK];
  });

  it('keeps a ? press outside text fields, not one typed into a field or with Ctrl', () => {
    expect(press({key: '?', shiftKey: true})).toBe(true);
    expect(press({key: '?'}, document.getElementById('field')!)).toBe(false);
    expect(press({key: '?', ctrlKey: true})).toBe(false);
    expect(queue()).toEqual([{type: 'key', key: '?'}]);
  });

  it('shows a search box at once for Ctrl+K, Cmd+K or / (not K alone), labelled like the navbar button, and keeps the press', () => {
    press({key: 'k'});
    expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    expect(press({key: 'k', metaKey: true})).toBe(true);
    const input = document.querySelector<HTMLInputElement>(
      `#${SEARCH_SHELL_ID} input`,
    );
    expect(input?.placeholder).toBe('搜索文档');
    expect(document.activeElement).toBe(input);
    expect(queue()).toEqual([{type: 'search'}]);
    // Typed into the box: `/` and `?` are text there.
    expect(press({key: '/'}, input!)).toBe(false);
    expect(press({key: '?'}, input!)).toBe(false);
    // A second Ctrl+K (or Escape) closes it and forgets the search.
    press({key: 'k', ctrlKey: true});
    expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    expect(queue()).toEqual([]);
    expect(press({key: '/'})).toBe(true);
    expect(document.getElementById(SEARCH_SHELL_ID)).not.toBeNull();
    expect(queue()).toEqual([{type: 'search'}]);
    press({key: 'Escape'});
    expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    expect(queue()).toEqual([]);
  });

  describe('once the replay has started (the page has hydrated)', () => {
    beforeEach(() => {
      scope[EARLY_INPUT_DONE] = true;
    });
    afterEach(() => {
      delete scope[EARLY_INPUT_DONE];
      delete scope[SEARCH_READY];
      document.getElementById(SEARCH_SHELL_ID)?.remove();
    });

    it('keeps no click and no ? (React and the shortcut listener have them)', () => {
      expect(click('theme')).toBe(false);
      expect(press({key: '?'})).toBe(false);
      expect(queue()).toEqual([]);
      expect(reachedPage).toHaveBeenCalledTimes(2);
    });

    it('shows no box once the search modal is ready (the keys are the modal’s)', () => {
      scope[SEARCH_READY] = true;
      expect(press({key: '/'})).toBe(false);
      expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    });

    it('leaves the replay’s own Ctrl+K (not the reader’s) to the navbar search', () => {
      const event = new KeyboardEvent('keydown', {
        key: 'k',
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
      });
      document.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    });
  });
});
