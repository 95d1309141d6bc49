import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import Announcement from './';

const KEY = 'rslib-test-announcement';

function renderBar(
  props: Partial<React.ComponentProps<typeof Announcement>> = {},
  locale: 'en' | 'zh' = 'en',
) {
  return renderWithContext(
    <Announcement
      href="/guide/start/quick-start"
      message="Hello <b>world</b>"
      storageKey={KEY}
      closeLabel="Close announcement"
      {...props}
    />,
    {locale},
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('Announcement bar (dismissible, remembered once closed)', () => {
  it('starts visible with the message link and a close icon; the message is text', () => {
    renderBar();
    const link = screen.getByRole('link', {name: 'Hello <b>world</b>'});
    expect(link).toHaveAttribute('href', '/guide/start/quick-start');
    expect(link.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('button', {name: 'Close announcement'}),
    ).toBeInTheDocument();
  });

  it('links within the current locale', () => {
    renderBar({}, 'zh');
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/zh/guide/start/quick-start',
    );
  });

  it('hides for good once closed, under the caller-supplied key', () => {
    const {unmount} = renderBar();
    fireEvent.click(screen.getByRole('button', {name: 'Close announcement'}));
    expect(screen.queryByRole('link')).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBe('true');
    unmount();
    renderBar();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('another key is not affected', () => {
    window.localStorage.setItem('other-key', 'true');
    renderBar();
    expect(screen.getByRole('link')).toBeInTheDocument();
  });

  it('renders nothing when switched off', () => {
    const {container} = renderBar({display: false});
    expect(container).toBeEmptyDOMElement();
  });

  it('still closes, without throwing, when localStorage is blocked', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderBar();
    expect(screen.getByRole('link')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Close announcement'}));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
