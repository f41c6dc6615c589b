/**
 * Issue 14 §4: on SIGTERM an instance first fails /readyz while it keeps serving (the balancer
 * moves on), then closes and exits 0. The real server as a child process (EMBEDDED_ONLY: once is enough).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady, type ServerProcess } from '../helpers/server-process';

const DRAIN_SECONDS = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'offers-drain-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a rolling restart', () => {
  it('fails readiness at once on SIGTERM, serves through the drain, then exits 0', async () => {
    server = startServer(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: 'drain-test-password',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      },
      await freePort(),
    );
    await waitUntilReady(server);
    const { baseUrl } = server;
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${baseUrl}/readyz`)).status, { timeout: 1_000 }).toBe(503);
    const during = await fetch(`${baseUrl}/api/properties`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    // A start with the demo content encodes six images: slow on a busy 2-core machine.
  }, 120_000);
});
