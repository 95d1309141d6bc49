import {
  buildSinceData,
  firstReleaseOfEachMinor,
  missingMinors,
} from './sinceVersions';

describe('firstReleaseOfEachMinor', () => {
  const versions = [
    '0.0.5',
    '0.0.18',
    '0.1.0',
    '0.1.1',
    '0.5.3',
    '0.5.2',
    '0.7.1',
    '0.9.1',
    '0.10.1',
    '0.10.4',
    '1.0.0-beta.2',
    '1.0.0',
    '1.0.1',
  ];

  it('reads the first stable release of each minor from 0.1, then the latest release', () => {
    expect(firstReleaseOfEachMinor(versions)).toEqual([
      ['0.1', '0.1.0'],
      ['0.5', '0.5.2'],
      ['0.7', '0.7.1'],
      ['0.9', '0.9.1'],
      ['0.10', '0.10.1'],
      ['1.0', '1.0.0'],
      ['1.0', '1.0.1'],
    ]);
  });

  it('does not read the latest twice', () => {
    expect(firstReleaseOfEachMinor(['0.1.0', '0.2.0'])).toEqual([
      ['0.1', '0.1.0'],
      ['0.2', '0.2.0'],
    ]);
  });

  it('names the minors without a release', () => {
    expect(missingMinors(['0.1', '0.5', '0.7', '0.9', '0.10', '1.0'])).toEqual([
      '0.2',
      '0.3',
      '0.4',
      '0.6',
      '0.8',
    ]);
  });
});

describe('buildSinceData', () => {
  it('gives each current key the first minor that has it', () => {
    expect(
      buildSinceData('@rslib/core', [
        ['0.1', '0.1.0', ['lib.dts', 'lib.experiments.advancedEsm']],
        [
          '0.13',
          '0.13.0',
          ['lib.dts', 'lib.dts.tsgo', 'lib.experiments.advancedEsm'],
        ],
        ['1.0', '1.0.0', ['lib.dts', 'lib.dts.tsgo', 'lib.wasm']],
        ['1.0', '1.0.1', ['lib.dts', 'lib.dts.tsgo', 'lib.wasm', 'export:x']],
      ]),
    ).toEqual({
      package: '@rslib/core',
      releases: {
        '0.1.0': '0.1',
        '0.13.0': '0.13',
        '1.0.0': '1.0',
        '1.0.1': '1.0',
      },
      entries: {
        'export:x': '1.0',
        'lib.dts': '0.1',
        'lib.dts.tsgo': '0.13',
        'lib.wasm': '1.0',
      },
    });
  });
});
