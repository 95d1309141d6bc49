import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import StatusReport from '.';
import {
  docKey,
  resolveLabels,
  showDate,
  statusPageData,
} from '../../build/freshness';

const march = showDate(Date.UTC(2026, 2, 14), 'en');
const versions = [
  {name: 'current', label: '1.x'},
  {name: '0.x', label: '0.x'},
];
const data = statusPageData(
  {
    versions,
    docs: [
      {version: 'current', file: 'guide/a.mdx', status: 'up-to-date'},
      {version: 'current', file: 'guide/b.mdx', status: 'stale'},
      {version: 'current', file: 'guide/c.mdx', status: 'missing'},
      {version: '0.x', file: 'guide/b.mdx', status: 'stale'},
    ],
    labels: [
      {file: 'code.json', total: 171, untranslated: []},
      {
        file: 'docusaurus-theme-classic/navbar.json',
        total: 6,
        untranslated: ['item.label.Guide'],
      },
    ],
    terms: [],
  },
  resolveLabels(),
  new Map([
    [
      docKey('current', 'guide/a.mdx'),
      {href: '/guide/a', englishUpdated: march, translationUpdated: march},
    ],
    [
      docKey('current', 'guide/b.mdx'),
      {href: '/guide/b', englishUpdated: march, translationUpdated: march},
    ],
    [
      docKey('current', 'guide/c.mdx'),
      {href: '/guide/c', englishUpdated: march},
    ],
    [
      docKey('0.x', 'guide/b.mdx'),
      {href: '/0.x/guide/b', englishUpdated: march},
    ],
  ]),
  march,
);

describe('StatusReport', () => {
  beforeEach(() => {
    renderWithContext(<StatusReport data={data} />, {
      pathname: '/translation-status',
    });
  });

  it('has a section per docs version, current first, each headed by its version', () => {
    expect(
      screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent),
    ).toEqual(['1.x (current)', '0.x']);
    const sections = screen.getAllByRole('region');
    expect(
      sections.map((section) => section.getAttribute('aria-labelledby')),
    ).toEqual(['pages-current', 'pages-0.x']);
  });

  it('lists every doc of the current version, those needing work first, with status and both dates', () => {
    const section = screen.getByRole('region', {name: '1.x (current)'});
    const table = within(section).getByRole('table', {
      name: '3 pages: 1 up to date, 1 stale, 1 missing.',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        [
          within(row).getByRole('rowheader'),
          ...within(row).getAllByRole('cell'),
        ].map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['guide/c.mdx', 'Missing', 'Mar 14, 2026', 'none'],
      ['guide/b.mdx', 'Stale', 'Mar 14, 2026', 'Mar 14, 2026'],
      ['guide/a.mdx', 'Up to date', 'Mar 14, 2026', 'Mar 14, 2026'],
    ]);
    expect(
      within(rows[0]).getByRole('link', {name: 'guide/c.mdx'}),
    ).toHaveAttribute('href', '/guide/c');
    // Work to do stands out; up to date is plain text.
    expect(within(rows[0]).getByText('Missing').tagName).toBe('STRONG');
    expect(within(rows[1]).getByText('Stale').tagName).toBe('STRONG');
    expect(within(rows[2]).getByText('Up to date').tagName).toBe('TD');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Status', 'English updated', 'Chinese updated']);
  });

  it('lists the 0.x docs in their own table, linking the 0.x pages', () => {
    const section = screen.getByRole('region', {name: '0.x'});
    const table = within(section).getByRole('table', {
      name: '1 pages: 0 up to date, 1 stale, 0 missing.',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'guide/b.mdxStaleMar 14, 2026none',
    ]);
    expect(
      within(rows[0]).getByRole('link', {name: 'guide/b.mdx'}),
    ).toHaveAttribute('href', '/0.x/guide/b');
  });

  it('shows each label file’s coverage and untranslated ids', () => {
    const table = screen.getByRole('table', {
      name: 'Ids that write-translations --locale zh lists but that are missing, empty or still in English.',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'code.json171 / 171none',
      'docusaurus-theme-classic/navbar.json5 / 6item.label.Guide',
    ]);
  });

  it('says when the term list has no hits, without an empty table', () => {
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(
      screen.getByText('0 uses of a variant the term list says to avoid.'),
    ).toBeInTheDocument();
  });
});

describe('StatusReport with term list hits', () => {
  it('lists each hit with its file and line, the variant found and the term to use', () => {
    const withTerms = statusPageData(
      {
        versions,
        docs: [],
        labels: [],
        terms: [
          {
            file: 'i18n/zh/code.json',
            line: 12,
            found: '输出格式',
            use: '产物格式',
          },
        ],
      },
      resolveLabels(),
      new Map(),
      march,
    );
    renderWithContext(<StatusReport data={withTerms} />);
    const table = screen.getByRole('table', {
      name: '1 uses of a variant the term list says to avoid.',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'WhereFoundUse instead',
      'i18n/zh/code.json:12输出格式产物格式',
    ]);
  });
});
