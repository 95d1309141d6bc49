import {engineQuery, tokenizeQuery} from './query';
import {SEARCH_DEFAULTS} from './types';

describe('tokenizeQuery (default, CJK and Cyrillic tokenizers)', () => {
  it.each<[string, [string, string, boolean][]]>([
    ['format', [['format', 'default', true]]],
    [
      '  Output   FORMAT ',
      [
        ['output', 'default', true],
        ['format', 'default', true],
      ],
    ],
    [
      'lib.format',
      [
        ['lib', 'default', true],
        ['format', 'default', true],
      ],
    ],
    ['输出格式', [['输出格式', 'cjk', true]]],
    [
      '配置 format',
      [
        ['配置', 'cjk', true],
        ['format', 'default', true],
      ],
    ],
    [
      'конфигурация сборки',
      [
        ['конфигурация', 'cyrillic', false],
        ['сборки', 'cyrillic', false],
      ],
    ],
    [
      '설정 파일',
      [
        ['설정', 'cjk', false],
        ['파일', 'cjk', false],
      ],
    ],
    [
      '設定ファイル',
      [
        ['設定', 'cjk', true],
        ['ファイル', 'cjk', false],
      ],
    ],
    [
      'umdName配置',
      [
        ['umdname', 'default', true],
        ['配置', 'cjk', true],
      ],
    ],
    ['.*+?^${}()|[]\\', []],
    ['😀 emoji', [['emoji', 'default', true]]],
    ['λόγος', [['λόγος', 'default', false]]],
    ['format format FORMAT', [['format', 'default', true]]],
  ])('%j', (query, expected) => {
    expect(
      tokenizeQuery(query).map((token) => [
        token.text,
        token.kind,
        token.indexed,
      ]),
    ).toEqual(expected);
  });

  it('keeps at most 32 tokens of a 2,000-character query', () => {
    const query = Array.from({length: 400}, (_, index) => `w${index}`)
      .join(' ')
      .padEnd(2000, 'x');
    expect(query.length).toBeGreaterThanOrEqual(2000);
    expect(tokenizeQuery(query)).toHaveLength(SEARCH_DEFAULTS.maxTokens);
  });

  it('engineQuery trims and caps at 256 code points without splitting an emoji', () => {
    expect(engineQuery('  format  ')).toBe('format');
    expect([...engineQuery('a'.repeat(2000))]).toHaveLength(256);
    expect(engineQuery('😀'.repeat(300))).toBe('😀'.repeat(256));
  });
});
