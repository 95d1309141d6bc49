import {
  docKey,
  englishPageUrl,
  fillPlaceholders,
  noticeFor,
  resolveLabels,
  showDate,
  splitAround,
  statusPageData,
  translationNotices,
  versionHeading,
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

describe('versionHeading', () => {
  it('marks the current version and shows older ones by their label, in the page’s language', () => {
    const current = {name: 'current', label: '1.x'};
    const old = {name: '0.x', label: '0.x'};
    expect(versionHeading(current, resolveLabels())).toBe('1.x (current)');
    expect(versionHeading(old, resolveLabels())).toBe('0.x');
    expect(
      versionHeading(
        current,
        resolveLabels({
          'translation.statusPage.currentVersion': {
            message: '{version}（当前版本）',
          },
        }),
      ),
    ).toBe('1.x（当前版本）');
  });
});

describe('translationNotices', () => {
  const labels = resolveLabels();
  const date = showDate(MARCH_14, 'zh');
  const urls = {baseUrl: '/zh/', defaultBaseUrl: '/'};
  const zh0 =
    '@site/i18n/zh/docusaurus-plugin-content-docs/version-0.x/guide/basic/cli.mdx';
  const zhCurrent =
    '@site/i18n/zh/docusaurus-plugin-content-docs/current/guide/basic/cli.mdx';
  const pages = new Map([
    [
      docKey('current', 'guide/basic/cli.mdx'),
      {source: zhCurrent, permalink: '/zh/guide/basic/cli', editUrl: null},
    ],
    [
      docKey('0.x', 'guide/basic/cli.mdx'),
      {
        source: zh0,
        permalink: '/zh/0.x/guide/basic/cli',
        editUrl:
          'https://github.com/rslib/edit/main/i18n/zh/docusaurus-plugin-content-docs/version-0.x/guide/basic/cli.mdx',
      },
    ],
  ]);
  const facts = new Map([
    [docKey('current', 'guide/basic/cli.mdx'), {englishUpdated: date}],
    [docKey('0.x', 'guide/basic/cli.mdx'), {englishUpdated: date}],
  ]);

  it('maps a translated permalink to the English one of the same version', () => {
    expect(englishPageUrl('/zh/0.x/guide/basic/cli', '/zh/', '/')).toBe(
      '/0.x/guide/basic/cli',
    );
    expect(englishPageUrl('/zh/guide/basic/cli', '/zh/', '/')).toBe(
      '/guide/basic/cli',
    );
  });

  it('gives a stale 0.x page a notice linking the English 0.x page, and leaves the up-to-date current page alone', () => {
    const {notices, routes} = translationNotices(
      {
        docs: [
          {
            version: 'current',
            file: 'guide/basic/cli.mdx',
            status: 'up-to-date',
          },
          {version: '0.x', file: 'guide/basic/cli.mdx', status: 'stale'},
        ],
      },
      pages,
      facts,
      labels,
      urls,
    );
    expect(Object.keys(notices)).toEqual([zh0]);
    expect(notices[zh0]).toMatchObject({
      status: 'stale',
      englishUrl: '/0.x/guide/basic/cli',
      editUrl:
        'https://github.com/rslib/edit/main/i18n/zh/docusaurus-plugin-content-docs/version-0.x/guide/basic/cli.mdx',
      date,
    });
    expect(routes).toEqual(['/zh/0.x/guide/basic/cli']);
  });

  it('links a missing current page to the current English page, and skips rows without a loaded page', () => {
    const {notices, routes} = translationNotices(
      {
        docs: [
          {version: 'current', file: 'guide/basic/cli.mdx', status: 'missing'},
          {version: '0.x', file: 'guide/draft.mdx', status: 'missing'},
        ],
      },
      pages,
      facts,
      labels,
      urls,
    );
    expect(notices[zhCurrent]?.englishUrl).toBe('/guide/basic/cli');
    expect(notices[zhCurrent]).not.toHaveProperty('editUrl');
    expect(routes).toEqual(['/zh/guide/basic/cli']);
  });
});

describe('statusPageData', () => {
  const report: TranslationReport = {
    versions: [
      {name: 'current', label: '1.x'},
      {name: '0.x', label: '0.x'},
    ],
    docs: [
      {version: 'current', file: 'a.mdx', status: 'up-to-date'},
      {version: 'current', file: 'b.mdx', status: 'stale'},
      {version: 'current', file: 'c.mdx', status: 'missing'},
      {version: '0.x', file: 'b.mdx', status: 'up-to-date'},
      {version: '0.x', file: 'd.mdx', status: 'stale'},
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
    new Map([
      [docKey('current', 'b.mdx'), {href: '/b', englishUpdated: builtAt}],
      [docKey('0.x', 'b.mdx'), {href: '/0.x/b'}],
    ]),
    builtAt,
  );

  it('fills the build date and the term count into the texts', () => {
    expect(data.labels['translation.statusPage.termsSummary']).toBe(
      '1 uses of a variant the term list says to avoid.',
    );
    expect(data.labels['translation.statusPage.intro']).toContain(
      'built on Mar 14, 2026.',
    );
  });

  it('ships no notice texts and no unfilled templates with the page', () => {
    expect(
      Object.keys(data.labels).filter(
        (id) =>
          id.startsWith('translation.notice.') ||
          id === 'translation.statusPage.docsSummary' ||
          id === 'translation.statusPage.currentVersion',
      ),
    ).toEqual([]);
  });

  it('has a section per version, current first, each with its own counts, docs, links and dates', () => {
    expect(data.versions).toEqual([
      {
        name: 'current',
        heading: '1.x (current)',
        summary: '3 pages: 1 up to date, 1 stale, 1 missing.',
        docs: [
          {file: 'a.mdx', status: 'up-to-date'},
          {file: 'b.mdx', status: 'stale', href: '/b', englishUpdated: builtAt},
          {file: 'c.mdx', status: 'missing'},
        ],
      },
      {
        name: '0.x',
        heading: '0.x',
        summary: '2 pages: 1 up to date, 1 stale, 0 missing.',
        docs: [
          {file: 'b.mdx', status: 'up-to-date', href: '/0.x/b'},
          {file: 'd.mdx', status: 'stale'},
        ],
      },
    ]);
    expect(data.labelFiles).toEqual([
      {file: 'code.json', total: 3, untranslated: ['x.y']},
    ]);
  });
});
