// ESLint flat config (https://eslint.org/docs/latest/use/configure/configuration-files).
// Formatting is Prettier's job (eslint-config-prettier turns the conflicting rules off); import
// boundaries between layers are dependency-cruiser's (.dependency-cruiser.cjs), see ARCHITECTURE.md.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { sqlPlacement } from './api/eslint/sql-placement.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'web/src/gql/**', 'web/public/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a binding kept on purpose (a destructured field dropped, a handler's unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // type-graphql and MikroORM decorators need classes whose shape comes from decorators.
      '@typescript-eslint/no-extraneous-class': 'off',
      'no-console': 'off',
    },
  },
  {
    // Promise rules need types: each file is checked in the program of its nearest tsconfig.json
    // (core, core/bench, core/scripts, api, api/bench, web: sources, tests, e2e and scripts).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // The root's own config files are in no workspace's tsconfig (tsconfig.config.json's program).
          allowDefaultProject: ['*.ts'],
          defaultProject: 'tsconfig.config.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Small files with one purpose: a source file has at most 300 lines, counted as `wc -l` counts
    // them (blank lines and comments included).
    files: [
      '{api,core,web}/src/**/*.{ts,tsx}',
      '**/scripts/**/*.{ts,mjs,js}',
      'web/build/**/*.ts',
      'web/vite.config.ts',
    ],
    // Tests, their helpers and benchmarks are exempt: a suite's cases of one subject stay together.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Tests and scripts may use `any` for the JSON they read back from the server.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', '**/bench/**', '**/scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  sqlPlacement,
  prettier,
);
