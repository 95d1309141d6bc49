import {parseVersionsJson, versionMenuItems} from './versions';

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
