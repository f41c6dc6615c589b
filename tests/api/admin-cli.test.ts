/** `npm run admin -- create|set-password <username>`, with the password on standard input. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { verifyPassword } from '../../src/server/services/passwords';
import { findUserByUsername } from '../../src/server/services/users';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'offers-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(args: string[], password: string) {
  const result = spawnSync('npx', ['tsx', 'src/server/admin-cli.ts', ...args], {
    input: password,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

async function passwordWorks(username: string, password: string): Promise<boolean> {
  const handle = await openPglite(join(dataDir, 'db'));
  try {
    const user = await findUserByUsername(handle.db, username);
    return user !== undefined && (await verifyPassword(password, user.passwordHash));
  } finally {
    await handle.close();
  }
}

describe('admin CLI', () => {
  it('creates an admin, refuses a duplicate, and changes the password', async () => {
    const created = cli(['create', 'editor'], 'first-password-1');
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('Admin "editor" created.');
    expect(await passwordWorks('editor', 'first-password-1')).toBe(true);

    const duplicate = cli(['create', 'editor'], 'another-password');
    expect(duplicate.code).toBe(1);
    expect(duplicate.out).toContain('already exists');

    const changed = cli(['set-password', 'editor'], 'second-password-2\n');
    expect(changed.code).toBe(0);
    expect(await passwordWorks('editor', 'second-password-2')).toBe(true);
    expect(await passwordWorks('editor', 'first-password-1')).toBe(false);
  }, 120_000);

  it('refuses short passwords, unknown admins and missing arguments', () => {
    expect(cli(['set-password', 'editor'], 'short')).toMatchObject({ code: 1 });
    const unknown = cli(['set-password', 'nobody'], 'long-enough-password');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No admin named "nobody"');
    const usage = cli([], '');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage:');
  }, 120_000);
});
