import {pageOf, scoreSearchQuality, type QualityAnswer} from './searchQuality';

const answer = (
  query: string,
  page: string,
  pages: string[],
  firstAnswerPage?: string,
): QualityAnswer => ({locale: 'en', query, page, pages, firstAnswerPage});

describe('pageOf', () => {
  it.each([
    ['/zh/config/lib/bundle#bundle-mode', '/zh/config/lib/bundle'],
    ['/config/?x=1#y', '/config/'],
    ['/guide/advanced/rstest', '/guide/advanced/rstest'],
  ])('%s → %s', (link, page) => {
    expect(pageOf(link)).toBe(page);
  });
});

describe('scoreSearchQuality', () => {
  it('counts hit@1 and hit@3, lists misses with their rank and the first-answer disagreements', () => {
    expect(
      scoreSearchQuality([
        answer('a', '/a', ['/a', '/b'], '/a'),
        answer('b', '/b', ['/x', '/y', '/b']),
        answer('c', '/c', ['/x', '/y', '/z', '/c'], '/y'),
        answer('d', '/d', []),
      ]),
    ).toEqual({
      total: 4,
      hitAt1: 1,
      hitAt3: 2,
      misses: [
        {
          locale: 'en',
          query: 'b',
          page: '/b',
          rank: 3,
          got: ['/x', '/y', '/b'],
        },
        {
          locale: 'en',
          query: 'c',
          page: '/c',
          rank: 4,
          got: ['/x', '/y', '/z'],
        },
        {locale: 'en', query: 'd', page: '/d', rank: 0, got: []},
      ],
      disagreements: ['c: first answer /y, full answer /x'],
      // a and c showed a titles-only first answer.
      firstAnswersSeen: 2,
    });
  });
});
