import React from 'react';
import {act, fireEvent, screen, waitFor} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import PageActions from './';

const MARKDOWN = '# Quick Start\n\nBuild a library.\n';

beforeEach(() => {
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    text: () => Promise.resolve(MARKDOWN),
  }) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', {
    value: {writeText},
    configurable: true,
  });
}

it("copies the page's Markdown copy and shows Copied for 2000 ms", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  mockClipboard(writeText);
  renderWithContext(<PageActions permalink="/guide/start/quick-start" />);
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
  await waitFor(() =>
    expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument(),
  );
  expect(global.fetch).toHaveBeenCalledWith('/guide/start/quick-start.md');
  expect(writeText).toHaveBeenCalledWith(MARKDOWN);
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', {name: 'Copy page'})).toBeInTheDocument();
});

it('shows Copy failed when the Markdown cannot be fetched', async () => {
  mockClipboard(jest.fn());
  global.fetch = jest
    .fn()
    .mockResolvedValue({ok: false, status: 404}) as unknown as typeof fetch;
  renderWithContext(<PageActions permalink="/guide/start/quick-start" />);
  fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
  await waitFor(() =>
    expect(
      screen.getByRole('button', {name: 'Copy failed'}),
    ).toBeInTheDocument(),
  );
});

it('opens the menu from the keyboard on its first item; Escape returns focus', async () => {
  renderWithContext(<PageActions permalink="/zh/guide/start/quick-start" />, {
    locale: 'zh',
  });
  const more = screen.getByRole('button', {name: 'More page actions'});
  expect(more).toHaveAttribute('aria-haspopup', 'menu');
  expect(more).toHaveAttribute('aria-expanded', 'false');
  more.focus();
  fireEvent.keyDown(more, {key: 'ArrowDown'});
  const menu = await screen.findByRole('menu');
  expect(more).toHaveAttribute('aria-expanded', 'true');
  const items = screen.getAllByRole('menuitem');
  expect(items).toHaveLength(4);
  await waitFor(() => expect(items[0]).toHaveFocus());
  expect(items[0]).toHaveAttribute('href', '/zh/guide/start/quick-start.md');
  fireEvent.keyDown(menu, {key: 'ArrowUp'});
  expect(items[3]).toHaveFocus();
  fireEvent.keyDown(menu, {key: 'Escape'});
  expect(screen.queryByRole('menu')).toBeNull();
  expect(more).toHaveFocus();
});
