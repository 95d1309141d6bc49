import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import WideScreenOnly from './WideScreenOnly';

/** Makes `matchMedia` answer as a screen `width` px wide would. */
function screen(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]),
    }),
  });
}

let renders = 0;
function Sidebar(): React.ReactNode {
  renders += 1;
  return <nav className="sidebar">sidebar</nav>;
}

function Page({show}: {readonly show: boolean}): React.ReactNode {
  return (
    <main>
      {show && (
        <WideScreenOnly minWidth={1025}>
          <Sidebar />
        </WideScreenOnly>
      )}
    </main>
  );
}

/** Server markup rendered as the build does, then hydrated in this window. */
async function hydrate(width: number) {
  screen(1280); // the server renders every part
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page show />);
  document.body.appendChild(container);
  renders = 0;
  screen(width);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Page show />);
  });
  return {container, root};
}

// Tells React that updates are wrapped in act() here.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT =
  true;

describe('WideScreenOnly', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => {
    document.body.innerHTML = '';
    errors.mockClear();
  });

  it('renders its children on the server', () => {
    screen(1280);
    expect(renderToString(<Page show />)).toContain('sidebar');
  });

  it('hydrates its children on a wide screen', async () => {
    const {container} = await hydrate(1280);
    expect(renders).toBe(1);
    expect(container.querySelector('.sidebar')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves the server markup unhydrated on a narrow screen, and drops it without an error', async () => {
    const {container, root} = await hydrate(390);
    expect(renders).toBe(0);
    expect(container.querySelector('.sidebar')?.textContent).toBe('sidebar');
    // A re-render before the layout drops the part is no update to the boundary.
    await act(async () => root.render(<Page show />));
    expect(container.querySelector('.sidebar')?.textContent).toBe('sidebar');
    await act(async () => root.render(<Page show={false} />));
    expect(container.querySelector('.sidebar')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
