import {
  builtVersions,
  docsVersionOptions,
  parseVersionsJson,
  versionMenuItems,
} from './versions';

describe('parseVersionsJson', () => {
  it.each([
    [undefined, []],
    ['[]', []],
    ['["1.0"]', ['1.0']],
    ['["2.0", "1.0"]\n', ['2.0', '1.0']],
  ])('%j → %j', (text, versions) => {
    expect(parseVersionsJson(text)).toEqual(versions);
  });

  it.each(['{}', '"1.0"', '[1]', '[""]', '["1.0", null]'])(
    'rejects %s',
    (text) => {
      expect(() => parseVersionsJson(text)).toThrow(
        'versions.json must be a JSON array of version names, e.g. ["1.0"].',
      );
    },
  );

  it('rejects broken JSON with the file name', () => {
    expect(() => parseVersionsJson('[')).toThrow(
      /^versions\.json is not valid JSON: /,
    );
  });
});

describe('versionMenuItems', () => {
  it('adds no version menu while only the current docs exist', () => {
    expect(versionMenuItems([])).toEqual([]);
  });

  it.each([[['1.0']], [['2.0', '1.0']]])(
    'adds one version dropdown for %j',
    (released) => {
      expect(versionMenuItems(released)).toEqual([
        {
          type: 'docsVersionDropdown',
          position: 'right',
          className: 'rslib-version-menu',
        },
      ]);
    },
  );
});

describe('builtVersions', () => {
  const released = ['1.x', '0.x'];

  it.each([
    [undefined, ['1.x', '0.x']],
    ['', ['1.x', '0.x']],
    ['current', []],
    ['current,0.x', ['0.x']],
    [' 0.x , current ', ['0.x']],
    ['0.x,1.x', ['1.x', '0.x']],
  ])(
    'RSLIB_DOCS_VERSIONS=%j builds %j beside the current docs',
    (only, built) => {
      expect(builtVersions(released, only)).toEqual(built);
    },
  );

  it('names the unknown version and the known ones', () => {
    expect(() => builtVersions(released, 'current,0.1')).toThrow(
      'RSLIB_DOCS_VERSIONS names 0.1, which versions.json does not list (it lists: current, 1.x, 0.x).',
    );
  });

  it('is what the docs plugin includes, and the versions it configures', () => {
    const options = docsVersionOptions(
      builtVersions(released, 'current'),
      '2.x',
    );
    expect(options.onlyIncludeVersions).toEqual(['current']);
    expect(Object.keys(options.versions)).toEqual(['current']);
    expect(
      docsVersionOptions(builtVersions(released, undefined), '2.x')
        .onlyIncludeVersions,
    ).toEqual(['current', '1.x', '0.x']);
  });
});
