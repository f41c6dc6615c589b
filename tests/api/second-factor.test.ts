/** A second factor (TOTP) for admins: npm run admin -- totp <username>. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolSecondFactor, removeSecondFactor, sealPlainSecondFactors } from '#server/auth/second-factor.ts';
import { SecondFactorKeys } from '#server/auth/second-factor-keys.ts';
import { users } from '#server/db/schema.ts';
import { createUser } from '#server/auth/users.ts';
import { CODE_REQUIRED_MESSAGE, INVALID_CODE_MESSAGE } from '#shared/auth/schemas.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const USERNAME = 'two-factor-admin';
const PASSWORD = 'two-factor-password-2026';

let t: TestApp;
let totp: OTPAuth.TOTP;
let recoveryCodes: string[];
let address = 0;

/** Each scenario from its own address, so the login limits of one do not touch another. */
function client() {
  return t.client({ remoteAddress: `10.20.0.${++address}` });
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, USERNAME, PASSWORD);
  const enrolment = await enrolSecondFactor(t.db, t.secondFactorKeys, USERNAME);
  totp = OTPAuth.URI.parse(enrolment!.uri) as OTPAuth.TOTP;
  recoveryCodes = enrolment!.recoveryCodes;
  expect(enrolment!.uri).toMatch(/^otpauth:\/\/totp\/Isarwert%20Immobilien:two-factor-admin\?/);
  expect(recoveryCodes).toHaveLength(10);
});
afterAll(() => t.close());

