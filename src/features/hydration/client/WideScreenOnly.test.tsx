import React, {
  act,
  createContext,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import WideScreenOnly from './WideScreenOnly';

type Listener = () => void;
let listeners: Listener[] = [];
let screenWidth = 1280;

/** Makes `matchMedia` answer as a screen `width` px wide would, and tells listeners of a change. */
function screen(width: number): void {
  screenWidth = width;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return screenWidth >= Number(/min-width: (\d+)px/.exec(query)?.[1]);
      },
      addEventListener: (_type: string, listener: Listener) =>
        listeners.push(listener),
      removeEventListener: (_type: string, listener: Listener) => {
        listeners = listeners.filter((other) => other !== listener);
      },
    }),
  });
}

/** A colour mode, as the theme's context provides it above the layout. */
const Theme = createContext('light');

let renders = 0;
function Sidebar(): React.ReactNode {
  renders += 1;
  return <nav className="sidebar">sidebar {useContext(Theme)}</nav>;
}

/**
 * The page: a theme provider (switched to dark by a layout effect right
 * after hydration when `switchAtOnce`, as a click replayed at that moment
 * does: a synchronous update) around the wide-screen-only sidebar.
 */
function Page({
  show,
  switchAtOnce = false,
}: {
  readonly show: boolean;
  readonly switchAtOnce?: boolean;
}): React.ReactNode {
  const [theme, setTheme] = useState('light');
  useLayoutEffect(() => {
    if (switchAtOnce) setTheme('dark');
  }, [switchAtOnce]);
  return (
    <Theme.Provider value={theme}>
      <main>
        {show && (
          <WideScreenOnly minWidth={1025}>
            <Sidebar />
          </WideScreenOnly>
        )}
      </main>
    </Theme.Provider>
  );
}

const recoverableErrors: unknown[] = [];

/** Server markup rendered as the build does, then hydrated in this window. */
async function hydrate(width: number, switchAtOnce = false) {
  screen(1280); // the server renders every part
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page show />);
  document.body.appendChild(container);
  renders = 0;
  screen(width);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Page show switchAtOnce={switchAtOnce} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return {container, root};
}

// Tells React that updates are wrapped in act() here.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT =
  true;

describe('WideScreenOnly', () => {
  const consoleErrors = jest
    .spyOn(console, 'error')
    .mockImplementation(() => {});
  /** React's console errors, but the test page's own warning about its layout effect on the server. */
  const errors = {
    get calls() {
      return consoleErrors.mock.calls.filter(
        ([message]) =>
          !String(message).includes(
            'useLayoutEffect does nothing on the server',
          ),
      );
    },
  };
  afterEach(() => {
    document.body.innerHTML = '';
    consoleErrors.mockClear();
    recoverableErrors.length = 0;
    listeners = [];
  });

  it('renders its children on the server, in a wrapper that adds no box', () => {
    screen(1280);
    expect(renderToString(<Page show />)).toBe(
      '<main><div class="rslib-wide-screen-only"><nav class="sidebar">sidebar <!-- -->light</nav></div></main>',
    );
  });

  it('hydrates its children on a wide screen', async () => {
    const {container} = await hydrate(1280);
    expect(renders).toBe(1);
    expect(container.querySelector('.sidebar')?.textContent).toBe(
      'sidebar light',
    );
    expect(errors.calls).toEqual([]);
    expect(recoverableErrors).toEqual([]);
  });

  it('leaves the server markup unhydrated on a narrow screen, and drops it without an error', async () => {
    const {container, root} = await hydrate(390);
    expect(renders).toBe(0);
    expect(container.querySelector('.sidebar')?.textContent).toBe(
      'sidebar light',
    );
    // A re-render before the layout drops the part writes nothing.
    await act(async () => root.render(<Page show />));
    expect(container.querySelector('.sidebar')?.textContent).toBe(
      'sidebar light',
    );
    await act(async () => root.render(<Page show={false} />));
    expect(container.querySelector('.sidebar')).toBeNull();
    expect(errors.calls).toEqual([]);
    expect(recoverableErrors).toEqual([]);
  });

  it.each([1280, 390])(
    'takes a context change right after hydration without a hydration error (%i px)',
    async (width) => {
      const {container} = await hydrate(width, true);
      expect(recoverableErrors).toEqual([]);
      expect(errors.calls).toEqual([]);
      // Wide: hydrated, then rendered with the new theme. Narrow: the server
      // markup, untouched until the layout drops it.
      expect(container.querySelector('.sidebar')?.textContent).toBe(
        width === 1280 ? 'sidebar dark' : 'sidebar light',
      );
    },
  );

  it('renders the part once a narrow screen widens while the layout keeps it', async () => {
    const {container} = await hydrate(390);
    expect(renders).toBe(0);
    screenWidth = 1280;
    await act(async () => listeners.forEach((listener) => listener()));
    expect(renders).toBe(1);
    expect(container.querySelector('.sidebar')?.textContent).toBe(
      'sidebar light',
    );
    expect(errors.calls).toEqual([]);
  });
});
