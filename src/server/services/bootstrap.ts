import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { generatePassword } from './passwords';
import { countUsers, createUser } from './users';

const SECRET_FILE = 'session-secret';

/** SESSION_SECRET from the env, else the one generated on first start and kept in DATA_DIR (0600). */
export function resolveSessionSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  // A new file and a rename: the mode applies even when a damaged file existed, and a crash never
  // leaves a half-written secret behind.
  const temp = `${file}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  writeFileSync(temp, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temp, file);
  return secret;
}

/**
 * Creates the first admin when there is none. Without ADMIN_PASSWORD a password is generated and
 * printed once; it is not stored anywhere in clear text.
 */
export async function ensureAdminUser(
  db: Database,
  username: string,
  password: string | undefined,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<'exists' | 'created'> {
  if ((await countUsers(db)) > 0) return 'exists';
  const chosen = password ?? generatePassword();
  await createUser(db, username, chosen);
  if (!password) {
    const line = '='.repeat(64);
    print(
      `\n${line}\n  Admin account created\n  Username: ${username}\n  Password: ${chosen}\n` +
        `  This password is shown only once. Change it with:\n  npm run admin -- set-password ${username}\n${line}\n\n`,
    );
  }
  return 'created';
}
