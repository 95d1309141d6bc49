// ESLint flat config, after Docusaurus's own: TypeScript, React hooks, JSX
// accessibility and Docusaurus's rules for translatable strings. Formatting is
// Prettier's job (eslint-config-prettier turns off the rules it owns).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    // `client/`, `theme/` and `common/` folders, the site's swizzles, MDX
    // components and pages) never imports Node built-ins, a feature's
    // `build/` modules or a plugin entry (`src/features/<feature>/index.ts`):
    // those run in Docusaurus's Node process only. Type-only imports are fine.
    files: [
      'src/features/*/{client,theme,common}/**/*.{ts,tsx}',
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
