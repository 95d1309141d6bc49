import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {
  renderWithContext as renderInContext,
  type RenderOptions,
} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import ThemeSwitch from './';

/** Rendered after hydration. */
function renderWithContext(ui: React.ReactElement, options?: RenderOptions) {
  return renderInContext(
    <BrowserContext.Provider value>{ui}</BrowserContext.Provider>,
    options,
  );
}

function mockMedia(matching: string[]): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({matches: matching.includes(query)}),
  });
}

function mockViewTransitions() {
  const animate = jest.fn();
  Object.defineProperty(document.documentElement, 'animate', {
    configurable: true,
    value: animate,
  });
  const start = jest.fn((update: () => void) => {
    update();
    return {
      ready: Promise.resolve(),
      finished: Promise.resolve(),
      skipTransition: jest.fn(),
    };
  });
  Object.defineProperty(document, 'startViewTransition', {
    configurable: true,
    value: start,
  });
  return {start, animate};
}

afterEach(() => {
  Reflect.deleteProperty(document, 'startViewTransition');
  mockMedia([]);
});

describe('ThemeSwitch (dark/light toggle)', () => {
  it.each([
    ['light', 'Switch to dark mode', 'dark'],
    ['dark', 'Switch to light mode', 'light'],
  ] as const)(
    'shown %s: labelled "%s", switches to %s',
    (colorMode, label, next) => {
      mockMedia([]);
      const onChange = jest.fn();
      renderWithContext(
        <ThemeSwitch
          colorMode={colorMode}
          onChange={onChange}
          animate={false}
        />,
      );
      const button = screen.getByRole('button', {name: label});
      expect(button).toHaveAttribute('title', label);
      fireEvent.click(button);
      expect(onChange).toHaveBeenCalledWith(next);
    },
  );

  it('is never disabled, also in the server render: a click before hydration must reach the early-input script', () => {
    const onChange = jest.fn();
    renderInContext(
      <ThemeSwitch colorMode="light" onChange={onChange} animate={false} />,
    );
    const button = screen.getByRole('button', {name: 'Switch to dark mode'});
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('is labelled in Chinese on Chinese pages', () => {
    useCodeTranslations('zh');
    renderWithContext(
      <ThemeSwitch colorMode="light" onChange={jest.fn()} animate={false} />,
      {locale: 'zh'},
    );
    expect(
      screen.getByRole('button', {name: '切换到深色模式'}),
    ).toBeInTheDocument();
  });

  it('plays a 400 ms circular reveal from the click point when supported, allowed and enabled', async () => {
    mockMedia([]);
    const {start, animate} = mockViewTransitions();
    const onChange = jest.fn();
    renderWithContext(
      <ThemeSwitch colorMode="light" onChange={onChange} animate />,
    );
    fireEvent.click(screen.getByRole('button'), {clientX: 100, clientY: 20});
    expect(start).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('dark');
    await Promise.resolve();
    await Promise.resolve();
    const radius = Math.ceil(
      Math.hypot(window.innerWidth - 100, window.innerHeight - 20),
    );
    expect(animate).toHaveBeenCalledWith(
      {
        clipPath: [
          'circle(0px at 100px 20px)',
          `circle(${radius}px at 100px 20px)`,
        ],
      },
      {
        duration: 400,
        easing: 'ease-in',
        pseudoElement: '::view-transition-new(root)',
      },
    );
  });

  it.each([
    ['reduced motion is requested', ['(prefers-reduced-motion: reduce)'], true],
    ['the option is off', [], false],
  ])('switches without animation when %s', (_why, media, animateOption) => {
    mockMedia(media);
    const {start} = mockViewTransitions();
    const onChange = jest.fn();
    renderWithContext(
      <ThemeSwitch
        colorMode="dark"
        onChange={onChange}
        animate={animateOption}
      />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(start).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith('light');
  });

  it('switches at once where View Transitions are not supported', () => {
    mockMedia([]);
    const onChange = jest.fn();
    renderWithContext(
      <ThemeSwitch colorMode="dark" onChange={onChange} animate />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledWith('light');
  });
});
