import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import {
  freePort,
  startBuiltServer,
  stopServer,
  waitUntilReady,
  type ServerProcess,
} from '#tests/helpers/server-process.ts';
import { E2E_ADMIN } from './env';

/**
 * Every browser-test worker drives a product of its own: the built server (`npm run build`) on a
 * port the system hands out, with a fresh data directory and the demo content. Workers therefore
 * run side by side without seeing each other's offers, and no fixed port can be taken by a
 * server an interrupted run left behind. Specs share their worker's server in file order, as
 * users share one site: each creates the names it relies on (`unique()`).
 */
export const test = base.extend<object, { productServer: ServerProcess }>({
  productServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'offers-e2e-'));
      const server = startBuiltServer(
        {
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          OFFER_RATE_LIMIT: '0',
          LOG_LEVEL: 'warn',
        },
        await freePort(),
      );
      try {
        await waitUntilReady(server);
        await use(server);
      } finally {
        await stopServer(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // The first start encodes the demo images: longer than a test's own time-out on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ productServer }, use) => use(productServer.baseUrl),
});

export { expect };
