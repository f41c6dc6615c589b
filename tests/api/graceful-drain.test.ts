/**
 * On SIGTERM (with SHUTDOWN_DRAIN_SECONDS) an instance first fails /readyz while it keeps serving (the balancer
 * moves on), then stops accepting connections, answers what still comes on an open one with
 * Connection: close, and exits 0. The real server as a child process (EMBEDDED_ONLY: once is enough).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
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

/**
 * A GET on the agent's connection, or on one of its own (closed after, so none is left open to
 * hold up the shutdown); reusedSocket says whether it was one already open.
 */
function get(port: number, path: string, agent: Agent | false = false) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; reusedSocket: boolean }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, reusedSocket: req.reusedSocket }),
      );
    });
    req.on('error', reject).end();
  });
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('a rolling restart', () => {
  // 120 s: the server starts from scratch (migrations, the demo content), which can take most of a
  // minute on a busy 2-core machine.
  it('fails readiness at once on SIGTERM, serves through the drain, then stops accepting and exits 0', async () => {
    const port = await freePort();
    server = startServer(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: 'drain-test-password',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      },
      port,
    );
    await waitUntilReady(server);
    expect((await get(port, '/readyz')).status).toBe(200);
    // A balancer's connection, kept open across the drain.
    const balancer = new Agent({ keepAlive: true, maxSockets: 1 });

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await get(port, '/readyz')).status, { timeout: 1_000 }).toBe(503);
    const during = await get(port, '/api/properties', balancer);
    expect(during.status).toBe(200);
    // Kept open: closing it would make the balancer open a new connection for every request.
    expect(during.headers.connection).toBe('keep-alive');
    expect((await get(port, '/healthz')).status).toBe(200);

    // After the drain new connections are refused, so the balancer goes elsewhere…
    await expect.poll(() => acceptsConnections(port), { timeout: DRAIN_SECONDS * 1000 + 2_000 }).toBe(false);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    // …while a request on an open connection is still answered, and the connection closed after it.
    const after = await get(port, '/api/properties', balancer);
    expect(after).toMatchObject({ status: 200, reusedSocket: true });
    expect(after.headers.connection).toBe('close');
    balancer.destroy();

    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
  }, 120_000);
});
