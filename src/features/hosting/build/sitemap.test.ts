import {sitemapWithOtherLocales, withOtherLocales} from './sitemap';

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

describe('sitemapWithOtherLocales', () => {
  const items = [{url: 'https://rslib.rs/guide/start/', priority: 0.5}];
  const create = (baseUrl: string) => {
    const defaultCreateSitemapItems = jest.fn(async () => items);
    const siteConfig = {url: 'https://rslib.rs', baseUrl};
    return {
      defaultCreateSitemapItems,
      result: sitemapWithOtherLocales(['zh'])({
        defaultCreateSitemapItems,
        siteConfig,
        routes: [],
      }),
      siteConfig,
    };
  };

  it("adds the other locales' pages to Docusaurus's items in the default locale build", async () => {
    const {defaultCreateSitemapItems, result, siteConfig} = create('/');
    await expect(result).resolves.toEqual([
      {url: 'https://rslib.rs/guide/start/', priority: 0.5},
      {url: 'https://rslib.rs/zh/guide/start/', priority: 0.5},
    ]);
    expect(defaultCreateSitemapItems).toHaveBeenCalledWith({
      siteConfig,
      routes: [],
    });
  });

  it("keeps a locale build's own items", async () => {
    await expect(create('/zh/').result).resolves.toEqual(items);
  });
});
