import {searchReportUrl} from './searchReport';

describe('searchReportUrl', () => {
  it('opens a new issue on the repository with the query, locale and page, every value encoded', () => {
    const url = new URL(
      searchReportUrl({
        repoUrl: 'https://github.com/web-infra-dev/rslib',
        query: ' <img src=x onerror=alert(1)> & 产物 ',
        locale: 'zh',
        pageUrl: 'https://rslib.rs/zh/guide/start/?a=1#b',
      }),
    );
    expect(url.origin + url.pathname).toBe(
      'https://github.com/web-infra-dev/rslib/issues/new',
    );
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
    expect(url.searchParams.get('title')).toBe(
      'Search found nothing for "<img src=x onerror=alert(1)> & 产物"',
    );
    expect(url.searchParams.get('body')).toBe(
      'The documentation search found nothing for this query.\n\n' +
        'Query: <img src=x onerror=alert(1)> & 产物\n' +
        'Locale: zh\n' +
        'Page: https://rslib.rs/zh/guide/start/?a=1#b\n\n' +
        'What I was looking for:\n',
    );
    // Nothing unencoded that could end a parameter early.
    expect(url.search).not.toMatch(/[ <>#]/);
  });
});
