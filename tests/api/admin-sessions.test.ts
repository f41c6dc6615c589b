/**
 * The admin's own sessions: listed on every device (the current one first, named by browser and
 * system, identified by a digest that is not the cookie's value), and ended one at a time; an
 * ended session is signed out at its next request. Nobody sees or ends another admin's sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/auth/users.ts';
import { auditLog } from '#server/db/schema.ts';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Listed {
  id: string;
  current: boolean;
  device: string | null;
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

let t: TestApp;
let desk: TestClient;
let phone: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  desk = await t.adminClient({ headers: { 'user-agent': FIREFOX_LINUX } });
  phone = await t.adminClient({ headers: { 'user-agent': SAFARI_IPHONE } });
});
afterAll(() => t.close());

const list = async (client: TestClient) => {
  const response = await client.get('/api/admin/sessions');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listed[];
};

describe('the admin’s sessions', () => {
  it('lists every device, the current one first, without the cookie’s value', async () => {
    const fromDesk = await list(desk);
    expect(fromDesk.map(({ current, device }) => ({ current, device }))).toEqual([
      { current: true, device: 'Firefox · Linux' },
      { current: false, device: 'Safari · iOS' },
    ]);
    const fromPhone = await list(phone);
    expect(fromPhone[0]).toMatchObject({ current: true, device: 'Safari · iOS' });
    expect(new Set([...fromDesk, ...fromPhone].map((session) => session.id)).size).toBe(2);
    for (const session of fromDesk) {
      expect(session.id).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
    const cookies = [...desk.cookies.values(), ...phone.cookies.values()];
    const body = JSON.stringify(fromDesk);
    for (const value of cookies) expect(body).not.toContain(decodeURIComponent(value).slice(2, 30));
  });

  it('ends another device’s session: it is signed out at once, audited, and the list shrinks', async () => {
    const phoneSession = (await list(desk)).find((session) => !session.current)!;
    const ended = await desk.delete(`/api/admin/sessions/${phoneSession.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await phone.get('/api/admin/properties')).statusCode).toBe(401);
    expect((await list(desk)).map((session) => session.device)).toEqual(['Firefox · Linux']);
    const entries = await t.db.select().from(auditLog);
    expect(entries.find((entry) => entry.action === 'endSession')).toMatchObject({ targetId: phoneSession.id });

    const again = await desk.delete(`/api/admin/sessions/${phoneSession.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Session not found' });
  });

  it('answers 404 for an id that is no session of this admin: malformed, unknown or another admin’s', async () => {
    await createUser(t.db, 'kollegin', 'ein-langes-passwort-2026');
    const colleague = t.client({ headers: { 'user-agent': SAFARI_IPHONE } });
    expect((await colleague.login('kollegin', 'ein-langes-passwort-2026')).statusCode).toBe(200);
    const hers = (await list(colleague))[0]!;
    expect((await list(desk)).some((session) => session.id === hers.id)).toBe(false);

    for (const id of [hers.id, 'f'.repeat(64), 'not-a-session']) {
      const response = await desk.delete(`/api/admin/sessions/${id}`);
      expect(response.statusCode, id).toBe(404);
    }
    expect((await colleague.get('/api/admin/properties')).statusCode).toBe(200);
  });

  it('is for signed-in admins only, and ending needs the anti-forgery token', async () => {
    expect((await t.client().get('/api/admin/sessions')).statusCode).toBe(401);
    const [own] = await list(desk);
    const forged = await desk.delete(`/api/admin/sessions/${own!.id}`, undefined, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(await list(desk)).toHaveLength(1);
  });
});
