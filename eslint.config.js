import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const appLayers = ['state', 'features', 'ui', 'app'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-subpath',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'perf-results',
      'tests/fixtures/cycle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never inject HTML: render text.',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appLayers.map((layer) => ({
              target: './src/domain',
              from: `./src/${layer}`,
              message: 'domain is pure: it may not import the app.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'features may not import app.',
            },
            {
              target: './src/state',
              from: './src/features',
              message: 'state may not import features.',
            },
            ...['state', 'features', 'app'].map((layer) => ({
              target: './src/ui',
              from: `./src/${layer}`,
              message: 'ui is presentational: it takes values and callbacks, never stores or views.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand', 'recharts'].map((name) => ({
            name,
            message: 'domain is pure TypeScript: no UI or state libraries.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'zustand/*', 'recharts/*'],
              message: 'domain is pure.',
            },
          ],
        },
      ],
    },
  },
);
