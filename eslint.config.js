import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layer rules (GUIDE §3): shared imports nothing of ours; the client never imports the server. */
const layerRules = {
  shared: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/server/**', '**/client/**', 'node:*'],
            message: 'src/shared must stay free of server, client and node imports.',
          },
        ],
      },
    ],
  },
  database: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/**', '!../db/**', '!../../shared/**'],
            message: 'src/server/db is the bottom of the server: schema and connections only.',
          },
        ],
      },
    ],
  },
  client: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['**/server/**', 'node:*'], message: 'The client must not import server code.' }] },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Plain scripts the browser loads as they are (public/).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Client test helpers render client code: the same browser globals and client layer rules.
    files: ['src/client/**/*.{ts,tsx}', 'tests/helpers/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...layerRules.client },
  },
  { files: ['src/shared/**/*.ts'], rules: layerRules.shared },
  { files: ['src/server/db/**/*.ts'], rules: layerRules.database },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'node:*'], message: 'The client must not import server code.' },
            { group: ['**/features/**'], message: 'Features do not import each other; compose them in app/.' },
          ],
        },
      ],
    },
  },
);
