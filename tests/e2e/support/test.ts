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

export interface Product {
  server: ServerProcess;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The built product (`npm run build`) on a port the system hands out, with a fresh data directory,
 * the demo content and the test admin, ready to answer. `moreEnv` adds settings (a mail server, the
 * public address), given the port, so a spec that needs a product of its own starts it the same way.
 */
export async function startProduct(moreEnv: (port: number) => Record<string, string> = () => ({})): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'offers-e2e-'));
  const port = await freePort();
  const server = startBuiltServer(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      OFFER_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      ...moreEnv(port),
    },
    port,
  );
  const stop = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, stop };
}

/**
 * Every browser-test worker drives a product of its own (startProduct). Workers therefore run side
 * by side without seeing each other's offers, and no fixed port can be taken by a server an
 * interrupted run left behind. Specs share their worker's server in file order, as users share one
 * site: each creates the names it relies on (`unique()`).
 */
export const test = base.extend<object, { productServer: ServerProcess }>({
  productServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const product = await startProduct();
      try {
        await use(product.server);
      } finally {
        await product.stop();
      }
    },
    // Two servers and two browsers share two cores: a start can outlast a test's own time-out.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ productServer }, use) => use(productServer.baseUrl),
});

export { expect };
