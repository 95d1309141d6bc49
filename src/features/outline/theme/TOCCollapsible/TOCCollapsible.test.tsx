import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import TOCCollapsible from '.';
import {OutlineTitleContext} from '@site/src/features/outline/client/outlineTitle';

jest.mock(
  '@docusaurus/useRouteContext',
  () => ({
    __esModule: true,
    default: () => ({plugin: {name: 'docs', id: 'default'}}),
  }),
  {
    virtual: true,
  },
);

const toc = [
  {id: 'bundle-mode', value: 'Bundle mode', level: 3},
  {id: 'bundleless-mode', value: 'Bundleless mode', level: 3},
];

beforeAll(() => {
  // Collapsible asks for reduced motion; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});

function renderDropdown() {
  render(
    <div>
      <p>Outside text</p>
      <OutlineTitleContext.Provider value="ON THIS PAGE">
        <TOCCollapsible toc={toc} />
      </OutlineTitleContext.Provider>
    </div>,
  );
  return screen.getByRole('button', {name: 'ON THIS PAGE'});
}

describe('TOCCollapsible (local outline dropdown)', () => {
  it('shows the outline title and starts closed', () => {
    const button = renderDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Bundle mode')).toBeNull();
  });

  it('opens and closes with its button', () => {
    const button = renderDropdown();
    act(() => fireEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bundle mode').closest('a')).toHaveAttribute(
      'href',
      '#bundle-mode',
    );
    act(() => fireEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, not on a click inside', () => {
    const button = renderDropdown();
    act(() => fireEvent.click(button));
    act(() => {
      fireEvent.pointerDown(screen.getByText('Bundleless mode'));
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.pointerDown(screen.getByText('Outside text'));
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to Docusaurus’s label without a title', () => {
    render(<TOCCollapsible toc={toc} />);
    expect(
      screen.getByRole('button', {name: 'On this page'}),
    ).toBeInTheDocument();
  });
});
