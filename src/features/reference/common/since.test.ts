import {
  badgeVersion,
  baselineOf,
  compareVersions,
  type SinceData,
} from './since';

const data: SinceData = {
  package: '@rslib/core',
  releases: {
    '0.1.0': '0.1',
    '0.9.1': '0.9',
    '0.10.1': '0.10',
    '1.0.0': '1.0',
    '1.0.1': '1.0',
  },
  entries: {
    'lib.dts': '0.1',
    'lib.dts.tsgo': '0.13',
    'type:LoadEnvOptions': '0.19',
    'type:LoadEnvResult': '0.10',
    'lib.wasm': '1.0',
  },
};

describe('since data', () => {
  it('orders versions numerically', () => {
    expect(['1.0', '0.10', '0.9', '0.1'].sort(compareVersions)).toEqual([
      '0.1',
      '0.9',
      '0.10',
      '1.0',
    ]);
  });

  it('takes the first release read as the baseline', () => {
    expect(baselineOf(data)).toBe('0.1');
  });

  it('shows no badge for what the first release had, or without data', () => {
    expect(badgeVersion(data, ['lib.dts'])).toBeUndefined();
    expect(badgeVersion(data, ['lib.unknown'])).toBeUndefined();
    expect(badgeVersion(data, [])).toBeUndefined();
  });

  it('shows the minor that added an entry, the earliest for a shared section', () => {
    expect(badgeVersion(data, ['lib.dts.tsgo'])).toBe('0.13');
    expect(badgeVersion(data, ['lib.wasm'])).toBe('1.0');
    expect(
      badgeVersion(data, ['type:LoadEnvOptions', 'type:LoadEnvResult']),
    ).toBe('0.10');
  });
});
