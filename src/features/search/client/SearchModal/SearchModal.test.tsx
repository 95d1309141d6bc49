import React, {type ReactNode} from 'react';
import {act, fireEvent, screen, within} from '@testing-library/react';
import {useLocation} from 'react-router-dom';
import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import {renderWithContext} from '@site/test/helpers/renderWithContext';

/** A document and a result in the shape of the plugin's worker (what the mocked `@theme/searchByWorker` answers). */
type PluginDocument = {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  b?: string[];
};
type PluginResult = {
  document: PluginDocument;
  type: number;
  page: PluginDocument | false;
  metadata: Record<string, unknown>;
  tokens: string[];
};
import type {SearchHooks} from '@site/src/features/search/client/searchHooks';
import SearchModal from './';

jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActivePluginAndVersion: () => mockActive,
}));
type MockVersion = {isLast: boolean; path: string; label: string};
let mockActive:
  | {
      activeVersion: MockVersion;
      activePlugin: {pluginData: {versions: MockVersion[]}};
    }
  | undefined;
/** The docs plugin's data with the current docs (1.x at `/`) and an older version (0.x). */
function readingVersion(path: string): void {
  const latest = {isLast: true, path: '/', label: '1.x'};
  const older = {isLast: false, path, label: '0.x'};
  mockActive = {
    activeVersion: path === '/' ? latest : older,
    activePlugin: {pluginData: {versions: [latest, older]}},
  };
}

const worker = {
  fetch: jest.mocked(fetchIndexesByWorker),
  search: jest.mocked(searchByWorker),
};

const formatTitle: PluginDocument = {
  i: 1,
  t: 'format',
  u: '/config/lib/format',
  b: ['Config', 'lib'],
};
const results: PluginResult[] = [
  {
    document: formatTitle,
    type: 0,
    page: false,
    metadata: {format: {t: {position: [[0, 6]]}}},
    tokens: ['format'],
  },
  {
    document: {
      i: 2,
      t: 'Output format',
      u: '/config/lib/format',
      h: '#esm',
      p: 1,
    },
    type: 1,
    page: formatTitle,
    metadata: {format: {t: {position: [[7, 6]]}}},
    tokens: ['format'],
  },
  {
    document: {i: 10, t: 'Output format', u: '/guide/basic/output-format'},
    type: 0,
    page: false,
    metadata: {format: {t: {position: [[7, 6]]}}},
    tokens: ['format'],
  },
];

function Location(): ReactNode {
  const location = useLocation();
  return (
    <span data-testid="location">{location.pathname + location.hash}</span>
  );
}

function renderSearch({
  locale = 'en',
  themeConfig = {},
  hooks,
}: {
  locale?: 'en' | 'zh';
  themeConfig?: Record<string, unknown>;
  hooks?: SearchHooks;
} = {}) {
  return renderWithContext(
    <>
      <SearchModal hooks={hooks} />
      <Location />
    </>,
    {
      locale,
      themeConfig,
      pathname: locale === 'en' ? '/guide/start/' : '/zh/guide/start/',
    },
  );
}

/** Presses a key where the focus is, then lets pending promises (index loading) settle. */
const press = async (key: string, init: KeyboardEventInit = {}) => {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, {key, ...init});
  });
};
const type = (text: string) => {
  act(() => {
    fireEvent.change(screen.getByRole('combobox'), {target: {value: text}});
  });
};
/** Lets the 150 ms debounce fire and the mocked search resolve. */
const settle = async (ms = 150) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    await Promise.resolve();
  });
};

