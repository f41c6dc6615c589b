/**
 * An offer is acknowledged only once it is durably stored: the real server runs
 * as a child process on an embedded database, is killed with SIGKILL right after acknowledging offers,
 * and every acknowledged offer must still be there. Also: SIGTERM shuts down cleanly with exit code 0,
 * and a bad setting stops start-up with a clear message. PGlite only (vitest.config.ts keeps it out of the PostgreSQL project): PostgreSQL's durability is its own.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_OFFER } from '../helpers/fixtures';
import { freePort, startServer, waitUntilReady, type ServerProcess } from '../helpers/server-process';

const CRASHES = 2;
const OFFERS_PER_ROUND = 6;
/** Three server starts on a busy CI machine can take a while. */
const CRASH_TEST_TIMEOUT_MS = 180_000;

describe('the server process on the embedded database', () => {
  let dataDir: string;
  let port: number;
  let env: Record<string, string>;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'offers-durability-'));
    port = await freePort();
    env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'durability-test-password',
      LOG_LEVEL: 'warn',
      OFFER_RATE_LIMIT: '0',
    };
  });

  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    const server = startServer(env, port);
    running.push(server);
    await waitUntilReady(server);
    return server;
  }

  async function demoPropertyId(server: ServerProcess): Promise<string> {
    const response = await fetch(`${server.baseUrl}/api/properties`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: string; images: string[] }[];
    expect(list).toHaveLength(1);
    return list[0]!.id;
  }

  /**
   * Sends a round of offers at once and kills the server with SIGKILL the moment the first one is
   * acknowledged; returns the ids of every offer that got a 201 before the process died.
   */
  async function offersThenKill(server: ServerProcess, propertyId: string, round: number): Promise<string[]> {
    const acknowledged: string[] = [];
    let killed = false;
    const sends = Array.from({ length: OFFERS_PER_ROUND }, async (_, i) => {
      try {
        const response = await fetch(`${server.baseUrl}/api/properties/${propertyId}/bids`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...VALID_OFFER, firstName: `Runde ${round}`, lastName: `Angebot ${i}` }),
        });
        if (response.status === 201) {
          const body = (await response.json()) as { id: string };
          acknowledged.push(body.id);
          if (!killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        }
      } catch {
        // The connection died with the process: this offer was never acknowledged.
      }
    });
    await Promise.all(sends);
    const exit = await server.exited;
    expect(exit.signal).toBe('SIGKILL');
    return acknowledged;
  }

  it(
    'keeps every acknowledged offer through repeated kill -9 and restarts; SIGTERM then exits 0',
    async () => {
      let server = await start();
      const propertyId = await demoPropertyId(server);
      const acknowledged: string[] = [];

      for (let round = 0; round < CRASHES; round += 1) {
        const ids = await offersThenKill(server, propertyId, round);
        expect(ids.length, `round ${round}: at least one offer acknowledged`).toBeGreaterThan(0);
        acknowledged.push(...ids);
        // The crashed server's lock and database files must not stop the next start.
        server = await start();
        expect(await demoPropertyId(server)).toBe(propertyId);
      }

      // A graceful stop: SIGTERM closes the server and the database, exits 0 and releases the lock.
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

      const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
      try {
        const result = await db.query<{ id: string }>('select id from bids');
        const stored = new Set(result.rows.map((row) => row.id));
        const lost = acknowledged.filter((id) => !stored.has(id));
        expect(lost, `${lost.length} of ${acknowledged.length} acknowledged offers lost`).toEqual([]);
        // The demo content was seeded once, not again on every restart.
        const properties = await db.query('select id from properties');
        expect(properties.rows).toHaveLength(1);
      } finally {
        await db.close();
      }
    },
    CRASH_TEST_TIMEOUT_MS,
  );

  it('refuses a bad setting at start-up with a clear message and exit code 1', async () => {
    const server = startServer({ ...env, PORT: 'abc', OFFER_RATE_LIMIT: '-1' }, port);
    running.push(server);
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toContain('Invalid environment configuration');
    expect(server.output()).toMatch(/PORT: /);
    expect(server.output()).toMatch(/OFFER_RATE_LIMIT: /);
  });
});
