import React, {useState} from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import {
  filterOverviewGroups,
  type OverviewGroup,
} from '@site/src/features/overview/common/overview';
import OverviewView from './OverviewView';

const groups: OverviewGroup[] = [
  {
    name: 'lib',
    items: [
      {
        text: 'lib.autoExtension',
        link: '/config/lib/auto-extension',
        headers: [],
      },
      {
        text: 'lib.dts',
        link: '/config/lib/dts',
        headers: [{text: 'lib.dts.bundle', id: 'lib-dts-bundle', depth: 2}],
      },
    ],
  },
];

function Harness() {
  const [query, setQuery] = useState('');
  return (
    <OverviewView
      groups={filterOverviewGroups(groups, query)}
      query={query}
      onQueryChange={setQuery}
    />
  );
}

describe('OverviewView', () => {
  it('labels the filter and links pages and headings', () => {
    renderWithContext(<Harness />);
    const input = screen.getByLabelText('Filter');
    expect(input).toHaveAttribute('placeholder', 'Enter keyword');
    expect(screen.getByRole('link', {name: 'lib.dts.bundle'})).toHaveAttribute(
      'href',
      '/config/lib/dts#lib-dts-bundle',
    );
  });

  it('filters as the reader types and reports no match with the query', () => {
    renderWithContext(<Harness />);
    const input = screen.getByLabelText('Filter');
    fireEvent.change(input, {target: {value: 'auto-ext'}});
    expect(
      screen.getByRole('link', {name: 'lib.autoExtension'}),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'lib.dts'})).toBeNull();
    fireEvent.change(input, {target: {value: 'zzzz'}});
    expect(screen.getByRole('status')).toHaveTextContent(
      'No matching API found: zzzz',
    );
  });

  it('shows hostile queries as text', () => {
    renderWithContext(<Harness />);
    fireEvent.change(screen.getByLabelText('Filter'), {
      target: {value: '<img src=x onerror=alert(1)>'},
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'No matching API found: <img src=x onerror=alert(1)>',
    );
    expect(document.querySelector('.rslib-overview img')).toBeNull();
  });

  it('uses the Chinese labels', () => {
    useCodeTranslations('zh');
    renderWithContext(<Harness />, {locale: 'zh', pathname: '/zh/config/'});
    expect(screen.getByLabelText('筛选')).toHaveAttribute(
      'placeholder',
      '输入关键词',
    );
  });
});
