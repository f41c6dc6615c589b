import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layer rules look at the file an import resolves to, not at its text: `../other-feature/x`
 * and `#client/features/other-feature/x.ts` are the same import and get the same answer. The
 * resolver reads package.json "imports" (#shared/…, #client/…) and finds extensionless relative
 * imports of TypeScript files.
 */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  conditionNames: ['import', 'default'],
});

/** Each client feature may import itself, never another feature: compose them in src/client/app. */
const featureZones = readdirSync(new URL('src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `src/client/features/${name}`,
    from: 'src/client/features',
    except: [`./${name}`],
    message:
      'Features do not import each other: move the shared piece to src/client/lib or components, or compose in app/.',
  }));

const layerZones = [
  {
    target: 'src/shared',
    from: ['src/server', 'src/client'],
    message: 'src/shared is what server and client agree on: it imports neither.',
  },
  {
    target: ['src/client', 'tests/helpers/client'],
    from: 'src/server',
    message: 'The client must not import server code.',
  },
  {
    target: 'src/server/db',
    from: 'src/server',
    // paths.ts names the project's folders (the migrations' among them) and imports only node:*.
    except: ['./db', './paths.ts'],
    message: 'src/server/db is the bottom of the server: schema and connections only.',
  },
  {
    // The cross-cutting plugins and the contract's registrar serve every capability: they import
    // infrastructure (the database, load, the audit log and the public read cache), never a
    // capability's routes or queries; app.ts hands them what they need from one (options).
    target: ['src/server/plugins', 'src/server/api'],
    from: 'src/server',
    except: ['./plugins', './api', './db', './load', './audit/audit-log.ts', './public-reads/public-read-cache.ts'],
    message: 'Plugins and the registrar take what a capability provides through their options (see app.ts).',
  },
  ...featureZones,
];

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
      // Deliberately wrong imports that tests/lint/import-rules.test.ts lints on its own.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [resolver],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones, basePath: import.meta.dirname }],
      // An import the resolver cannot follow would pass the zones unseen. virtual: modules are made
      // by a Vite plugin (scripts/vite-public-texts.ts), dist/ by the build, which lint may precede.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '^\\.\\./dist/'] }],
      // Relative paths stay short: the same folder or one up; further away, the name says where.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'Import by name (#shared/…, #server/…, #client/…, #tests/…) with the file extension.',
            },
          ],
        },
      ],
    },
  },
  {
    // No loops between the product's modules: a lazy import() counts too, a type-only import does
    // not. Tests, scripts and benchmarks are left out, which halves the rule's time; the fixture
    // loop is here for tests/lint/import-rules.test.ts.
    files: ['src/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    rules: { ...reactHooks.configs.recommended.rules, 'import-x/no-nodejs-modules': 'error' },
  },
  // Neither DOM nor Node: the code both sides run.
  { files: ['src/shared/**/*.ts'], rules: { 'import-x/no-nodejs-modules': 'error' } },
);
