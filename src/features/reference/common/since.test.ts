import {
  badgeVersion,
  baselineOf,
  compareVersions,
  entriesAfter,
  type SinceData,
} from './since';

const data: SinceData = {
  package: '@rslib/core',
  releases: {
    '0.1.0': '0.1',
    '0.1.5': '0.1.5',
    '0.9.1': '0.9',
    '0.10.1': '0.10',
    '0.11.2': '0.11.2',
    '0.13.0': '0.13',
    '0.19.0': '0.19',
    '1.0.0': '1.0',
    '1.0.1': '1.0.1',
  },
  entries: {
    'lib.dts': '0.1.0',
    'lib.redirect.js': '0.1.5',
    'lib.dts.alias': '0.11.2',
    'lib.dts.tsgo': '0.13.0',
    'type:LoadEnvOptions': '0.19.0',
    'type:LoadEnvResult': '0.10.1',
    'lib.wasm': '1.0.0',
  },
};

describe('since data', () => {
  it('orders versions numerically', () => {
    expect(
      ['1.0', '0.10.1', '0.9', '0.1.5', '0.1', '0.10'].sort(compareVersions),
    ).toEqual(['0.1', '0.1.5', '0.9', '0.10', '0.10.1', '1.0']);
  });

  it('takes the first release read as the baseline', () => {
    expect(baselineOf(data)).toBe('0.1.0');
  });

  it('shows no badge for what the first release had, or without data', () => {
    expect(badgeVersion(data, ['lib.dts'])).toBeUndefined();
    expect(badgeVersion(data, ['lib.unknown'])).toBeUndefined();
    expect(badgeVersion(data, [])).toBeUndefined();
  });

  it('names the minor for an entry of its first release, else the patch release', () => {
    expect(badgeVersion(data, ['lib.dts.tsgo'])).toBe('0.13');
    expect(badgeVersion(data, ['lib.wasm'])).toBe('1.0');
    expect(badgeVersion(data, ['lib.redirect.js'])).toBe('0.1.5');
    expect(badgeVersion(data, ['lib.dts.alias'])).toBe('0.11.2');
  });

  it('shows the earliest release for a shared section', () => {
    expect(
      badgeVersion(data, ['type:LoadEnvOptions', 'type:LoadEnvResult']),
    ).toBe('0.10');
  });

  it('leaves out entries added after the release a docs version describes', () => {
    expect(badgeVersion(data, ['lib.wasm'], '0.23.2')).toBeUndefined();
    expect(badgeVersion(data, ['lib.wasm'], '1.0.0')).toBe('1.0');
    expect(badgeVersion(data, ['lib.dts.tsgo'], '0.13.0')).toBe('0.13');
    expect(badgeVersion(data, ['lib.dts.tsgo'], '0.11.2')).toBeUndefined();
    // A shared section: only what the release has counts.
    expect(
      badgeVersion(
        data,
        ['type:LoadEnvOptions', 'type:LoadEnvResult'],
        '0.9.1',
      ),
    ).toBeUndefined();
  });

  it('lists the entries added after a release', () => {
    expect(entriesAfter(data, '0.23.2')).toEqual(['lib.wasm']);
    expect(entriesAfter(data, '0.11.2')).toEqual([
      'lib.dts.tsgo',
      'lib.wasm',
      'type:LoadEnvOptions',
    ]);
    expect(entriesAfter(data, '1.0.1')).toEqual([]);
  });
});
