import path from 'node:path';
import type {ClientModule, LoadContext} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import nprogress from 'nprogress';
import './progressBar';

jest.mock('nprogress', () => ({
  __esModule: true,
  default: {configure: jest.fn(), start: jest.fn(), done: jest.fn()},
}));

describe('progress bar client module', () => {
  it("sets minimum 0.08, speed 200 ms, trickle rate 0.02 and trickle speed 800 ms on Docusaurus's nprogress", () => {
    expect(nprogress.configure).toHaveBeenCalledWith({
      minimum: 0.08,
      speed: 200,
      trickle: true,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });
});

// Contract with @docusaurus/theme-classic: the theme drives the progress bar
// through its own client module and the `nprogress` singleton; this module
// only configures that singleton. If the theme stopped using nprogress, or
// got its own copy, these settings would silently stop applying.
describe('contract: theme-classic drives the nprogress instance we configure', () => {
  const themeDir = path.dirname(
    require.resolve('@docusaurus/theme-classic/package.json'),
  );

  it('resolves nprogress to the same module as this site', () => {
    expect(require.resolve('nprogress', {paths: [themeDir]})).toBe(
      require.resolve('nprogress'),
    );
  });

  it('registers its nprogress client module, which starts and ends the bar', () => {
    const plugin = themeClassic(
      {
        i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
        siteStorage: {type: 'localStorage', namespace: ''},
        siteConfig: {
          themeConfig: {colorMode: {}, prism: {additionalLanguages: []}},
        },
      } as unknown as LoadContext,
      {customCss: []},
    );
    expect(plugin.getClientModules!()).toContain('./nprogress');

    // The client module, run against the mocked `nprogress` (which it shares
    // with this site's module only if it imports that very package).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's client module, by path
    const {default: clientModule} = require(
      path.join(themeDir, 'lib/nprogress.js'),
    ) as {default: Required<ClientModule>};
    jest.useFakeTimers();
    try {
      clientModule.onRouteUpdate({
        location: {pathname: '/b'},
        previousLocation: {pathname: '/a'},
      } as never);
      jest.runAllTimers();
      expect(nprogress.start).toHaveBeenCalledTimes(1);
      clientModule.onRouteDidUpdate({} as never);
      expect(nprogress.done).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
