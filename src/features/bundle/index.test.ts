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

  it('combines nested settings of several parts instead of keeping the last part’s', () => {
    const isShell = () => true;
    expect(
      mergeParts([
        {
          optimization: {
            splitChunks: {cacheGroups: {react: {name: 'react'}}},
          },
          resolve: {alias: {a$: '/a.js'}},
          module: {rules: [{test: /a/}]},
        },
        {
          optimization: {
            splitChunks: {cacheGroups: {docShell: {chunks: isShell}}},
          },
          resolve: {alias: {b$: '/b.js'}},
          module: {rules: [{test: /b/}]},
        },
        {},
      ]),
    ).toEqual({
      optimization: {
        splitChunks: {
          cacheGroups: {react: {name: 'react'}, docShell: {chunks: isShell}},
        },
      },
      resolve: {alias: {a$: '/a.js', b$: '/b.js'}},
      module: {rules: [{test: /a/}, {test: /b/}]},
    });
  });

  it('is empty when no part configures anything (the server build)', () => {
    expect(mergeParts([{}, {}])).toEqual({});
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
