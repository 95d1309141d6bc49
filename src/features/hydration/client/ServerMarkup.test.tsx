import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {render} from '@testing-library/react';
import ServerMarkup from './ServerMarkup';
import firstRenderModule from './firstRender';

let mockCanUseDOM = true;
jest.mock('@docusaurus/ExecutionEnvironment', () => ({
  __esModule: true,
  default: {
    get canUseDOM() {
      return mockCanUseDOM;
    },
  },
}));

let renders = 0;
/** Stands in for an expensive part: counts its renders. */
function DateLine({date}: {readonly date: string}): React.ReactNode {
  renders += 1;
  return <b>Last updated on {date}</b>;
}

function Footer({date}: {readonly date: string}): React.ReactNode {
  return (
    <footer>
      <ServerMarkup as="span" className="last-updated">
        <DateLine date={date} />
      </ServerMarkup>
    </footer>
  );
}

/** The build's markup: rendered where there is no DOM. */
function serverMarkup(date: string): string {
  mockCanUseDOM = false;
  try {
    return renderToString(<Footer date={date} />);
  } finally {
    mockCanUseDOM = true;
  }
}

beforeEach(() => {
  renders = 0;
});

describe('ServerMarkup', () => {
  it('renders its children inside the element on the server', () => {
    expect(serverMarkup('Nov 26, 2026')).toBe(
      '<footer><span class="last-updated"><b>Last updated on <!-- -->Nov 26, 2026</b></span></footer>',
    );
  });

  it('keeps the server markup while the page hydrates, without rendering its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverMarkup('Nov 26, 2026');
    document.body.appendChild(container);
    renders = 0;
    const bold = container.querySelector('b');
    const errors: unknown[] = [];
    // A different date in the browser: the server's text must stay anyway.
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Footer date="Nov 27, 2026" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(renders).toBe(0);
    expect(errors).toEqual([]);
    expect(container.querySelector('b')).toBe(bold);
    expect(container.textContent).toBe('Last updated on Nov 26, 2026');
    // Later renders of the same mount keep it too.
    await act(async () => {
      root!.render(<Footer date="Nov 28, 2026" />);
    });
    expect(renders).toBe(0);
    expect(container.textContent).toBe('Last updated on Nov 26, 2026');
    act(() => root!.unmount());
    container.remove();
  });

  it('renders its children when it mounts without server markup before the first render is done', async () => {
    const {container} = render(<Footer date="Nov 26, 2026" />);
    expect(container.querySelector('span.last-updated')?.textContent).toBe(
      'Last updated on Nov 26, 2026',
    );
    expect(renders).toBe(1);
  });

  it('renders its children at once after the first render (client-side navigation)', () => {
    firstRenderModule.onRouteDidUpdate?.({} as never);
    const {container} = render(<Footer date="Nov 26, 2026" />);
    expect(container.innerHTML).toBe(
      '<footer><span class="last-updated"><b>Last updated on Nov 26, 2026</b></span></footer>',
    );
    expect(renders).toBe(1);
  });
});
