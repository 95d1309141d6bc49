import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {
  INITIAL_MODAL_STATE,
  type ModalState,
} from '@site/src/features/search/client/modal';
import type {
  ResultTab,
  SearchHit,
} from '@site/src/features/search/client/types';
import SearchModalView, {type Props} from './SearchModalView';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  id: 'x',
  type: 'title',
  title: 'format',
  header: 'format',
  link: '/config/lib/format',
  query: 'format',
  highlights: [{start: 0, length: 6}],
  group: '/config/lib/format',
  ...over,
});

const currentTab: ResultTab = {
  key: 'current',
  label: 'This site',
  kind: 'current',
  groups: [
    {
      key: '/config/lib/format',
      label: 'format',
      breadcrumb: ['Config', 'lib'],
      hits: [
        hit({id: 't1'}),
        hit({
          id: 'h2',
          type: 'header',
          header: 'Output format',
          link: '/config/lib/format#esm',
          highlights: [{start: 7, length: 6}],
        }),
        hit({
          id: 'c3',
          type: 'content',
          header: 'Default value',
          statement: '…sets the output format…',
          link: '/config/lib/format#default',
          highlights: [{start: 17, length: 6}],
        }),
      ],
    },
    {
      key: '/guide/basic/output-format',
      label: 'Output format',
      breadcrumb: [],
      hits: [
        hit({
          id: 't4',
          title: 'Output format',
          header: 'Output format',
          link: '/guide/basic/output-format',
          group: '/guide/basic/output-format',
        }),
      ],
    },
  ],
};
const otherTab: ResultTab = {
  key: 'other:rsbuild',
  label: 'Rsbuild',
  kind: 'other',
  groups: [
    {
      key: 'r',
      label: 'Rsbuild format',
      breadcrumb: [],
      hits: [
        hit({
          id: 'r1',
          header: 'Rsbuild format',
          link: 'https://rsbuild.rs/format',
          group: 'r',
        }),
      ],
    },
  ],
};

const state = (over: Partial<ModalState>): ModalState => ({
  ...INITIAL_MODAL_STATE,
  open: true,
  ...over,
});

function renderView(props: Partial<Props>, locale: 'en' | 'zh' = 'en') {
  const handlers = {
    onQueryChange: jest.fn(),
    onClose: jest.fn(),
    onSelectTab: jest.fn(),
    onHover: jest.fn(),
    onHitClick: jest.fn(),
  };
  const result = renderWithContext(
    <SearchModalView
      state={state({})}
      view="idle"
      loading={false}
      {...handlers}
      {...props}
    />,
    {locale},
  );
  return {...result, ...handlers};
}

