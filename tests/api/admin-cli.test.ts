/** `npm run admin -- create|set-password <username>`, with the password on standard input. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/client.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { findUserByUsername } from '#server/auth/users.ts';
import { offers } from '#server/db/schema.ts';
import { runAdminCommand } from '#server/admin-cli/run-admin-command.ts';
import { insertProperty } from '../helpers/fixtures';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'offers-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * A command as `npm run admin` runs it, in this process: the same code from argument to exit code,
 * without starting Node and the TypeScript loader for each of the many calls below.
 */
async function cli(args: string[], password: string, dir = dataDir) {
  let out = '';
  const code = await runAdminCommand(args, {
    out: (text) => void (out += text),
    err: (text) => void (out += text),
    readPassword: async () => password.replace(/\r?\n$/, ''),
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' },
  });
  return { code, out };
}

/** The command as a process: the password piped into standard input, the exit code of the process. */
function cliProcess(args: string[], password: string, dir = dataDir) {
  // From its sources under Node with tsx's loader; npx in between cost about a second a call.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin-cli.ts', ...args], {
    input: password,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

async function passwordWorks(username: string, password: string, dir = dataDir): Promise<boolean> {
  const handle = await openPglite(join(dir, 'db'));
  try {
    const user = await findUserByUsername(handle.db, username);
    return user !== undefined && (await verifyPassword(password, user.passwordHash));
  } finally {
    await handle.close();
  }
}

describe('admin CLI', () => {
  it('runs as a process: the password piped in, the exit code and messages of the command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'offers-cli-process-'));
    try {
      const created = cliProcess(['create', 'piped'], 'piped-password-1\n', dir);
      expect(created).toMatchObject({ code: 0 });
      expect(created.out).toContain('Admin "piped" created.');
      const refused = cliProcess(['set-password', 'nobody'], 'long-enough-password', dir);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('No admin named "nobody"');
      const usage = cliProcess(['frobnicate'], '', dir);
      expect(usage.code).toBe(2);
      expect(usage.out).toContain('Usage:');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('creates an admin, refuses a duplicate, and changes the password', async () => {
    const created = await cli(['create', 'editor'], 'first-password-1');
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('Admin "editor" created.');
    expect(await passwordWorks('editor', 'first-password-1')).toBe(true);

    const duplicate = await cli(['create', 'editor'], 'another-password');
    expect(duplicate.code).toBe(1);
    expect(duplicate.out).toContain('already exists');

    const changed = await cli(['set-password', 'editor'], 'second-password-2\n');
    expect(changed.code).toBe(0);
    expect(await passwordWorks('editor', 'second-password-2')).toBe(true);
    expect(await passwordWorks('editor', 'first-password-1')).toBe(false);
  }, 120_000);

  it('refuses short or common passwords, unknown admins and missing arguments', async () => {
    const short = await cli(['set-password', 'editor'], 'eleven-char');
    expect(short.code).toBe(1);
    expect(short.out).toContain('at least 12 characters');
    const common = await cli(['set-password', 'editor'], 'Sunshine2026!');
    expect(common.code).toBe(1);
    expect(common.out).toContain('too common');
    expect(await passwordWorks('editor', 'second-password-2')).toBe(true);
    const unknown = await cli(['set-password', 'nobody'], 'long-enough-password');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No admin named "nobody"');
    const usage = await cli([], '');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage:');
  }, 120_000);

  it('backs up into one file and restores it into an empty data directory, refusing a full one', async () => {
    const file = join(dataDir, '..', `${dataDir.split('/').pop()}.backup`);
    const backup = await cli(['backup', file], '');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/Backed up 1 users, .*, 0 image files and 0 document files in [\d.]+ s\./);

    const restoreDir = mkdtempSync(join(tmpdir(), 'offers-cli-restore-'));
    try {
      const restored = await cli(['restore', file], '', restoreDir);
      expect(restored.code).toBe(0);
      expect(restored.out).toContain('Restored 1 users');
      const again = await cli(['restore', file], '', restoreDir);
      expect(again.code).toBe(1);
      expect(again.out).toContain('--force');
      expect((await cli(['restore', file, '--force'], '', restoreDir)).code).toBe(0);
      // The restored admin signs in with the password set before the backup.
      expect(await passwordWorks('editor', 'second-password-2', restoreDir)).toBe(true);
      expect((await cli(['restore', join(restoreDir, 'missing.backup')], '', restoreDir)).out).toContain(
        'No such file',
      );
      expect((await cli(['backup', file, '--force'], '')).code).toBe(2);
    } finally {
      rmSync(restoreDir, { recursive: true, force: true });
      rmSync(file, { force: true });
    }
  }, 180_000);

  it('verifies the bid logs of the database and of a backup, and finds an edit in either', async () => {
    const seeded = await openPglite(join(dataDir, 'db'));
    const property = await insertProperty(seeded.db, { title: 'Prüfhaus' });
    for (const [email, bidAmount] of [
      ['eins@example.de', '600000'],
      ['zwei@example.de', '610000'],
    ] as const) {
      await seeded.db
        .insert(offers)
        .values({ propertyId: property.id, firstName: 'A', lastName: 'B', email, phone: '+49 89 1', bidAmount });
    }
    await seeded.close();
    const file = join(dataDir, '..', `${dataDir.split('/').pop()}-log.backup`);
    const tamperedFile = `${file}.tampered`;
    try {
      expect((await cli(['backup', file], '')).code).toBe(0);
      const live = await cli(['verify-bid-log'], '');
      expect(live.out).toMatch(/^Prüfhaus \([0-9a-f-]{36}\): 3 entries, intact, head [0-9a-f]{64}$/m);
      expect(live.out).toContain('1 bid logs checked, 0 broken.');
      expect(live.code).toBe(0);
      const head = /head ([0-9a-f]{64})/.exec(live.out)![1];
      const backup = await cli(['verify-bid-log', file], '');
      expect(backup.code).toBe(0);
      expect(backup.out).toContain(`3 entries, intact, head ${head}`);

      // The second offer's amount changed in the file: its entry no longer matches its hash.
      const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
      const edited = lines.map((line) =>
        line.startsWith('R\tbid_log\t') ? line.replace('"amount":610000.00', '"amount":710000.00') : line,
      );
      expect(edited).not.toEqual(lines);
      writeFileSync(tamperedFile, gzipSync(edited.join('\n')));
      const tampered = await cli(['verify-bid-log', tamperedFile], '');
      expect(tampered.out).toContain('3 entries, BROKEN at 3 (hash)');
      expect(tampered.code).toBe(1);

      // The same edit straight in the database, past the guard as the tables' owner could.
      const owner = await openPglite(join(dataDir, 'db'));
      await owner.db.transaction(async (tx) => {
        await tx.execute(sql`alter table bid_log disable trigger bid_log_no_update_or_delete`);
        await tx.execute(sql`update bid_log set amount = 710000 where "position" = 3`);
        await tx.execute(sql`alter table bid_log enable always trigger bid_log_no_update_or_delete`);
      });
      await owner.close();
      const broken = await cli(['verify-bid-log'], '');
      expect(broken.out).toContain('BROKEN at 3 (hash)');
      expect(broken.code).toBe(1);
      expect((await cli(['verify-bid-log', join(dataDir, 'missing.backup')], '')).out).toContain('No such file');
    } finally {
      rmSync(file, { force: true });
      rmSync(tamperedFile, { force: true });
    }
  }, 180_000);

  it('enrols a second factor with a QR code and recovery codes, and removes it', async () => {
    const enrolled = await cli(['totp', 'editor'], '');
    expect(enrolled.code).toBe(0);
    expect(enrolled.out).toMatch(/otpauth:\/\/totp\/Isarwert%20Immobilien:editor\?\S*secret=[A-Z2-7]{32}/);
    expect(enrolled.out).toContain('▀');
    expect(enrolled.out.match(/^ {2}[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/gm)).toHaveLength(10);
    expect((await cli(['totp', 'editor', '--off'], '')).out).toContain('removed');
    expect((await cli(['totp', 'nobody'], '')).out).toContain('No admin named "nobody"');
  }, 120_000);
});
