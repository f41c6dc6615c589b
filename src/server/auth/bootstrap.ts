import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { generatePassword } from './passwords';
import { secondFactorKeysFor, type SecondFactorKeys } from './second-factor-keys';
import { countUsers, createFirstUser } from './users';

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
  writePrivateFile(file, `${secret}\n`);
  return secret;
}

/**
 * The keys that seal second factors: from SECRETS_KEY, else from the session secret (the same on
 * every instance already, which a key generated per DATA_DIR would not be).
 */
export function resolveSecondFactorKeys(
  dataDir: string,
  config: { sessionSecret?: string; secretsKey?: string },
): SecondFactorKeys {
  return secondFactorKeysFor({ ...config, sessionSecret: resolveSessionSecret(dataDir, config.sessionSecret) });
}

/** Where a generated first password waits for the operator (0600); set-password removes it. */
export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

interface FirstAdmin {
  username: string;
  /** ADMIN_PASSWORD, if set; otherwise one is generated. */
  password?: string;
  dataDir: string;
  /** Shows a generated password itself, not only its file: only on an interactive terminal. */
  showPassword?: boolean;
  print?: (text: string) => void;
}

/**
 * Creates the first admin when there is none. A generated password goes into a 0600 file in
 * DATA_DIR, never into the log stream a host may collect; an operator at a terminal also sees it.
 */
export async function ensureAdminUser(
  db: Database,
  {
    username,
    password,
    dataDir,
    showPassword = process.stdout.isTTY === true,
    print = (text) => process.stdout.write(text),
  }: FirstAdmin,
): Promise<'exists' | 'created'> {
  if ((await countUsers(db)) > 0) return 'exists';
  const chosen = password ?? generatePassword();
  // Another instance may have been quicker since the count: then it made the admin, not this one.
  if (!(await createFirstUser(db, username, chosen))) return 'exists';
  if (!password) {
    const file = join(dataDir, INITIAL_PASSWORD_FILE);
    writePrivateFile(file, `${chosen}\n`);
    const line = '='.repeat(64);
    const shown = showPassword ? `  Password: ${chosen}\n` : '';
    print(
      `\n${line}\n  Admin account created\n  Username: ${username}\n${shown}  Password file: ${file}\n` +
        `  Sign in, then choose your own password with:\n  npm run admin -- set-password ${username}\n${line}\n\n`,
    );
  }
  return 'created';
}

/** Removes the generated first password once the admin has chosen one. */
export function removeInitialPasswordFile(dataDir: string): void {
  rmSync(join(dataDir, INITIAL_PASSWORD_FILE), { force: true });
}

/** A new file and a rename: the mode applies even over a damaged file, and no half-written file remains. */
function writePrivateFile(file: string, content: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  writeFileSync(temp, content, { mode: 0o600, flag: 'wx' });
  renameSync(temp, file);
}