/** The index files the main thread reads (for suggestions): the words of `results`. */
const indexFile = [
  {
    documents: [
      formatTitle,
      {i: 10, t: 'Output format', u: '/guide/basic/output-format'},
    ],
    index: {invertedIndex: [['format', {t: {1: {}, 10: {}}}]]},
  },
  {
    documents: [
      {
        i: 2,
        t: 'Output format of ESM',
        u: '/config/lib/format',
        h: '#esm',
        p: 1,
      },
    ],
    index: {invertedIndex: [['esm', {t: {2: {}}}]]},
  },
  {documents: [], index: {invertedIndex: []}},
  {documents: [], index: {invertedIndex: []}},
  {documents: [], index: {invertedIndex: []}},
];
const originalFetch = globalThis.fetch;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => indexFile,
  })) as never;
  mockActive = undefined;
  worker.fetch.mockClear();
  worker.search.mockReset();
  worker.search.mockResolvedValue(results);
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe('SearchModal (connected)', () => {
  it('shows a "Search Docs" button with the Ctrl K hint', () => {
    renderSearch();
    const button = screen.getByRole('button', {name: 'Search Docs'});
    expect(button).toHaveAttribute('title', 'Press Ctrl+K to search');
    expect(button).toHaveTextContent('CtrlK');
  });

  it('Ctrl+K toggles the modal and loads the index of the locale once', async () => {
    renderSearch();
    await press('k', {ctrlKey: true});
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The titles half first, then the body text.
    expect(worker.fetch.mock.calls).toEqual([
      ['/', 'titles'],
      ['/', 'content'],
    ]);
    await press('k', {ctrlKey: true});
    expect(screen.queryByRole('dialog')).toBeNull();
    await press('k', {ctrlKey: true});
    expect(worker.fetch).toHaveBeenCalledTimes(2);
  });

  it('debounces input by 150 ms and searches the last query once', async () => {
    renderSearch();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Search Docs'}));
    });
    type('f');
    type('fo');
    type('format');
    await settle(149);
    expect(worker.search).not.toHaveBeenCalled();
    await settle(1);
    // Once: a quick answer from the titles half, then both halves.
    expect(worker.search.mock.calls).toEqual([
      ['/', 'titles', 'format', 100],
      ['/', 'titles', 'format', 100],
      ['/', 'content', 'format', 100],
    ]);
    expect(
      screen
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual([
      '/config/lib/format',
      '/config/lib/format#esm',
      '/guide/basic/output-format',
    ]);
  });

  it('drops the pending search when the input is cleared, and searches what is typed next', async () => {
    renderSearch();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Search Docs'}));
    });
    type('bundle');
    type('');
    await settle(300);
    expect(worker.search).not.toHaveBeenCalled();
    type('format');
    await settle();
    expect(worker.search.mock.calls.map((call) => call[2])).toEqual([
      'format',
      'format',
      'format',
    ]);
  });

  it('arrows move with wraparound; Enter opens the hit in this window and closes', async () => {
    renderSearch();
    await press('k', {ctrlKey: true});
    type('format');
    await settle();
    const selected = () =>
      screen
        .getAllByRole('option')
        .findIndex((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(selected()).toBe(2);
    await press('ArrowDown');
    expect(selected()).toBe(0);
    await press('ArrowUp');
    expect(selected()).toBe(2);
    await press('ArrowUp');
    await press('Enter');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/config/lib/format#esm',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes, gives focus back, and reopening starts empty on the first tab', async () => {
    renderSearch();
    await press('k', {ctrlKey: true});
    type('format');
    await settle();
    await press('ArrowDown');
    await press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', {name: 'Search Docs'})).toHaveFocus();
    await press('k', {ctrlKey: true});
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('shows both no-result lines when nothing matches, the query as text', async () => {
    worker.search.mockResolvedValue([]);
    renderSearch();
    await press('k', {ctrlKey: true});
    type('<img src=x onerror=alert(1)>');
    await settle();
    expect(
      document.querySelector('.rslib-search-empty-title'),
    ).toHaveTextContent('No results for <img src=x onerror=alert(1)>');
    expect(
      document.querySelector('.rslib-search-empty-hint'),
    ).toHaveTextContent('Please try again with a different keyword');
    expect(document.querySelector('.rslib-search-modal img')).toBeNull();
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    // Every answer for 'form' arrives late, after the answers for 'output'.
    const late: (() => void)[] = [];
    worker.search.mockImplementation(
      (_url: string, _context: string, query: string) =>
        query === 'form'
          ? new Promise((resolve) => late.push(() => resolve(results)))
          : Promise.resolve([results[2]]),
    );
    renderSearch();
    await press('k', {ctrlKey: true});
    type('form');
    await settle();
    type('output');
    await settle();
    await act(async () => late.forEach((resolve) => resolve()));
    expect(
      screen
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual(['/guide/basic/output-format']);
  });

  it('searches the English index with the docs word for a reader phrase', async () => {
    renderSearch();
    await press('k', {ctrlKey: true});
    type('unit testing');
    await settle();
    expect(worker.search).toHaveBeenCalledWith('/', 'titles', 'Rstest', 100);
  });

  it('searches the Chinese index on /zh/ and the version index on a past version', async () => {
    useCodeTranslations('zh');
    renderSearch({locale: 'zh'});
    expect(screen.getByRole('button', {name: '搜索文档'})).toBeInTheDocument();
    await press('k', {ctrlKey: true});
    type('输出格式');
    await settle();
    expect(worker.fetch).toHaveBeenCalledWith('/zh/', 'titles');
    // A variant the Chinese pages avoid is searched as the pages' term.
    expect(worker.search).toHaveBeenCalledWith(
      '/zh/',
      'titles',
      '产物格式',
      100,
    );
    expect(worker.search).not.toHaveBeenCalledWith(
      '/zh/',
      'titles',
      '输出格式',
      100,
    );
  });

  it('uses the index of a docs version that is not the latest', async () => {
    readingVersion('/0.x');
    renderSearch();
    await press('k', {ctrlKey: true});
    expect(worker.fetch).toHaveBeenCalledWith('/0.x/', 'titles');
  });

  it('says which version it searches on an older version, and searches the current docs on request', async () => {
    readingVersion('/0.x');
    renderSearch();
    await press('k', {ctrlKey: true});
    const scope = document.querySelector('.rslib-search-version')!;
    expect(scope.textContent).toBe(
      'Searching the 0.x docs. Search 1.x instead',
    );
    type('format');
    await settle();
    expect(worker.search).toHaveBeenLastCalledWith(
      '/0.x/',
      'content',
      'format',
      100,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Search 1.x instead'}));
    });
    await settle();
    expect(scope.isConnected ? scope.textContent : '').toBe(
      'Searching the 1.x docs. Search 0.x instead',
    );
    expect(worker.search).toHaveBeenLastCalledWith(
      '/',
      'content',
      'format',
      100,
    );
  });

  it('says nothing of versions on the current docs', async () => {
    readingVersion('/');
    renderSearch();
    await press('k', {ctrlKey: true});
    expect(document.querySelector('.rslib-search-version')).toBeNull();
  });

  it('runs the hooks: beforeSearch alters the query, onSearch adds a tab opened in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const afterSearch = jest.fn();
    renderSearch({
      hooks: {
        beforeSearch: (query) => query.replace('fmt', 'format'),
        onSearch: () => [
          {
            group: 'Blog',
            result: [
              {title: 'Format news', link: 'https://blog.example/format'},
            ],
          },
        ],
        afterSearch,
      },
    });
    await press('k', {ctrlKey: true});
    type('fmt');
    await settle();
    expect(worker.search).toHaveBeenCalledWith('/', 'titles', 'format', 100);
    // afterSearch sees the full answer only, once.
    expect(afterSearch).toHaveBeenCalledTimes(1);
    expect(afterSearch).toHaveBeenCalledWith('format', expect.any(Array));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['This site3', 'Blog1']);
    fireEvent.click(tabs[1]);
    await press('Enter');
    expect(open).toHaveBeenCalledWith(
      'https://blog.example/format',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    open.mockRestore();
  });

  it('remote mode GETs the configured URL, shows loading, and tabs per index', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchMock = jest.fn(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as never;
    try {
      renderSearch({
        themeConfig: {
          rslibSearch: {
            mode: 'remote',
            remote: {
              apiUrl: 'https://search.example/api',
              searchIndexes: ['rslib', {value: 'rsbuild', label: 'Rsbuild'}],
            },
          },
        },
      });
      await press('k', {ctrlKey: true});
      type('format');
      await settle();
      expect(worker.fetch).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledWith(
        'https://search.example/api?keyword=format&limit=100&searchIndexes=rslib%2Crsbuild&lang=en',
        expect.objectContaining({headers: {Accept: 'application/json'}}),
      );
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
      await act(async () => {
        answer({
          ok: true,
          status: 200,
          json: async () => [
            {
              index: 'rslib',
              hits: [
                {
                  id: 1,
                  title: 'format',
                  content: '',
                  toc: [],
                  routePath: '/config/lib/format',
                  domain: '',
                },
              ],
            },
            {
              index: 'rsbuild',
              hits: [
                {
                  id: 2,
                  title: 'Output format',
                  content: '',
                  toc: [],
                  routePath: '/config/output/format',
                  domain: 'https://rsbuild.rs',
                },
              ],
            },
          ],
        });
      });
      await settle(0);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'rslib1',
        'Rsbuild1',
      ]);
      expect(screen.getByRole('option')).toHaveAttribute(
        'href',
        '/config/lib/format',
      );
    } finally {
      globalThis.fetch = original;
    }
  });

  describe('recent searches', () => {
    /** The page cells of the recent list, and their links. */
    const options = () =>
      screen.queryAllByRole('gridcell').filter((cell) => cell.id);
    const links = () =>
      options().map((cell) => cell.querySelector('a')?.getAttribute('href'));
    /** Opens the modal, searches 'format', highlights hit `index` and presses Enter. */
    const open = async (index: number) => {
      await press('k', {ctrlKey: true});
      type('format');
      await settle();
      for (let step = 0; step < index; step += 1) await press('ArrowDown');
      await press('Enter');
    };

    it('lists the pages opened from search, newest first, under rslib-search-recent-<locale>; arrows and Enter open them', async () => {
      renderSearch();
      await open(1);
      await open(2);
      expect(
        JSON.parse(localStorage.getItem('rslib-search-recent-en')!),
      ).toEqual([
        {
          link: '/guide/basic/output-format',
          title: 'Output format',
          header: 'Output format',
          type: 'title',
          breadcrumb: [],
        },
        {
          link: '/config/lib/format#esm',
          title: 'format',
          header: 'Output format',
          type: 'header',
          breadcrumb: ['Config', 'lib'],
        },
      ]);
      await press('k', {ctrlKey: true});
      expect(
        screen.getByRole('grid', {name: 'Recent searches'}),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox')).toHaveAttribute(
        'aria-haspopup',
        'grid',
      );
      expect(links()).toEqual([
        '/guide/basic/output-format',
        '/config/lib/format#esm',
      ]);
      expect(screen.getByRole('combobox')).toHaveAttribute(
        'aria-activedescendant',
        options()[0].id,
      );
      await press('ArrowDown');
      await press('ArrowDown');
      await press('ArrowUp');
      expect(options()[1]).toHaveAttribute('aria-selected', 'true');
      await press('Enter');
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/config/lib/format#esm',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('removes one entry with its button and clears all; focus stays in the input', async () => {
      renderSearch();
      await open(1);
      await open(2);
      await press('k', {ctrlKey: true});
      fireEvent.click(
        screen.getByRole('button', {
          name: 'Remove Output format from recent searches',
        }),
      );
      expect(links()).toEqual(['/config/lib/format#esm']);
      expect(screen.getByRole('combobox')).toHaveFocus();
      fireEvent.click(
        screen.getByRole('button', {name: 'Clear all recent searches'}),
      );
      expect(options()).toEqual([]);
      expect(localStorage.getItem('rslib-search-recent-en')).toBeNull();
      expect(screen.getByRole('combobox')).toHaveFocus();
    });

    it('keeps the list of each locale apart', async () => {
      localStorage.setItem(
        'rslib-search-recent-en',
        JSON.stringify([
          {link: '/a', title: 'A', header: 'A', type: 'title', breadcrumb: []},
        ]),
      );
      useCodeTranslations('zh');
      renderSearch({locale: 'zh'});
      await press('k', {ctrlKey: true});
      expect(options()).toEqual([]);
    });

    it('works with a storage that throws', async () => {
      const getItem = jest
        .spyOn(Storage.prototype, 'getItem')
        .mockImplementation(() => {
          throw new Error('SecurityError');
        });
      const setItem = jest
        .spyOn(Storage.prototype, 'setItem')
        .mockImplementation(() => {
          throw new Error('QuotaExceededError');
        });
      try {
        renderSearch();
        await open(1);
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/config/lib/format#esm',
        );
        // The page read is listed for this page's lifetime.
        await press('k', {ctrlKey: true});
        expect(options()).toHaveLength(1);
      } finally {
        getItem.mockRestore();
        setItem.mockRestore();
      }
    });
  });

  it('offers the closest indexed word for a misspelt one; clicking searches it', async () => {
    renderSearch();
    await press('k', {ctrlKey: true});
    type('fromat');
    await settle();
    await settle(0);
    const offer = document.querySelector('.rslib-search-suggestion')!;
    expect(offer).toHaveTextContent('Did you mean format?');
    fireEvent.click(
      within(offer as HTMLElement).getByRole('button', {name: 'format'}),
    );
    expect(screen.getByRole('combobox')).toHaveValue('format');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it("with no hit, lists the other language's pages and links a prefilled issue", async () => {
    worker.search.mockImplementation(async (url: string) =>
      url === '/zh/' ? [results[2]] : [],
    );
    renderSearch();
    await press('k', {ctrlKey: true});
    type('qzx');
    await settle();
    await settle(0);
    expect(worker.search).toHaveBeenCalledWith('/zh/', 'titles', 'qzx', 100);
    const other = document.querySelector('.rslib-search-other-locale')!;
    expect(other).toHaveTextContent('Found in the 简体中文 docs');
    expect(
      within(other as HTMLElement).getByRole('link', {name: 'Output format'}),
    ).toHaveAttribute('href', '/guide/basic/output-format');
    const report = screen.getByRole('link', {
      name: 'Tell us what you were looking for (opens in a new window)',
    });
    expect(report).toHaveAttribute('target', '_blank');
    const url = new URL(report.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe(
      'https://github.com/web-infra-dev/rslib/issues/new',
    );
    expect(url.searchParams.get('title')).toBe(
      'Search found nothing for "qzx"',
    );
    expect(url.searchParams.get('body')).toContain('Query: qzx\nLocale: en\n');
  });
});
