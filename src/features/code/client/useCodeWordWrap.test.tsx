import React, {act, type ReactNode, type RefObject} from 'react';
import {render} from '@testing-library/react';
import {
  tabPanelsAround,
  useCodeWordWrap,
  type WordWrap,
} from './useCodeWordWrap';

/** Gives every `<pre>` the widths a browser would measure. */
let widths = {scrollWidth: 300, clientWidth: 300};
beforeAll(() => {
  for (const key of ['scrollWidth', 'clientWidth'] as const) {
    Object.defineProperty(HTMLPreElement.prototype, key, {
      configurable: true,
      get() {
        return widths[key];
      },
    });
  }
});

let renders = 0;
let latest: WordWrap | undefined;
function Block(): ReactNode {
  renders += 1;
  const wordWrap = useCodeWordWrap();
  latest = wordWrap;
  return (
    <pre ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}>
      <code>const answer = 42;</code>
    </pre>
  );
}

beforeEach(() => {
  renders = 0;
  latest = undefined;
  widths = {scrollWidth: 300, clientWidth: 300};
});

describe('useCodeWordWrap', () => {
  it('renders a block that fits once, without touching the collation data', () => {
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    render(<Block />);
    expect(renders).toBe(1);
    expect(latest!.isCodeScrollable).toBe(false);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });

  it('offers wrapping for a block wider than its box, and toggles the code style', () => {
    widths = {scrollWidth: 900, clientWidth: 300};
    const {container} = render(<Block />);
    expect(latest!.isCodeScrollable).toBe(true);
    expect(latest!.isEnabled).toBe(false);
    const code = container.querySelector('code')!;
    act(() => latest!.toggle());
    expect(latest!.isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    // Wrapped code fits, but the button must stay to unwrap it.
    widths = {scrollWidth: 300, clientWidth: 300};
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(latest!.isCodeScrollable).toBe(true);
    act(() => latest!.toggle());
    expect(latest!.isEnabled).toBe(false);
    expect(code.hasAttribute('style')).toBe(false);
    expect(latest!.isCodeScrollable).toBe(false);
  });

  it('re-measures on window resize', () => {
    render(<Block />);
    expect(latest!.isCodeScrollable).toBe(false);
    widths = {scrollWidth: 700, clientWidth: 320};
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(latest!.isCodeScrollable).toBe(true);
  });

  it('re-measures when the tab panel around the block is shown', async () => {
    widths = {scrollWidth: 0, clientWidth: 0};
    const {container} = render(
      <div role="tabpanel" hidden>
        <Block />
      </div>,
    );
    expect(latest!.isCodeScrollable).toBe(false);
    widths = {scrollWidth: 700, clientWidth: 320};
    await act(async () => {
      container.querySelector('[role=tabpanel]')!.removeAttribute('hidden');
      // MutationObserver callbacks run as a microtask.
      await Promise.resolve();
    });
    expect(latest!.isCodeScrollable).toBe(true);
  });

  it('returns the same object while nothing changes', () => {
    const {rerender} = render(<Block />);
    const first = latest;
    rerender(<Block />);
    expect(renders).toBe(2);
    expect(latest).toBe(first);
  });
});

describe('tabPanelsAround', () => {
  it('lists nested tab panels innermost first, and nothing outside tabs', () => {
    document.body.innerHTML =
      '<div role="tabpanel" id="outer"><div><div role="tabpanel" id="inner"><pre id="in"></pre></div></div></div><pre id="out"></pre>';
    expect(
      tabPanelsAround(document.getElementById('in')!).map((panel) => panel.id),
    ).toEqual(['inner', 'outer']);
    expect(tabPanelsAround(document.getElementById('out')!)).toEqual([]);
    document.body.innerHTML = '';
  });
});
