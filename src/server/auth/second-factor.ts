import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { isSealed, normalizeRecoveryCode, type SecondFactorKeys } from './second-factor-keys';

const ISSUER = 'Isarwert Immobilien';
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type UserRow = typeof users.$inferSelect;

function totpFor(username: string, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/**
 * How recovery codes were stored before they were keyed: plain SHA-256 (hex, no prefix). Such a
 * code still works once, and is never written again.
 */
function unkeyedHash(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

function newRecoveryCode(): string {
  const characters = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** New recovery codes, and the columns that store a secret with them (sealed, the codes keyed). */
function newFactorColumns(keys: SecondFactorKeys, secret: string, lastStep: number | null) {
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const columns = {
    totpSecret: keys.seal(secret),
    totpRecoveryCodes: recoveryCodes.map((code) => keys.hashRecoveryCode(code)),
    totpLastStep: lastStep,
    updatedAt: new Date(),
  };
  return { recoveryCodes, columns };
}

export interface Enrolment {
  uri: string;
  recoveryCodes: string[];
}

/** A new TOTP secret (160 bits, base32) and the otpauth:// URI an authenticator app reads. */
export function newSecondFactorSecret(username: string): { secret: string; uri: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(username, secret).toString() };
}

/** The 30-second step a six-digit code of this secret belongs to (this, the previous or the next one), or null. */
export function stepOfCode(username: string, secret: string, code: string, now = Date.now()): number | null {
  const given = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(given)) return null;
  const delta = totpFor(username, secret).validate({ token: given, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Stores a confirmed secret and new recovery codes for an admin who has no second factor yet, and
 * ends the admin's other sessions (a password alone opened them). The step of the code that
 * confirmed it counts as used. Null when the admin has one already (enrolled meanwhile elsewhere).
 */
export async function confirmSecondFactor(
  db: Database,
  keys: SecondFactorKeys,
  enrolment: { userId: string; secret: string; step: number; keepSessionId: string },
): Promise<string[] | null> {
  const { recoveryCodes, columns } = newFactorColumns(keys, enrolment.secret, enrolment.step);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set(columns)
      .where(and(eq(users.id, enrolment.userId), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (!rows[0]) return null;
    await tx
      .delete(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${enrolment.userId} and ${sessions.sid} <> ${enrolment.keepSessionId}`);
    return recoveryCodes;
  });
}

/**
 * Gives the admin a new TOTP secret and recovery codes (replacing any earlier ones) and ends the
 * admin's sessions: from now on a login needs the code. Null when there is no such admin.
 */
export async function enrolSecondFactor(
  db: Database,
  keys: SecondFactorKeys,
  username: string,
): Promise<Enrolment | null> {
  const { secret, uri } = newSecondFactorSecret(username);
  const { recoveryCodes, columns } = newFactorColumns(keys, secret, null);
  return db.transaction(async (tx) => {
    const rows = await tx.update(users).set(columns).where(eq(users.username, username)).returning({ id: users.id });
    if (!rows[0]) return null;
    await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${rows[0].id}`);
    return { uri, recoveryCodes };
  });
}

/** Removes the second factor (an admin who lost the device and the recovery codes). */
export async function removeSecondFactor(db: Database, username: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: null, totpRecoveryCodes: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Checks a six-digit code (this, the previous or the next 30-second step, each accepted once) or
 * an unused recovery code (then used up). Both are claimed with a conditional update, so two
 * parallel logins cannot spend one code twice.
 */
export async function checkSecondFactor(
  db: Database,
  keys: SecondFactorKeys,
  user: UserRow,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.totpSecret) return true;
  const given = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(given)) {
    const secret = keys.open(user.totpSecret);
    if (secret === null) throw new SecondFactorUnreadable(user.username);
    const step = stepOfCode(user.username, secret, given, now);
    if (step === null) return false;
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(sql`${users.id} = ${user.id} and (${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`)
      .returning({ id: users.id });
    return claimed.length > 0;
  }
  const stored = user.totpRecoveryCodes ?? [];
  const hash = [keys.hashRecoveryCode(given), unkeyedHash(given)].find((candidate) => stored.includes(candidate));
  if (!hash) return false;
  // Removed in SQL from the stored list, not from the one read: parallel uses of two codes both stick.
  const claimed = await db
    .update(users)
    .set({
      totpRecoveryCodes: sql`(select coalesce(json_agg(c), '[]'::json) from json_array_elements_text(${users.totpRecoveryCodes}) c where c <> ${hash})`,
    })
    .where(sql`${users.id} = ${user.id} and ${users.totpRecoveryCodes}::jsonb ? ${hash}`)
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** A TOTP secret sealed under another key (SECRETS_KEY or SESSION_SECRET changed since enrolment). */
export class SecondFactorUnreadable extends Error {
  constructor(readonly username: string) {
    super(
      `The second factor of "${username}" was sealed with another key (SECRETS_KEY, or SESSION_SECRET without it, ` +
        `changed). Set the old key again, or remove it with: npm run admin -- totp ${username} --off`,
    );
  }
}

/**
 * Seals the TOTP secrets still stored in plain text (enrolled before sealing existed): run at every
 * start, a no-op once done. Each row is changed only if it still holds the value read, so two
 * instances starting together cannot seal one secret twice.
 */
export async function sealPlainSecondFactors(db: Database, keys: SecondFactorKeys): Promise<number> {
  const rows = await db
    .select({ id: users.id, totpSecret: users.totpSecret })
    .from(users)
    .where(isNotNull(users.totpSecret));
  let sealed = 0;
  for (const { id, totpSecret } of rows) {
    if (!totpSecret || isSealed(totpSecret)) continue;
    const changed = await db
      .update(users)
      .set({ totpSecret: keys.seal(totpSecret) })
      .where(and(eq(users.id, id), eq(users.totpSecret, totpSecret)))
      .returning({ id: users.id });
    sealed += changed.length;
  }
  return sealed;
}
