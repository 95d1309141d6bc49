import {Joi, normalizeThemeConfig} from '@docusaurus/utils-validation';
import {RSLIB_SEARCH_SCHEMA, validateSearchThemeConfig} from './themeConfig';

const validate = (themeConfig: object) =>
  normalizeThemeConfig(
    Joi.object({rslibSearch: RSLIB_SEARCH_SCHEMA}),
    themeConfig,
  ) as {
    rslibSearch: Record<string, unknown>;
  };

describe('themeConfig.rslibSearch', () => {
  it('defaults to local mode, 7 hits per page group and 100 overall', () => {
    expect(validate({}).rslibSearch).toEqual({
      mode: 'local',
      perGroup: 7,
      limit: 100,
    });
  });

  it('accepts remote mode with an apiUrl, indexes and a hooks module', () => {
    const rslibSearch = {
      mode: 'remote',
      perGroup: 5,
      limit: 50,
      remote: {
        apiUrl: 'https://search.example/api',
        searchIndexes: ['rslib', {value: 'rsbuild', label: 'Rsbuild'}],
        timeoutMs: 3000,
      },
      hooks: './src/searchHooks.ts',
    };
    expect(validate({rslibSearch}).rslibSearch).toEqual(rslibSearch);
  });

  it.each([
    [{mode: 'cloud'}, /"rslibSearch\.mode" must be one of \[local, remote\]/],
    [{perGroup: 0}, /"rslibSearch\.perGroup" must be a positive number/],
    [{limit: 2.5}, /"rslibSearch\.limit" must be an integer/],
    [{mode: 'remote'}, /"rslibSearch\.remote" is required/],
    [
      {mode: 'remote', remote: {apiUrl: 'ftp://x'}},
      /"rslibSearch\.remote\.apiUrl".*an http\(s\) URL or a path on this site/,
    ],
    [{remote: {apiUrl: '//evil.example/api'}}, /"rslibSearch\.remote\.apiUrl"/],
    [{hooks: ''}, /"rslibSearch\.hooks" is not allowed to be empty/],
  ])('stops the build on %j', (rslibSearch, message) => {
    expect(() => validate({rslibSearch})).toThrow(message);
  });
});

describe('validateSearchThemeConfig', () => {
  it('completes its own slice and keeps the rest of themeConfig', () => {
    expect(
      validateSearchThemeConfig({
        themeConfig: {navbar: {title: 'Rslib'}},
        validate: normalizeThemeConfig as never,
      }),
    ).toMatchObject({navbar: {title: 'Rslib'}, rslibSearch: {mode: 'local'}});
  });
});
