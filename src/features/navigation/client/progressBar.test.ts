import {readFileSync} from 'node:fs';
import path from 'node:path';
import nprogress from 'nprogress';
import './progressBar';

jest.mock('nprogress', () => ({
  __esModule: true,
  default: {configure: jest.fn()},
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
    const index = readFileSync(path.join(themeDir, 'lib/index.js'), 'utf8');
    expect(index).toMatch(/['"]\.\/nprogress['"]/);
    const clientModule = readFileSync(
      path.join(themeDir, 'lib/nprogress.js'),
      'utf8',
    );
    expect(clientModule).toMatch(/from ['"]nprogress['"]/);
    expect(clientModule).toMatch(/nprogress\.start\(\)/);
    expect(clientModule).toMatch(/nprogress\.done\(\)/);
  });
});
