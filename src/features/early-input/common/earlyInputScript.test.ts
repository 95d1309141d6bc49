import {
  EARLY_IMAGE_CLICK,
  EARLY_INPUT_DONE,
  EARLY_INPUT_GLOBAL,
  IMAGE_ZOOM_READY,
  SEARCH_SHELL_ID,
  earlyInputScript,
} from './earlyInputScript';

describe('earlyInputScript', () => {
  const queue = () =>
    (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL] as {
      type: string;
      target?: Element;
    }[];

  beforeAll(() => {
    document.body.innerHTML = `
      <button id="theme" data-rslib-early>theme</button>
      <button id="plain">plain</button>
      <div class="doc"><img id="zoomable" src="a.png"><a href="/x"><img id="linked" src="b.png"></a></div>`;
    new Function(earlyInputScript('.doc img'))();
  });

  it('keeps clicks on marked controls before hydration and on zoomable images until the zoom is ready, and cancels their default', () => {
    const click = (id: string) => {
      const event = new MouseEvent('click', {bubbles: true, cancelable: true});
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('theme')).toBe(true);
    expect(click('zoomable')).toBe(true);
    expect(click('plain')).toBe(false);
    expect(click('linked')).toBe(false);
    expect(queue().map((input) => input.target?.id)).toEqual(['theme']);
    const scope = window as unknown as Record<string, unknown>;
    expect((scope[EARLY_IMAGE_CLICK] as Element).id).toBe('zoomable');
    // Once the zoom is ready, image clicks go through.
    scope[IMAGE_ZOOM_READY] = true;
    expect(click('zoomable')).toBe(false);
    delete scope[IMAGE_ZOOM_READY];
  });

  it('shows a search box at once for Ctrl+K or Cmd+K (not K alone), labelled like the navbar button, and keeps the press', () => {
    queue().length = 0;
    document.body.insertAdjacentHTML(
      'beforeend',
      '<span class="rslib-search-button-text">搜索文档</span>',
    );
    const press = (init: KeyboardEventInit) =>
      document.dispatchEvent(
        new KeyboardEvent('keydown', {cancelable: true, ...init}),
      );
    press({key: 'k'});
    expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    press({key: 'k', metaKey: true});
    const input = document.querySelector<HTMLInputElement>(
      `#${SEARCH_SHELL_ID} input`,
    );
    expect(input?.placeholder).toBe('搜索文档');
    expect(document.activeElement).toBe(input);
    expect(queue().map((item) => item.type)).toEqual(['search']);
    // A second press (or Escape) closes it and forgets the search.
    press({key: 'k', ctrlKey: true});
    expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    expect(queue()).toEqual([]);
    press({key: 'k', ctrlKey: true});
    press({key: 'Escape'});
    expect(document.getElementById(SEARCH_SHELL_ID)).toBeNull();
    expect(queue()).toEqual([]);
  });

  it('keeps nothing once the replay has started (its own clicks must go through)', () => {
    queue().length = 0;
    (window as unknown as Record<string, unknown>)[EARLY_INPUT_DONE] = true;
    document.getElementById('theme')!.click();
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_DONE];
    expect(queue()).toEqual([]);
  });

  it('keeps nothing once the replay has run (the page has hydrated)', () => {
    queue().length = 0;
    (window as unknown as Record<string, unknown>)[EARLY_INPUT_DONE] = true;
    document.getElementById('theme')!.click();
    document.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'k', ctrlKey: true}),
    );
    expect(queue()).toEqual([]);
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_DONE];
  });
});
