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

/**
 * unit: components and pure helpers. api-pglite / api-postgres: the same API suite on both
 * databases; the PostgreSQL project runs when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
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
        ? [{ test: { ...apiTest, name: 'api-postgres', env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
