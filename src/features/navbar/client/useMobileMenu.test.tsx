import {act, fireEvent} from '@testing-library/react';
import {useHistory} from '@docusaurus/router';
import {renderHookWithContext} from '@site/test/helpers/renderWithContext';
import {useMobileMenu} from './useMobileMenu';

// theme-common's barrel imports `@docusaurus/useRouteContext`, which the shared jest
// mapper does not list; nothing here calls it.
jest.mock(
  '@docusaurus/useRouteContext',
  () => ({__esModule: true, default: () => ({})}),
  {virtual: true},
);

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    value: width,
  });
}

function setup(width = 700) {
  setWidth(width);
  return renderHookWithContext(
    () => ({menu: useMobileMenu(), history: useHistory()}),
    {pathname: '/guide/start/'},
  );
}

describe('useMobileMenu (full-screen menu below 768 px)', () => {
  it('toggles and locks the page scroll while open', () => {
    const {result} = setup();
    expect(result.current.menu.open).toBe(false);
    act(() => result.current.menu.toggle());
    expect(result.current.menu.open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    act(() => result.current.menu.toggle());
    expect(result.current.menu.open).toBe(false);
    expect(document.body.style.overflow).toBe('visible');
  });

  it('closes on route change', () => {
    const {result} = setup();
    act(() => result.current.menu.toggle());
    act(() => result.current.history.push('/config/'));
    expect(result.current.menu.open).toBe(false);
  });

  it('closes when the window grows to 768 px or more, not below', () => {
    const {result} = setup(700);
    act(() => result.current.menu.toggle());
    act(() => {
      setWidth(767);
      fireEvent(window, new Event('resize'));
    });
    expect(result.current.menu.open).toBe(true);
    act(() => {
      setWidth(768);
      fireEvent(window, new Event('resize'));
    });
    expect(result.current.menu.open).toBe(false);
  });

  it('stays open on a height-only resize at 800 px', () => {
    const {result} = setup(800);
    act(() => result.current.menu.toggle());
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(result.current.menu.open).toBe(true);
  });

  it('closes on Escape', () => {
    const {result} = setup();
    act(() => result.current.menu.toggle());
    act(() => {
      fireEvent.keyDown(window, {key: 'Escape'});
    });
    expect(result.current.menu.open).toBe(false);
  });
});
