import {sourceHostOf} from './sourceHost';

describe('sourceHostOf', () => {
  it.each([
    [
      'https://github.com/web-infra-dev/rslib/blob/main/packages/core/src/config.ts',
      'github',
    ],
    ['https://gitlab.com/group/project/-/blob/main/src/index.ts', 'gitlab'],
    ['https://gitlab.example.org/a/b', 'gitlab'],
    ['not a url', 'github'],
  ] as const)('%s → %s', (href, host) => {
    expect(sourceHostOf(href)).toBe(host);
  });
});
