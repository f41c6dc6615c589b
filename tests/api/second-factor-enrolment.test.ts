/** Setting up a second factor in the browser, and REQUIRE_TOTP. */
import * as OTPAuth from 'otpauth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/auth/users.ts';
import { auditLog, sessions, users } from '#server/db/schema.ts';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '#shared/auth/schemas.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PASSWORD = 'enrolment-password-2026';
let address = 0;

/** Signs in from an address of its own (the login limits of one scenario never touch another). */
async function signedIn(t: TestApp, username: string) {
  const client = t.client({ remoteAddress: `10.30.0.${++address}` });
  const response = await client.login(username, PASSWORD);
  expect(response.statusCode).toBe(200);
  return { client, user: response.json() as { secondFactor: string } };
}

interface Setup {
  secret: string;
  uri: string;
  qrCode: string;
}

describe('setting up a second factor in the browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts with a new secret and its QR code, and stores nothing until a code confirms it', async () => {
    await createUser(t.db, 'enrol-a', PASSWORD);
    const { client, user } = await signedIn(t, 'enrol-a');
    expect(user.secondFactor).toBe('missing');

    const started = await client.post('/api/admin/second-factor');
    expect(started.statusCode).toBe(200);
    const setup = started.json() as Setup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    const svg = Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const [row] = await t.db.select().from(users).where(eq(users.username, 'enrol-a'));
    expect(row!.totpSecret).toBeNull();
    // The secret waits sealed in the session, not in plain text.
    const stored = await t.db.select({ sess: sessions.sess }).from(sessions);
    expect(JSON.stringify(stored)).not.toContain(setup.secret);
  });

  it('refuses a wrong code (422) and a malformed one (400), and stores nothing', async () => {
    await createUser(t.db, 'enrol-b', PASSWORD);
    const { client } = await signedIn(t, 'enrol-b');
    const setup = (await client.post('/api/admin/second-factor')).json() as Setup;
    const totp = OTPAuth.URI.parse(setup.uri) as OTPAuth.TOTP;
    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await client.post('/api/admin/second-factor/confirm', { code: wrong });
    expect(refused.statusCode).toBe(422);
    expect((await client.post('/api/admin/second-factor/confirm', { code: '12ab56' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'enrol-b'));
    expect(row!.totpSecret).toBeNull();
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ secondFactor: 'missing' });
  });

  it('stores it with the right code: recovery codes once, other devices signed out, this one kept', async () => {
    await createUser(t.db, 'enrol-c', PASSWORD);
    const { client: other } = await signedIn(t, 'enrol-c');
    const { client } = await signedIn(t, 'enrol-c');
    expect((await client.post('/api/admin/second-factor/confirm', { code: '123456' })).statusCode).toBe(409);
    const setup = (await client.post('/api/admin/second-factor')).json() as Setup;
    const totp = OTPAuth.URI.parse(setup.uri) as OTPAuth.TOTP;

    const confirmed = await client.post('/api/admin/second-factor/confirm', { code: totp.generate() });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ secondFactor: 'enrolled' });
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    // A second setup is refused; replacing one is the command line's job.
    expect((await client.post('/api/admin/second-factor')).statusCode).toBe(409);

    const [row] = await t.db.select().from(users).where(eq(users.username, 'enrol-c'));
    expect(row!.totpSecret).toMatch(/^enc1:/);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'confirmSecondFactor'));
    expect(audit.map((entry) => entry.username)).toContain('enrol-c');

    // From now on: password and code. The code just used is spent; a recovery code works.
    const fresh = t.client({ remoteAddress: `10.30.0.${++address}` });
    expect((await fresh.login('enrol-c', PASSWORD)).json()).toMatchObject({ codeRequired: true });
    await fresh.get('/api/auth/user');
    const withCode = await fresh.post('/api/login', {
      username: 'enrol-c',
      password: PASSWORD,
      code: recoveryCodes[0],
    });
    expect(withCode.statusCode).toBe(200);
  });
});

describe('REQUIRE_TOTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requireTotp: true });
  });
  afterAll(() => t.close());

  it('lets an admin without a second factor sign in, but do nothing but set one up', async () => {
    await createUser(t.db, 'required-a', PASSWORD);
    const { client, user } = await signedIn(t, 'required-a');
    expect(user.secondFactor).toBe('required');

    for (const path of ['/api/admin/properties', '/api/admin/sessions', '/api/admin/offers']) {
      const refused = await client.get(path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toEqual({ message: SECOND_FACTOR_REQUIRED_MESSAGE, secondFactorRequired: true });
    }
    const created = await client.post('/api/admin/pages', { slug: 'x', title: 'X', content: 'x' });
    expect(created.statusCode).toBe(403);

    const setup = (await client.post('/api/admin/second-factor')).json() as Setup;
    const totp = OTPAuth.URI.parse(setup.uri) as OTPAuth.TOTP;
    expect((await client.post('/api/admin/second-factor/confirm', { code: totp.generate() })).statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ secondFactor: 'enrolled' });
    expect((await client.get('/api/admin/properties')).statusCode).toBe(200);
  });

  it('still checks the CSRF token first, and 401 for the signed out', async () => {
    await createUser(t.db, 'required-b', PASSWORD);
    const { client } = await signedIn(t, 'required-b');
    const withoutToken = await client.post('/api/admin/second-factor', undefined, { csrf: false });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toEqual({ message: 'Invalid or missing CSRF token' });
    expect((await t.client().get('/api/admin/properties')).statusCode).toBe(401);
  });
});
