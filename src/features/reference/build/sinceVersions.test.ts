import {badgeVersion, type SinceData} from '../common/since';
import sinceJson from '../data/since.json';
import {
  buildSinceData,
  compareSemver,
  firstReleases,
  lowestSatisfying,
  releaseGaps,
  releaseLabels,
  satisfies,
  stableReleases,
} from './sinceVersions';

describe('compareSemver', () => {
  it('orders releases numerically and prereleases before their release', () => {
    expect(
      [
        '1.0.0',
        '0.10.1',
        '1.0.0-beta.10',
        '0.9.1',
        '1.0.0-beta.2',
        '1.0.0-alpha.0',
        '0.10.0',
        '1.0.0-rc.1',
      ].sort(compareSemver),
    ).toEqual([
      '0.9.1',
      '0.10.0',
      '0.10.1',
      '1.0.0-alpha.0',
      '1.0.0-beta.2',
      '1.0.0-beta.10',
      '1.0.0-rc.1',
      '1.0.0',
    ]);
  });
});

describe('satisfies', () => {
  it.each([
    ['1.3.1', '1.3.1', true],
    ['1.3.2', '1.3.1', false],
    ['2.0.0-beta.10', '2.0.0-beta.10', true],
    ['1.1.4', '~1.1.4', true],
    ['1.1.14', '~1.1.4', true],
    ['1.1.3', '~1.1.4', false],
    ['1.2.0', '~1.1.4', false],
    ['1.2.0-alpha.0', '~1.1.4', false],
    // A prerelease matches only a range starting at a prerelease of the same version.
    ['1.7.0-beta.3', '~1.7.0-beta.2', true],
    ['1.7.0-beta.1', '~1.7.0-beta.2', false],
    ['1.7.0', '~1.7.0-beta.2', true],
    ['1.7.5', '~1.7.0-beta.2', true],
    ['1.7.1-beta.0', '~1.7.0-beta.2', false],
    ['2.0.0', '^2.0.0', true],
    ['2.9.1', '^2.0.0', true],
    ['3.0.0', '^2.0.0', false],
    ['3.0.0-beta.0', '^2.0.0', false],
    ['0.2.17', '^0.2.10', true],
    ['0.3.0', '^0.2.10', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('refuses the range syntax it does not know', () => {
    expect(() => satisfies('1.0.0', '>=1.0.0 <2.0.0')).toThrow(
      'Unsupported version range',
    );
    expect(() => satisfies('1.0.0', 'workspace:*')).toThrow(
      'Unsupported version range',
    );
  });
});

describe('lowestSatisfying', () => {
  const published = [
    '1.3.21',
    '1.4.0-beta.2',
    '1.4.0-beta.4',
    '1.4.2',
    '1.4.3',
    '1.4.16',
    '1.5.0',
  ];

  it('takes the lower bound of the range when it was published', () => {
    expect(lowestSatisfying(published, '~1.4.3')).toBe('1.4.3');
    expect(lowestSatisfying(published, '1.4.0-beta.4')).toBe('1.4.0-beta.4');
  });

  it('takes the next published version when the lower bound is missing', () => {
    // 1.4.0 and 1.4.1 are not in the list.
    expect(lowestSatisfying(published, '~1.4.0')).toBe('1.4.2');
    expect(lowestSatisfying(published, '~1.4.0-beta.3')).toBe('1.4.0-beta.4');
  });

  it('finds nothing for a range without a published version', () => {
    expect(lowestSatisfying(published, '~1.6.0')).toBeUndefined();
  });
});

describe('stableReleases', () => {
  it('lists every stable release from 0.1.0 on, oldest first', () => {
    expect(
      stableReleases([
        '0.0.18',
        '0.1.0',
        '0.1.5',
        '0.1.1',
        '0.10.1',
        '0.9.1',
        '1.0.0-beta.2',
        '1.0.0',
        '1.0.1',
      ]),
    ).toEqual(['0.1.0', '0.1.1', '0.1.5', '0.9.1', '0.10.1', '1.0.0', '1.0.1']);
  });
});

describe('releaseLabels', () => {
  it('names the first published release of a minor by its minor, a later one in full', () => {
    expect(
      releaseLabels(['0.1.0', '0.1.5', '0.5.2', '0.5.3', '0.9.1', '1.0.0']),
    ).toEqual({
      '0.1.0': '0.1',
      '0.1.5': '0.1.5',
      '0.5.2': '0.5',
      '0.5.3': '0.5.3',
      '0.9.1': '0.9',
      '1.0.0': '1.0',
    });
  });
});

describe('releaseGaps', () => {
  it('names the minors and patch numbers the registry lacks', () => {
    expect(
      releaseGaps([
        '0.1.0',
        '0.1.1',
        '0.1.3',
        '0.2.2',
        '0.7.1',
        '0.9.1',
        '0.10.1',
        '0.10.4',
        '1.0.0',
        '1.0.1',
      ]),
    ).toEqual({
      minors: ['0.3', '0.4', '0.5', '0.6', '0.8'],
      patches: ['0.1.2', '0.10.2', '0.10.3'],
    });
  });
});

describe('firstReleases', () => {
  it('gives each key of the latest release the first release that has it', () => {
    const {entries, interruptions} = firstReleases([
      ['0.1.0', ['lib.dts', 'lib.gone']],
      ['0.1.5', ['lib.dts', 'lib.redirect.js', 'lib.gone']],
      ['0.2.2', ['lib.dts', 'lib.redirect.js']],
      ['0.11.2', ['lib.dts', 'lib.redirect.js', 'lib.dts.alias']],
      ['1.0.0', ['lib.dts', 'lib.redirect.js', 'lib.dts.alias']],
    ]);
    expect(Object.fromEntries(entries)).toEqual({
      'lib.dts': '0.1.0',
      'lib.redirect.js': '0.1.5',
      'lib.dts.alias': '0.11.2',
    });
    expect(interruptions).toEqual([]);
  });

  it('counts a key that went missing for a while from the release that brought it back', () => {
    const {entries, interruptions} = firstReleases([
      ['0.18.6', ['type:RslibConfigSyncFn']],
      ['0.19.0', []],
      ['0.23.1', []],
      ['0.23.2', ['type:RslibConfigSyncFn']],
      ['1.0.0', ['type:RslibConfigSyncFn']],
    ]);
    expect(Object.fromEntries(entries)).toEqual({
      'type:RslibConfigSyncFn': '0.23.2',
    });
    expect(interruptions).toEqual([
      {
        key: 'type:RslibConfigSyncFn',
        first: '0.18.6',
        missingIn: ['0.19.0', '0.23.1'],
      },
    ]);
  });
});

describe('buildSinceData', () => {
  it('records the release of each key and how badges name the releases', () => {
    const data = buildSinceData('@rslib/core', [
      ['0.1.0', ['lib.dts']],
      ['0.1.5', ['lib.dts', 'lib.redirect.js']],
      ['0.13.0', ['lib.dts', 'lib.redirect.js', 'lib.dts.tsgo']],
      ['1.0.0', ['lib.dts', 'lib.redirect.js', 'lib.dts.tsgo', 'lib.wasm']],
    ]);
    expect(data).toEqual({
      package: '@rslib/core',
      releases: {
        '0.1.0': '0.1',
        '0.1.5': '0.1.5',
        '0.13.0': '0.13',
        '1.0.0': '1.0',
      },
      entries: {
        'lib.dts': '0.1.0',
        'lib.dts.tsgo': '0.13.0',
        'lib.redirect.js': '0.1.5',
        'lib.wasm': '1.0.0',
      },
    });
    expect(badgeVersion(data, ['lib.dts'])).toBeUndefined();
    expect(badgeVersion(data, ['lib.redirect.js'])).toBe('0.1.5');
    expect(badgeVersion(data, ['lib.dts.tsgo'])).toBe('0.13');
  });
});

describe('since.json', () => {
  const data = sinceJson as SinceData;

  it.each([
    ['lib.redirect.js', '0.1.5'],
    ['lib.dts.alias', '0.11.2'],
    ["lib.shims.cjs['import.meta.dirname']", '0.19.2'],
    ["lib.shims.cjs['import.meta.filename']", '0.19.2'],
    ['type:RslibConfigDefinition', '0.23.2'],
    ['type:RunCLIOptions', '0.23.2'],
    ['customLogger', '0.20.1'],
  ])('credits %s to the patch release %s', (key, release) => {
    expect(data.entries[key]).toBe(release);
    expect(badgeVersion(data, [key])).toBe(release);
  });

  it('names a minor for what came in its first release', () => {
    expect(data.entries['lib.dts.tsgo']).toBe('0.13.0');
    expect(badgeVersion(data, ['lib.dts.tsgo'])).toBe('0.13');
    expect(badgeVersion(data, ['lib.dts'])).toBeUndefined();
  });

  it('lists every release it was read from, each entry naming one of them', () => {
    const releases = Object.keys(data.releases);
    expect(releases).toEqual([...releases].sort(compareSemver));
    expect(releases[0]).toBe('0.1.0');
    for (const release of Object.values(data.entries)) {
      expect(releases).toContain(release);
    }
  });
});
