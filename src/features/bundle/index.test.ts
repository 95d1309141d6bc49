import {mergeParts} from './index';
import {TRANSLATED_MODULES} from './translationDescriptions';

describe('mergeParts', () => {
  it('keeps every part’s loader rules and other settings', () => {
    expect(
      mergeParts([
        {optimization: {splitChunks: {}}},
        {module: {rules: ['a']}},
        {module: {rules: ['b']}},
      ]),
    ).toEqual({optimization: {splitChunks: {}}, module: {rules: ['a', 'b']}});
  });
});

describe('TRANSLATED_MODULES', () => {
  it.each([
    ['/site/src/features/search/client/labels.ts', true],
    [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/Footer/index.js',
      true,
    ],
    [
      'C:\\site\\node_modules\\@docusaurus\\theme-common\\lib\\utils\\x.js',
      true,
    ],
    ['/site/node_modules/react-dom/cjs/react-dom.production.min.js', false],
    ['/site/node_modules/@docusaurus/core/lib/client/App.js', false],
  ])('%s → %s', (file, matched) => {
    expect(TRANSLATED_MODULES.test(file)).toBe(matched);
  });
});