describe('an admin with a second factor', () => {
  it('is asked for the code after the right password, and gets no session without it', async () => {
    const visitor = client();
    const response = await visitor.login(USERNAME, PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: CODE_REQUIRED_MESSAGE, codeRequired: true });
    expect((await visitor.get('/api/auth/user')).statusCode).toBe(401);
    // A wrong password still says only that.
    expect((await client().login(USERNAME, 'wrong-password')).json()).toEqual({
      message: 'Invalid username or password',
    });
  });

  it('signs in with password and the current code, and a code works only once', async () => {
    const code = totp.generate();
    const first = client();
    await first.get('/api/auth/user');
    expect((await first.post('/api/login', { username: USERNAME, password: PASSWORD, code })).statusCode).toBe(200);
    expect((await first.get('/api/auth/user')).json()).toMatchObject({ username: USERNAME });

    const replay = client();
    await replay.get('/api/auth/user');
    const again = await replay.post('/api/login', { username: USERNAME, password: PASSWORD, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: INVALID_CODE_MESSAGE, codeRequired: true });
  });

  it('lets only one of two parallel logins spend the same code', async () => {
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    const [a, b] = [client(), client()];
    await Promise.all([a.get('/api/auth/user'), b.get('/api/auth/user')]);
    const statuses = await Promise.all(
      [a, b].map(
        async (c) => (await c.post('/api/login', { username: USERNAME, password: PASSWORD, code })).statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('accepts each recovery code once, in any spelling', async () => {
    const code = recoveryCodes[0]!;
    const first = client();
    await first.get('/api/auth/user');
    const spelled = code.toLowerCase().replaceAll('-', ' ');
    expect((await first.post('/api/login', { username: USERNAME, password: PASSWORD, code: spelled })).statusCode).toBe(
      200,
    );
    const second = client();
    await second.get('/api/auth/user');
    expect((await second.post('/api/login', { username: USERNAME, password: PASSWORD, code })).statusCode).toBe(401);
  });

  it('counts a wrong code as a failed login', async () => {
    const attacker = client();
    await attacker.get('/api/auth/user');
    const tries = [];
    for (let i = 0; i < 5; i++) {
      tries.push(
        (await attacker.post('/api/login', { username: USERNAME, password: PASSWORD, code: '000000' })).statusCode,
      );
    }
    expect(tries).toEqual(Array(5).fill(401));
    const blocked = await attacker.post('/api/login', {
      username: USERNAME,
      password: PASSWORD,
      code: totp.generate(),
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('is signed out everywhere by a new enrolment, and the password alone works once it is removed', async () => {
    const signedIn = client();
    await signedIn.get('/api/auth/user');
    // The next step's code is spent already (codes only move forward): a recovery code then.
    const code = recoveryCodes[1]!;
    expect((await signedIn.post('/api/login', { username: USERNAME, password: PASSWORD, code })).statusCode).toBe(200);
    await enrolSecondFactor(t.db, t.secondFactorKeys, USERNAME);
    expect((await signedIn.get('/api/auth/user')).statusCode).toBe(401);

    expect(await removeSecondFactor(t.db, USERNAME)).toBe(true);
    expect((await client().login(USERNAME, PASSWORD)).statusCode).toBe(200);
  });

  it('leaves admins without one as they were (a code sent along is ignored)', async () => {
    expect((await client().login()).statusCode).toBe(200);
    const withCode = client();
    await withCode.get('/api/auth/user');
    expect(
      (
        await withCode.post('/api/login', {
          username: 'admin',
          password: 'correct-horse-battery-staple',
          code: '123456',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a second factor at rest', () => {
  const username = 'sealed-admin';

  async function storedRow() {
    const [row] = await t.db
      .select({ secret: users.totpSecret, codes: users.totpRecoveryCodes })
      .from(users)
      .where(eq(users.username, username));
    return row!;
  }

  function unkeyedHash(code: string): string {
    return createHash('sha256').update(code.replaceAll('-', '')).digest('hex');
  }

  async function loginWith(code: string) {
    const visitor = client();
    await visitor.get('/api/auth/user');
    return (await visitor.post('/api/login', { username, password: PASSWORD, code })).statusCode;
  }

  it('keeps the TOTP secret sealed and the recovery codes as keyed hashes in the database', async () => {
    await createUser(t.db, username, PASSWORD);
    const enrolment = await enrolSecondFactor(t.db, t.secondFactorKeys, username);
    const secret = (OTPAuth.URI.parse(enrolment!.uri) as OTPAuth.TOTP).secret.base32;
    const row = await storedRow();
    expect(row.secret).toMatch(/^enc1:/);
    expect(row.secret).not.toContain(secret);
    expect(row.codes).toHaveLength(10);
    for (const stored of row.codes!) expect(stored).toMatch(/^hmac1:[0-9a-f]{64}$/);
    for (const code of enrolment!.recoveryCodes) expect(row.codes).not.toContain(unkeyedHash(code));
  });

  it('seals a secret stored in plain text before, and old unkeyed recovery codes still work once', async () => {
    const plain = new OTPAuth.Secret({ size: 20 }).base32;
    const oldCode = 'ABCD-EFGH-JKLM';
    await t.db
      .update(users)
      .set({ totpSecret: plain, totpRecoveryCodes: [unkeyedHash(oldCode)], totpLastStep: null })
      .where(eq(users.username, username));
    const legacyTotp = new OTPAuth.TOTP({ issuer: 'Isarwert Immobilien', label: username, secret: plain });

    expect(await loginWith(legacyTotp.generate())).toBe(200);
    expect(await sealPlainSecondFactors(t.db, t.secondFactorKeys)).toBe(1);
    expect(await sealPlainSecondFactors(t.db, t.secondFactorKeys)).toBe(0);
    const row = await storedRow();
    expect(row.secret).toMatch(/^enc1:/);
    expect(row.secret).not.toContain(plain);
    // The sealed secret gives the same codes: the next step's works.
    expect(await loginWith(legacyTotp.generate({ timestamp: Date.now() + 30_000 }))).toBe(200);
    expect(await loginWith(oldCode)).toBe(200);
    expect(await loginWith(oldCode)).toBe(401);
  });

  it('refuses every code, without an error page, when the secret was sealed under another key', async () => {
    const otherKeys = new SecondFactorKeys('a-different-secrets-key-of-32-characters-or-more');
    const enrolment = await enrolSecondFactor(t.db, otherKeys, username);
    const totp = OTPAuth.URI.parse(enrolment!.uri) as OTPAuth.TOTP;
    const visitor = client();
    await visitor.get('/api/auth/user');
    const response = await visitor.post('/api/login', { username, password: PASSWORD, code: totp.generate() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INVALID_CODE_MESSAGE, codeRequired: true });
    // Its recovery codes were hashed under the other key as well.
    expect(await loginWith(enrolment!.recoveryCodes[0]!)).toBe(401);
  });
});
