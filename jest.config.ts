import type {Config} from 'jest';

/**
 * Unit tests (jest + @testing-library/react, jsdom). Each `*.test.ts(x)` sits
 * beside the module it tests: in its feature folder (`src/features/<name>/`),
 * `src/common/`, `src/components/`, `src/theme/`, `src/css/` or
 * `scripts/lib/`; tests that span the whole site (routes, sidebars, feature
 * plugins) live in `test/`.
 * Components render with mocked `@generated/*` modules. Browser tests live in
 * `e2e/` and use `jest.e2e.config.ts`.
 */
const config: Config = {
  testEnvironment: 'jsdom',
  // One worker per core: jest's default keeps a core for its own process,
  // which mostly waits while the workers run (all 186 files on 2 cores,
  // warm cache: 98 s with the default, 68 s with both).
  maxWorkers: '100%',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    // SVG imports are React components in the bundles (SVGR); see the transform.
    '^.+\\.svg$': '<rootDir>/test/mocks/svgTransform.cjs',
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
        },
      },
    ],
  },
  // Docusaurus client code ships untranspiled ESM with JSX, and so does the
  // search-local plugin's worker (run by the search index contract test); the
  // unified/remark packages the Markdown export parses with and
  // copy-text-to-clipboard are ESM only.
  transformIgnorePatterns: [
    `/node_modules/(?!(${[
      '@docusaurus',
      '@easyops-cn',
      'react-router',
      'react-router-dom',
      'copy-text-to-clipboard',
      'unified',
      'bail',
      'ccount',
      'devlop',
      'trough',
      'zwitch',
      'longest-streak',
      'markdown-table',
      'escape-string-regexp',
      'is-plain-obj',
      'is-alphabetical',
      'is-alphanumerical',
      'is-decimal',
      'is-hexadecimal',
      'character-[^/]+',
      'decode-named-character-reference',
      'parse-entities',
      'stringify-entities',
      'estree-util-[^/]+',
      'mdast-util-[^/]+',
      'micromark[^/]*',
      'remark-[^/]+',
      'unist-util-[^/]+',
      'vfile[^/]*',
      'fault',
      'fast-png',
      'iobuffer',
    ].join('|')})/)`,
  ],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/mocks/styleMock.ts',
    '^@generated/codeTranslations$': '<rootDir>/test/mocks/codeTranslations.ts',
    '^@generated/docusaurus.config$':
      '<rootDir>/test/mocks/docusaurusConfig.ts',
    '^@generated/globalData$': '<rootDir>/test/mocks/empty.ts',
    '^@generated/site-metadata$': '<rootDir>/test/mocks/empty.ts',
    '^@generated/i18n$': '<rootDir>/test/mocks/i18n.ts',
    '^@generated/(.*)$': '<rootDir>/test/mocks/empty.ts',
    '^@docusaurus/router$': 'react-router-dom',
    '^@docusaurus/(Translate|Link|Interpolate|useBaseUrl|useDocusaurusContext|useBrokenLinks|isInternalUrl|ExecutionEnvironment|useIsBrowser|Head|BrowserOnly|useGlobalData|useIsomorphicLayoutEffect)$':
      '@docusaurus/core/lib/client/exports/$1',
    '^@theme/(.*)$': '<rootDir>/test/mocks/theme/$1',
    '^@theme-original/(.*)$': '<rootDir>/test/mocks/theme/$1',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@rslib/prism-loader$':
      '<rootDir>/src/features/code/client/prism/loader.server.ts',
  },
};

export default config;
