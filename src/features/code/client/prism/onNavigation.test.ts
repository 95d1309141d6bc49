import {loadPrism} from '@rslib/prism-loader';
import onNavigation from './onNavigation';

jest.mock('@rslib/prism-loader', () => ({
  loadPrism: jest.fn(() => Promise.resolve({})),
}));

const at = (pathname: string, hash = '') =>
  ({pathname, hash, search: '', state: undefined}) as never;

describe('Prism on navigation', () => {
  beforeEach(() => jest.mocked(loadPrism).mockClear());

  it('starts loading Prism when a client-side navigation to another page starts', () => {
    onNavigation.onRouteUpdate?.({
      location: at('/guide/basic/cli'),
      previousLocation: at('/guide/start/quick-start'),
    });
    expect(loadPrism).toHaveBeenCalledTimes(1);
  });

  it('does nothing on the first render or an in-page hash change', () => {
    onNavigation.onRouteUpdate?.({
      location: at('/guide/basic/cli'),
      previousLocation: null,
    });
    onNavigation.onRouteUpdate?.({
      location: at('/guide/basic/cli', '#build'),
      previousLocation: at('/guide/basic/cli'),
    });
    expect(loadPrism).not.toHaveBeenCalled();
  });

  it('swallows a failed load (the first code block that needs Prism retries)', async () => {
    jest
      .mocked(loadPrism)
      .mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() =>
      onNavigation.onRouteUpdate?.({
        location: at('/a'),
        previousLocation: at('/b'),
      }),
    ).not.toThrow();
    await Promise.resolve();
  });
});
