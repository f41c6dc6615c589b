import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTest = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/helpers/global-setup.ts'],
  setupFiles: ['tests/helpers/fail-on-console-error.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/** Run real processes on an embedded data directory: meaningful for PGlite only. */
const EMBEDDED_ONLY = ['tests/api/offer-durability.test.ts', 'tests/api/admin-cli.test.ts'];

/**
 * unit: components and pure helpers. api-pglite / api-postgres: the same API suite on both
 * databases; the PostgreSQL project runs when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // API files wait on the database more than on the CPU: two at a time even on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/unit-setup.ts', 'tests/helpers/fail-on-console-error.ts'],
        },
      },
      { test: { ...apiTest, name: 'api-pglite', env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...apiTest, name: 'api-postgres', env: { TEST_DB: 'postgres' }, exclude: EMBEDDED_ONLY } }]
        : []),
    ],
  },
});
