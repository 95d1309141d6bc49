import React, {useRef} from 'react';
import {render, waitFor} from '@testing-library/react';
import firstRender from '../../hydration/client/firstRender';
import {useCodeHtml} from './useCodeHtml';

const options = {};
/** What the hook returned, render by render. */
let returned: string[] = [];

function Code({code}: {code: string}) {
  const ref = useRef<HTMLElement>(null);
  const html = useCodeHtml(ref, code, 'ts', options);
  returned.push(html);
  return <code ref={ref} dangerouslySetInnerHTML={{__html: html}} />;
}

const SERVER_HTML = '<span class="token keyword">const</span> a = 1;';
const HIGHLIGHTED =
  '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>';

// In order: the flag of `./firstRender` is module state, set once per page.
describe('useCodeHtml', () => {
  it('keeps the server markup while the page hydrates, without a second render', () => {
    const container = document.createElement('div');
    container.innerHTML = `<code>${SERVER_HTML}</code>`;
    document.body.appendChild(container);
    // React reports the empty `__html` against the server markup in development only.
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    returned = [];
    render(<Code code="const a = 1;" />, {container, hydrate: true});
    error.mockRestore();
    expect(container.querySelector('code')?.innerHTML).toBe(SERVER_HTML);
    // One render, and no HTML computed: the server's stays.
    expect(returned).toEqual(['']);
  });

  it('fills in a block that has no server markup while hydrating', async () => {
    const {container} = render(<Code code="let b = 2;" />);
    await waitFor(() =>
      expect(container.querySelector('.token.keyword')?.textContent).toBe(
        'let',
      ),
    );
  });

  it('highlights a block that mounts after the first render (client navigation)', () => {
    firstRender.onRouteDidUpdate!({
      previousLocation: null,
      location: {pathname: '/'},
    } as never);
    returned = [];
    const {container} = render(<Code code="const a = 1;" />);
    expect(container.querySelector('code')?.innerHTML).toBe(HIGHLIGHTED);
    expect(returned).toEqual([HIGHLIGHTED]);
  });

  it('shows hostile code as text', () => {
    const {container} = render(<Code code="<img src=x onerror=alert(1)>" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
