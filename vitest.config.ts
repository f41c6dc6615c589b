import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { publicTexts } from './scripts/vite-public-texts.ts';

const apiTest = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/helpers/global-setup.ts'],
  setupFiles: ['tests/helpers/fail-on-console-error.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Files share a worker's modules instead of importing the whole server again each (about a
  // second per file). Each file still builds its own app on its own database (test-app.ts), and
  // nothing of the server keeps state at module level that a second app would see.
  isolate: false,
};

/** Run real server processes on an embedded data directory, or a database of their own: once is enough. */
const EMBEDDED_ONLY = [
  'tests/api/database-outage.test.ts',
  'tests/api/offer-durability.test.ts',
  'tests/api/admin-cli.test.ts',
  'tests/api/reverse-proxy.test.ts',
  'tests/api/data-dir-permissions.test.ts',
  'tests/api/graceful-drain.test.ts',
  'tests/api/postgres-listener.test.ts',
];

/**
 * Start the real server or CLI as processes, several times each: the whole suite runs them, the
 * inner loop (`npm run test:quick`, TEST_QUICK=1) leaves them out to stay within two minutes.
 */
const PROCESS_LIFECYCLE = [
  'tests/api/admin-cli.test.ts',
  'tests/api/data-dir-permissions.test.ts',
  'tests/api/offer-durability.test.ts',
  'tests/api/graceful-drain.test.ts',
  'tests/api/database-outage.test.ts',
  'tests/api/reverse-proxy.test.ts',
];
const QUICK_EXCLUDE = process.env.TEST_QUICK === '1' ? PROCESS_LIFECYCLE : [];

/** What only exists on PostgreSQL (the embedded setup keeps its images on disk; it has no connections to lose). */
const POSTGRES_ONLY = [
  'tests/api/database-images.test.ts',
  'tests/api/database-documents.test.ts',
  'tests/api/lost-connection.test.ts',
];

/**
 * Server and shared modules run under Node as in production: DOM globals would hide a wrong import.
 * The import rules' test (tests/lint) runs ESLint, a Node program, too.
 */
const SERVER_UNIT = [
  'src/server/**/*.test.ts',
  'src/shared/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/lint/**/*.test.ts',
];

/**
 * unit: client components and helpers (happy-dom). server-unit: pure server and shared modules
 * beside their code, without the app or a database, so they run once instead of once per database.
 * api-pglite / api-postgres: the same API suite on both databases; the PostgreSQL project runs when
 * TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // API files wait on the database more than on the CPU: two at a time even on a 2-core machine.
    maxWorkers: 2,
    // `npm run test:coverage`: the line and branch coverage of src/ by the unit and API tests.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.tmp/coverage',
    },
    projects: [
      {
        plugins: [react(), publicTexts()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...SERVER_UNIT],
          environment: 'happy-dom',
          // Generous: a time-out must mean a bug, not a machine busy with other work (a second
          // suite beside this one made a 4 s component test take over 15 s).
          testTimeout: 60_000,
          setupFiles: ['tests/helpers/client/unit-setup.ts', 'tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server-unit',
          include: SERVER_UNIT,
          environment: 'node',
          isolate: false,
          // Password hashing at its production cost (scrypt N=2^17) takes seconds on a busy machine.
          testTimeout: 60_000,
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      // The plugins let API tests render the public site from its sources (src/client/entry-server.tsx).
      {
        plugins: [react(), publicTexts()],
        test: {
          ...apiTest,
          name: 'api-pglite',
          env: { TEST_DB: 'pglite' },
          exclude: [...POSTGRES_ONLY, ...QUICK_EXCLUDE],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              plugins: [react(), publicTexts()],
              test: { ...apiTest, name: 'api-postgres', env: { TEST_DB: 'postgres' }, exclude: EMBEDDED_ONLY },
            },
          ]
        : []),
      // The built product as two instances behind nginx on PostgreSQL: scripts/test.mjs runs it
      // after the build (CLUSTER_TEST=1), never as part of the plain `vitest run`.
      ...(process.env.CLUSTER_TEST
        ? [
            {
              test: {
                name: 'cluster',
                include: ['tests/cluster/**/*.test.ts'],
                environment: 'node',
                setupFiles: ['tests/helpers/fail-on-console-error.ts'],
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
