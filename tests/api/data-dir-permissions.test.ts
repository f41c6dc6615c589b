/**
 * DATA_DIR (database files, uploads, session secret) belongs to the service's user alone: the real
 * server creates it 0700 with files not readable by others, and tightens a data directory an older
 * version left readable.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady } from '../helpers/server-process';

const parent = mkdtempSync(join(tmpdir(), 'offers-permissions-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(root);
  return found;
}

async function runOnce(dataDir: string) {
  const server = startServer(
    { DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_PASSWORD: 'permissions-test-password', LOG_LEVEL: 'warn' },
    await freePort(),
  );
  try {
    await waitUntilReady(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('DATA_DIR permissions', () => {
  it('are 0700 for a new data directory, and no file in it is readable by others', async () => {
    const dataDir = join(parent, 'new');
    await runOnce(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const files = readdirSync(join(dataDir, 'db'));
    expect(files.length).toBeGreaterThan(5);
    expect(readdirSync(join(dataDir, 'uploads')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);

  it('are corrected for a data directory an older version left open', async () => {
    const dataDir = join(parent, 'old');
    mkdirSync(join(dataDir, 'uploads'), { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'uploads'), 0o777);
    writeFileSync(join(dataDir, 'uploads', 'old.webp'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'uploads', 'old.webp'), 0o666);
    await runOnce(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
