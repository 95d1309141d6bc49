import {withOtherLocales} from './sitemap';

describe('withOtherLocales', () => {
  const items = [
    {url: 'https://rslib.rs/'},
    {url: 'https://rslib.rs/guide/start/'},
    {url: 'https://rslib.rs/config/lib/dts'},
  ];
  it('adds each page under the other locale prefixes in the default locale build', () => {
    expect(
      withOtherLocales(items, 'https://rslib.rs', '/', ['zh']).map(
        (i) => i.url,
      ),
    ).toEqual([
      'https://rslib.rs/',
      'https://rslib.rs/guide/start/',
      'https://rslib.rs/config/lib/dts',
      'https://rslib.rs/zh/',
      'https://rslib.rs/zh/guide/start/',
      'https://rslib.rs/zh/config/lib/dts',
    ]);
  });
  it('leaves a non-default locale build alone', () => {
    expect(withOtherLocales(items, 'https://rslib.rs', '/zh/', ['zh'])).toEqual(
      items,
    );
  });
});
