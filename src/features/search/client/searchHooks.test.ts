import {flattenTab} from './grouping';
import type {ResultTab} from './types';
import {
  customGroupsToTabs,
  runSearchPipeline,
  type SearchHooks,
} from './searchHooks';

const defaultTab: ResultTab = {
  key: 'current',
  label: 'Docs',
  kind: 'current',
  groups: [],
};
const logger = () => ({error: jest.fn()});

describe('runSearchPipeline (beforeSearch, onSearch, afterSearch)', () => {
  it('runs the default search alone without hooks', async () => {
    const search = jest.fn(async () => [defaultTab]);
    await expect(runSearchPipeline('format', search)).resolves.toEqual({
      query: 'format',
      tabs: [defaultTab],
    });
    expect(search).toHaveBeenCalledWith('format');
  });

  it('lets beforeSearch replace the query, onSearch add a tab and afterSearch see all', async () => {
    const search = jest.fn(async () => [defaultTab]);
    const afterSearch = jest.fn();
    const onSearch = jest.fn(async () => [
      {
        group: 'Blog',
        result: [{title: 'Format news', link: 'https://blog.example/format'}],
      },
    ]);
    const hooks: SearchHooks = {
      beforeSearch: (query) => query.replace('fmt', 'format'),
      onSearch,
      afterSearch,
    };
    const {query, tabs} = await runSearchPipeline('fmt', search, hooks);
    expect(query).toBe('format');
    expect(search).toHaveBeenCalledWith('format');
    expect(onSearch).toHaveBeenCalledWith('format', [defaultTab]);
    expect(tabs.map((tab) => [tab.label, tab.kind])).toEqual([
      ['Docs', 'current'],
      ['Blog', 'custom'],
    ]);
    expect(flattenTab(tabs[1])).toEqual([
      expect.objectContaining({
        type: 'title',
        title: 'Format news',
        link: 'https://blog.example/format',
        highlights: [{start: 0, length: 6}],
      }),
    ]);
    expect(afterSearch).toHaveBeenCalledWith('format', tabs);
  });

  it.each([
    ['undefined', undefined],
    ['an empty string', '   '],
    ['a number', 42],
  ])(
    'keeps the typed query when beforeSearch returns %s',
    async (_name, value) => {
      const search = jest.fn(async () => []);
      await runSearchPipeline('format', search, {
        beforeSearch: () => value as never,
      });
      expect(search).toHaveBeenCalledWith('format');
    },
  );

  it('logs and skips throwing hooks', async () => {
    const log = logger();
    const hooks: SearchHooks = {
      beforeSearch: () => {
        throw new Error('before');
      },
      onSearch: async () => {
        throw new Error('on');
      },
      afterSearch: () => {
        throw new Error('after');
      },
    };
    await expect(
      runSearchPipeline('format', async () => [defaultTab], hooks, log),
    ).resolves.toEqual({query: 'format', tabs: [defaultTab]});
    expect(log.error.mock.calls.map((call) => call[0])).toEqual([
      '[search] the beforeSearch hook failed:',
      '[search] the onSearch hook failed:',
      '[search] the afterSearch hook failed:',
    ]);
  });
});

describe('customGroupsToTabs', () => {
  it('keeps valid items as text, drops unsafe links and malformed entries', () => {
    const tabs = customGroupsToTabs(
      [
        {
          group: 'Extra',
          result: [
            {
              title: '<img src=x onerror=alert(1)>',
              link: '/guide/start/',
              description: 'Start with the format option',
            },
            {title: 'Bad', link: 'javascript:alert(1)'},
            {title: 3, link: '/x'},
            null,
          ],
        },
        {group: 5, result: []},
        'nonsense',
      ],
      'format',
    );
    expect(tabs).toHaveLength(1);
    expect(flattenTab(tabs[0])).toEqual([
      expect.objectContaining({
        type: 'content',
        title: '<img src=x onerror=alert(1)>',
        statement: 'Start with the format option',
        highlights: [{start: 15, length: 6}],
      }),
    ]);
  });

  it.each([undefined, null, 'x', {group: 'a'}])(
    'returns [] for %p',
    (value) => {
      expect(customGroupsToTabs(value, 'q')).toEqual([]);
    },
  );
});
