import {isBlogUrl} from './indexSplit';

// The split and the blog labels run on a real index in
// `searchIndexFormat.contract.test.ts`; this is the pure rule.

describe('isBlogUrl', () => {
  it.each([
    ['/zh/blog', true],
    ['/zh/blog/rslib-1-0', true],
    ['/zh/blogroll', false],
    ['/zh/guide/start/quick-start', false],
  ])('%s → %s', (url, expected) => {
    expect(isBlogUrl(url, '/zh/blog/')).toBe(expected);
  });
});
