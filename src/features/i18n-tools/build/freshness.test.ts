import {
  fillPlaceholders,
  noticeFor,
  resolveLabels,
  showDate,
  splitAround,
  statusPageData,
} from './freshness';
import {LABELS} from '../data/labels';
import type {TranslationReport} from './statusReport';

const MARCH_14 = Date.UTC(2026, 2, 14, 10, 0, 0);

describe('resolveLabels', () => {
  it('takes translated messages and falls back to English for missing or empty ones', () => {
    const labels = resolveLabels({
      'translation.notice.staleTitle': {message: '此页译文已过时'},
      'translation.notice.missingTitle': {message: '  '},
    });
    expect(labels['translation.notice.staleTitle']).toBe('此页译文已过时');
    expect(labels['translation.notice.missingTitle']).toBe(
      'This page is not translated yet',
    );
    expect(Object.keys(labels).sort()).toEqual(Object.keys(LABELS).sort());
  });
});

describe('fillPlaceholders / splitAround', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fillPlaceholders('{a} of {b} ({c})', {a: 1, b: 'two'})).toBe(
      '1 of two ({c})',
    );
  });
  it('splits around the placeholder, or puts the value last without one', () => {
    expect(splitAround('英文原文已于 {date} 更新。', 'date')).toEqual({
      before: '英文原文已于 ',
      after: ' 更新。',
    });
    expect(splitAround('Updated', 'date')).toEqual({
      before: 'Updated ',
      after: '',
    });
  });
});

describe('showDate', () => {
  it("formats like Docusaurus's Last updated line, in UTC", () => {
    expect(showDate(MARCH_14, 'zh')).toEqual({
      iso: '2026-03-14T10:00:00.000Z',
      text: '2026年3月14日',
    });
    expect(showDate(MARCH_14, 'en').text).toBe('Mar 14, 2026');
    expect(showDate(Date.UTC(2026, 2, 14, 23, 30), 'zh').text).toBe(
      '2026年3月14日',
    );
  });
});

describe('noticeFor', () => {
  const labels = resolveLabels();
  const date = showDate(MARCH_14, 'en');
  const edit =
    'https://github.com/web-infra-dev/rslib/edit/main/website/docs/zh/guide/basic/cli.mdx';

  it('is undefined for an up-to-date page', () => {
    expect(
      noticeFor('up-to-date', labels, date, '/guide/basic/cli', edit),
    ).toBeUndefined();
  });

  it('says since when a stale page’s English page changed, with both links', () => {
    expect(noticeFor('stale', labels, date, '/guide/basic/cli', edit)).toEqual({
      status: 'stale',
      title: 'This translation is out of date',
      text: {
        before: 'The English page was updated on ',
        after: ', after this translation was made.',
      },
      date,
      englishUrl: '/guide/basic/cli',
      englishLabel: 'Read the English page',
      editUrl: edit,
      editLabel: 'Update the translation',
    });
  });

  it('tells a missing page apart, and has no edit link without an edit URL', () => {
    const notice = noticeFor(
      'missing',
      labels,
      date,
      '/guide/basic/cli',
      undefined,
    );
    expect(notice?.title).toBe('This page is not translated yet');
    expect(notice?.editLabel).toBe('Translate this page');
    expect(notice).not.toHaveProperty('editUrl');
  });
});

describe('statusPageData', () => {
  const report: TranslationReport = {
    docs: [
      {file: 'a.mdx', status: 'up-to-date'},
      {file: 'b.mdx', status: 'stale'},
      {file: 'c.mdx', status: 'missing'},
    ],
    labels: [{file: 'code.json', total: 3, untranslated: ['x.y']}],
    terms: [
      {file: 'i18n/zh/code.json', line: 4, found: '输出格式', use: '产物格式'},
    ],
  };
  const builtAt = showDate(MARCH_14, 'en');
  const data = statusPageData(
    report,
    resolveLabels(),
    new Map([['b.mdx', {href: '/b', englishUpdated: builtAt}]]),
    builtAt,
  );

  it('fills the counts and the build date into the texts', () => {
    expect(data.labels['translation.statusPage.docsSummary']).toBe(
      '3 pages: 1 up to date, 1 stale, 1 missing.',
    );
    expect(data.labels['translation.statusPage.termsSummary']).toBe(
      '1 uses of a variant the term list says to avoid.',
    );
    expect(data.labels['translation.statusPage.intro']).toContain(
      'built on Mar 14, 2026.',
    );
  });

  it('ships no notice texts with the page', () => {
    expect(
      Object.keys(data.labels).filter((id) =>
        id.startsWith('translation.notice.'),
      ),
    ).toEqual([]);
  });

  it('joins each doc with its links and dates', () => {
    expect(data.docs).toEqual([
      {file: 'a.mdx', status: 'up-to-date'},
      {file: 'b.mdx', status: 'stale', href: '/b', englishUpdated: builtAt},
      {file: 'c.mdx', status: 'missing'},
    ]);
    expect(data.labelFiles).toEqual([
      {file: 'code.json', total: 3, untranslated: ['x.y']},
    ]);
  });
});