describe('SearchModalView', () => {
  it('is a labelled dialog whose input has the placeholder "Search Docs" and focus', () => {
    renderView({});
    const dialog = screen.getByRole('dialog', {name: 'Search the docs'});
    const input = within(dialog).getByRole('combobox', {name: 'Search'});
    expect(input).toHaveAttribute('placeholder', 'Search Docs');
    expect(input).toHaveFocus();
  });

  it('groups hits by page with typed rows and marked ranges', () => {
    renderView({
      state: state({
        query: 'format',
        resultQuery: 'format',
        tabs: [currentTab],
        highlighted: 1,
      }),
      view: 'results',
    });
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'format',
      'Output format',
    ]);
    expect(groups[0]).toHaveTextContent('Config › lib');
    const options = screen.getAllByRole('option');
    expect(
      options.map((option) => [
        option.getAttribute('href'),
        option.getAttribute('data-hit-type'),
      ]),
    ).toEqual([
      ['/config/lib/format', 'title'],
      ['/config/lib/format#esm', 'header'],
      ['/config/lib/format#default', 'content'],
      ['/guide/basic/output-format', 'title'],
    ]);
    expect(
      options.map(
        (option) => option.querySelector('.rslib-search-hit-type')?.textContent,
      ),
    ).toEqual(['Page', 'Heading', 'Content', 'Page']);
    expect(
      options.map((option) => option.getAttribute('aria-selected')),
    ).toEqual(['false', 'true', 'false', 'false']);
    expect(
      Array.from(options[1].querySelectorAll('mark')).map(
        (mark) => mark.textContent,
      ),
    ).toEqual(['format']);
    expect(
      options[2].querySelector('.rslib-search-statement'),
    ).toHaveTextContent('…sets the output format…');
    expect(options[2].querySelector('mark')).toHaveTextContent('format');
    expect(screen.getByRole('combobox')).toHaveAttribute(
      'aria-activedescendant',
      options[1].id,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('reports hover and click with the hit and its tab kind', () => {
    const {onHover, onHitClick} = renderView({
      state: state({
        query: 'format',
        resultQuery: 'format',
        tabs: [currentTab],
      }),
      view: 'results',
    });
    const options = screen.getAllByRole('option');
    fireEvent.mouseMove(options[3]);
    expect(onHover).toHaveBeenCalledWith(3);
    fireEvent.click(options[2]);
    expect(onHitClick).toHaveBeenCalledWith(
      currentTab.groups[0].hits[2],
      'current',
      expect.anything(),
    );
  });

  it('shows tabs when there are several, and other-index hits open in a new window', () => {
    const {onSelectTab} = renderView({
      state: state({
        query: 'format',
        resultQuery: 'format',
        tabs: [currentTab, otherTab],
        activeTab: 1,
      }),
      view: 'results',
    });
    const tabs = screen.getAllByRole('tab');
    expect(
      tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['This site4', 'false'],
      ['Rsbuild1', 'true'],
    ]);
    const [option] = screen.getAllByRole('option');
    expect(option).toHaveAttribute('target', '_blank');
    expect(option).toHaveAttribute('rel', 'noopener noreferrer');
    expect(option).toHaveTextContent('(opens in a new window)');
    fireEvent.click(tabs[0]);
    expect(onSelectTab).toHaveBeenCalledWith(0);
  });

  it('shows both no-result lines with the query as text', () => {
    const query = '<img src=x onerror=alert(1)>';
    const {container} = renderView({
      state: state({
        query,
        resultQuery: query,
        tabs: [{...currentTab, groups: []}],
      }),
      view: 'empty',
    });
    const lines = Array.from(
      container.ownerDocument.querySelectorAll('.rslib-search-empty p'),
    ).map((p) => p.textContent);
    expect(lines).toEqual([
      `No results for ${query}`,
      'Please try again with a different keyword',
    ]);
    expect(
      container.ownerDocument.querySelector('.rslib-search-modal img'),
    ).toBeNull();
    expect(screen.getByText(query).tagName).toBe('B');
  });

  it('renders hostile hit text as text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    renderView({
      state: state({
        query: 'img',
        resultQuery: 'img',
        tabs: [
          {
            ...currentTab,
            groups: [
              {
                key: 'g',
                label: evil,
                breadcrumb: [evil],
                hits: [
                  hit({
                    header: evil,
                    title: evil,
                    highlights: [{start: 1, length: 3}],
                  }),
                ],
              },
            ],
          },
        ],
      }),
      view: 'results',
    });
    const [option] = screen.getAllByRole('option');
    expect(option.querySelector('img')).toBeNull();
    expect(option.querySelector('mark')).toHaveTextContent('img');
    expect(option).toHaveTextContent(evil);
  });

  it('shows the loading indicator while the index loads', () => {
    renderView({loading: 'index', view: 'idle'});
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading search index…',
    );
  });

  it('shows "Searching…" while a remote answer is awaited', () => {
    renderView({
      loading: 'search',
      view: 'loading',
      state: state({query: 'format'}),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('closes on a backdrop click and on the Esc button; clears with the clear button', () => {
    const {onClose, onQueryChange, container} = renderView({
      state: state({query: 'abc'}),
      view: 'pending',
    });
    fireEvent.click(screen.getByRole('button', {name: 'Clear the query'}));
    expect(onQueryChange).toHaveBeenCalledWith('');
    fireEvent.click(screen.getByRole('button', {name: 'Esc: close search'}));
    fireEvent.mouseDown(
      container.ownerDocument.querySelector('.rslib-search-overlay')!,
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', () => {
    const {container} = renderView({
      state: state({query: 'abc'}),
      view: 'pending',
    });
    // The scrollable result area is the last tab stop (it must be keyboard-reachable).
    const body =
      container.ownerDocument.querySelector<HTMLElement>('.rslib-search-body')!;
    body.focus();
    fireEvent.keyDown(body, {key: 'Tab'});
    expect(screen.getByRole('combobox')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('combobox'), {
      key: 'Tab',
      shiftKey: true,
    });
    expect(body).toHaveFocus();
  });

  it('speaks Chinese on /zh/', () => {
    useCodeTranslations('zh');
    const query = 'zzzz';
    const {container} = renderView(
      {state: state({query, resultQuery: query, tabs: []}), view: 'empty'},
      'zh',
    );
    expect(screen.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      '搜索文档',
    );
    const lines = Array.from(
      container.ownerDocument.querySelectorAll('.rslib-search-empty p'),
    ).map((p) => p.textContent);
    expect(lines).toEqual(['没有找到与 zzzz 相关的结果', '请换个关键词再试']);
  });
});
