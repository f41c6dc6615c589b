import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ScryptThreads } from './scrypt-threads';

/** scrypt N=2^17, r=8, p=1 (OWASP password storage guidance); needs ~128 MiB, hence maxmem. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEM = 256 * 1024 * 1024;

/**
 * Two threads for the whole process, whatever asks: sign-ins are bounded further by the route
 * (auth/password-check-gate.ts); the rest (a first admin, the command line) is rare.
 */
const threads = new ScryptThreads(2);

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return threads.derive(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEM });
}

/** Returns "scrypt$N$r$p$salt$hash" so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A well-formed hash with the current parameters that no password matches in practice (an all-zero
 * key). The first checks for unknown users run against it, timing what a check costs (verifyNoOne);
 * being a constant, it costs nothing to make.
 */
export const DECOY_HASH = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  Buffer.alloc(16).toString('base64'),
  Buffer.alloc(KEY_LENGTH).toString('base64'),
].join('$');

const CURRENT_PREFIX = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$`;
/** How long the last few password checks took (ms), queueing included: what an answer costs now. */
const recentCheckTimes: number[] = [];
const CHECK_TIMES_KEPT = 16;
/** Real checks timed before a check for nobody may stand in for one. */
const CHECK_TIMES_NEEDED = 3;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const started = performance.now();
  const key = await derive(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  // Only checks at today's cost stand for one: a hash made with older (cheaper) parameters does not.
  if (stored.startsWith(CURRENT_PREFIX)) {
    recentCheckTimes.push(performance.now() - started);
    if (recentCheckTimes.length > CHECK_TIMES_KEPT) recentCheckTimes.shift();
  }
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * The check for a username nobody has. It must not answer sooner than a real one (the time would tell
 * which usernames exist), but a flood of made-up usernames (no account, so no account slowdown) must
 * not buy a core's worth of scrypt each: that alone doubled the public pages' latency on two cores.
 * So it waits as long as one of the recent real checks took, drawn at random so the spread matches
 * too; until a few real checks have been timed it runs one against the decoy hash, which times it.
 */
export async function verifyNoOne(password: string): Promise<false> {
  if (recentCheckTimes.length < CHECK_TIMES_NEEDED) await verifyPassword(password, DECOY_HASH);
  else await sleep(recentCheckTimes[randomInt(recentCheckTimes.length)]);
  return false;
}

/** A random password for a first admin: 20 characters from an unambiguous alphabet. */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
