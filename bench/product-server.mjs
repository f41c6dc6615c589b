// Starts the built product (dist/) as its own process on a free port, for the benches.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Ends a child process: SIGTERM, then SIGKILL after 10 s. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The product with the demo content, on the embedded database in a temporary data directory (or
 * `dataDir`, which is kept), or on the PostgreSQL database `databaseUrl`. `env` adds settings.
 */
export async function startProduct({ databaseUrl = '', env = {}, dataDir: givenDataDir } = {}) {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'product-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/readyz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, dataDir, stop };
}
