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
