import React, {useRef} from 'react';
import {render, waitFor} from '@testing-library/react';
import {useCodeHtml} from './useCodeHtml';

const options = {};

function Code({code}: {code: string}) {
  const ref = useRef<HTMLElement>(null);
  const html = useCodeHtml(ref, code, 'ts', options);
  return <code ref={ref} dangerouslySetInnerHTML={{__html: html}} />;
}

afterEach(() => document.documentElement.removeAttribute('data-has-hydrated'));

describe('useCodeHtml', () => {
  it('highlights a block that mounts after hydration (client navigation)', () => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    const {container} = render(<Code code="const a = 1;" />);
    expect(container.querySelector('.token.keyword')?.textContent).toBe(
      'const',
    );
  });

  it('keeps the server markup while hydrating, and fills it in when there is none', async () => {
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    // A fresh render has no server markup: the block notices and highlights itself.
    const {container} = render(<Code code="let b = 2;" />);
    await waitFor(() =>
      expect(container.querySelector('.token.keyword')?.textContent).toBe(
        'let',
      ),
    );
  });

  it('shows hostile code as text', () => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    const {container} = render(<Code code="<img src=x onerror=alert(1)>" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
