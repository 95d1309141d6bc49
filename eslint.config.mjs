// ESLint flat config, after Docusaurus's own: TypeScript, React hooks, JSX
// accessibility and Docusaurus's rules for translatable strings. Formatting is
// Prettier's job (eslint-config-prettier turns off the rules it owns).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Modules that exist only as bundler or Jest aliases, never as packages in
// node_modules: the theme layers (`@theme/*`, `@theme-original/*`,
// `@theme-init/*`), build output (`@generated/*`), the site root (`@site/*`),
// the client API of `@docusaurus/core` (`@docusaurus/Link` and the other files
// of `@docusaurus/core/lib/client/exports/`) and the aliases our features
// register (`@rslib/search-hooks`, `@rslib/prism-loader`). The package rules
// below count them as the site's own modules; a real package of those scopes
// (`@docusaurus/utils`, `@rslib/core`) is still checked.
const docusaurusAliases = [
  '^@(theme|theme-original|theme-init|generated|site)/',
  '^@docusaurus/(BrowserOnly|ComponentCreator|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|Link|Noop|Translate|constants|isInternalUrl|renderRoutes|router|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$',
  '^@rslib/(search-hooks|prism-loader)$',
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'coverage/',
      'versioned_docs/',
      'scripts/swizzle-baseline/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/ban-ts-comment': [
        'error',
        {'ts-expect-error': 'allow-with-description'},
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {fixStyle: 'separate-type-imports'},
      ],
      '@typescript-eslint/no-shadow': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  {
    // Every package a module imports is declared in package.json, not merely
    // hoisted into node_modules by another package. Type-only imports are
    // checked too (`includeTypes`): those of a package with runtime code need
    // it declared; those of a types-only package (`@docusaurus/types`,
    // `@types/*` as `mdast`) have no runtime module to resolve and pass as
    // long as TypeScript finds them. Tests, scripts and config files may use
    // devDependencies; the site itself, in the next block, may not.
    // no-extraneous-dependencies skips a package it cannot resolve, so
    // no-unresolved reports a package import that is not installed at all;
    // relative paths and type-only imports are left to TypeScript.
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: {'import-x': importX},
    settings: {'import-x/internal-regex': docusaurusAliases.join('|')},
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {devDependencies: true, includeTypes: true},
      ],
      'import-x/no-unresolved': [
        'error',
        {commonjs: true, ignore: ['^\\.', ...docusaurusAliases]},
      ],
    },
  },
  {
    // What `docusaurus build` and the browser run: dependencies only.
    files: [
      'src/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}',
      'docusaurus.config.ts',
      'sidebars.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {devDependencies: false, includeTypes: true},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@docusaurus': docusaurus,
    },
    rules: {
      // The two classic hooks rules, as Docusaurus's own config has them (the
      // React Compiler rules of the plugin's preset assume a compiled build).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          // Product names, symbols and key caps read the same in every locale.
          ignoredStrings: [
            '404',
            'npm',
            'yarn',
            'pnpm',
            'bun',
            'Rslib',
            '·',
            '↑',
            '↓',
            '↵',
            'Esc',
            'Ctrl',
            '⌘',
            'K',
            '/',
            '—',
            '×',
          ],
        },
      ],
      '@docusaurus/no-html-links': 'error',
    },
  },
  {
    // Runtime is part of a module's address: browser code (a feature's
    // `client/`, `theme/`, `common/` and `data/` folders, the site's swizzles, MDX
    // components and pages) never imports Node built-ins, a feature's
    // `build/` modules or a plugin entry (`src/features/<feature>/index.ts`):
    // those run in Docusaurus's Node process only. Type-only imports are fine.
    files: [
      'src/features/*/{client,theme,common,data}/**/*.{ts,tsx}',
      'src/theme/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/pages/**/*.{ts,tsx}',
      'src/common/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:.*|fs|fs/.*|path|os|child_process)$',
              message: 'Browser code cannot use Node built-ins.',
            },
            {
              regex: '(^|/)build(/|$)',
              allowTypeImports: true,
              message:
                "Build-time modules run in Node only; move what the browser needs to the feature's common/ or client/ folder.",
            },
            {
              regex:
                '^(\\.\\.(/\\.\\.)*(/index)?|@site/src/features/[^/]+(/index)?)$',
              allowTypeImports: true,
              message:
                "A feature's plugin entry runs in Node only; import the module you need from its client/ or common/ folder.",
            },
          ],
        },
      ],
    },
  },
  {
    // Loaders handed to Rspack by path are CommonJS modules.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Tests may render English literals and use non-null assertions on fixtures.
    files: ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**'],
    rules: {
      '@docusaurus/no-untranslated-text': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
