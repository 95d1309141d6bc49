import {readFileSync} from 'node:fs';
import {LAZY_CSS} from './vendorChunks';

describe('LAZY_CSS (CSS kept out of the site-wide stylesheet)', () => {
  it.each([
    ['/site/src/features/search/client/SearchModal/styles.module.css', true],
    [
      'C:\\site\\src\\features\\search\\client\\SearchModal\\styles.module.css',
      true,
    ],
    // The navbar's search button is on every page: its CSS must be in the shared stylesheet.
    [
      '/site/src/features/search/client/SearchModal/SearchButton.module.css',
      false,
    ],
    ['/site/src/features/home/client/Hero/styles.module.css', false],
    ['/site/node_modules/infima/dist/css/default/default.css', false],
  ])('%s → %s', (file, lazy) => {
    expect(LAZY_CSS.test(file)).toBe(lazy);
  });
});

// Contract with @docusaurus/core: the client build puts every stylesheet into
// one `styles` chunk through a split-chunks cache group of that name, which
// `vendorChunks` narrows. If Docusaurus renamed or dropped the group, the
// search modal's CSS would silently land in every page's stylesheet again (or
// our override would create a group of its own).
describe('contract: Docusaurus bundles CSS through a `styles` cache group', () => {
  it('defines cacheGroups.styles in its client webpack base config', () => {
    const base = readFileSync(
      require.resolve('@docusaurus/core/lib/webpack/base.js'),
      'utf8',
    );
    expect(base).toMatch(/cacheGroups:\s*\{[\s\S]*?styles:\s*\{/);
    expect(base).toMatch(/name:\s*['"]styles['"]/);
  });
});
