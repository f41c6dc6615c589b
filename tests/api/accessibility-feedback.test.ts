/**
 * Decision 113: the accessibility statement's form sends a barrier to the agency. Only the
 * description is required; what is sent is kept until the admin deletes it, and bad input is
 * refused with a message naming the field, storing nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityFeedback } from '#server/db/schema.ts';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(accessibilityFeedback);
});

const URL = '/api/accessibility-feedback';

interface Listed {
  id: string;
  createdAt: string;
  language: string;
  name: string | null;
  email: string | null;
  page: string | null;
  message: string;
}

describe('feedback on accessibility', () => {
  it('is stored with what was given, and listed for the admin, newest first', async () => {
    const first = await t.client().post(URL, { message: 'Der Zoom bricht das Menü.', language: 'de' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ message: 'Thank you for your feedback' });
    const second = await t.client().post(URL, {
      message: '  The gallery does not announce the image number.  ',
      name: ' Ann Reader ',
      email: 'ann@example.org',
      page: '/immobilien/altbau',
      language: 'en',
    });
    expect(second.statusCode, second.body).toBe(201);

    const listed = (await admin.get('/api/admin/accessibility-feedback')).json<Listed[]>();
    expect(listed.map(({ id: _id, createdAt: _at, ...rest }) => rest)).toEqual([
      {
        language: 'en',
        name: 'Ann Reader',
        email: 'ann@example.org',
        page: '/immobilien/altbau',
        message: 'The gallery does not announce the image number.',
      },
      { language: 'de', name: null, email: null, page: null, message: 'Der Zoom bricht das Menü.' },
    ]);
  });

  it.each([
    ['no description', { message: '   ' }, 'message', 'Bitte beschreiben Sie kurz'],
    ['a description over 2,000 characters', { message: 'x'.repeat(2_001) }, 'message', 'höchstens 2.000 Zeichen'],
    ['an address that is none', { email: 'ann@' }, 'email', 'gültige E-Mail-Adresse'],
    ['a name of two lines', { name: 'Ann\nReader' }, 'name', 'eine kurze Zeile'],
    ['a page over 300 characters', { page: 'p'.repeat(301) }, 'page', 'eine kurze Zeile'],
    ['a language the site does not speak', { language: 'es' }, 'language', ''],
    ['a description that is no text', { message: 42 }, 'message', ''],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_name, bad, field, text) => {
    const response = await t.client().post(URL, { message: 'Fine.', language: 'de', ...bad });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: { path: string; message: string }[] }>();
    const error = body.errors.find((each) => each.path === field);
    expect(error, response.body).toBeDefined();
    expect(error!.message).toContain(text);
    expect(await t.db.select().from(accessibilityFeedback)).toEqual([]);
  });

  it('is for the admin alone, who deletes it once handled', async () => {
    await t.client().post(URL, { message: 'Kontrast zu schwach.', language: 'de' });
    expect((await t.client().get('/api/admin/accessibility-feedback')).statusCode).toBe(401);
    const [item] = (await admin.get('/api/admin/accessibility-feedback')).json<Listed[]>();
    const deleted = await admin.delete(`/api/admin/accessibility-feedback/${item!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await admin.get('/api/admin/accessibility-feedback')).json()).toEqual([]);
    expect((await admin.delete(`/api/admin/accessibility-feedback/${item!.id}`)).statusCode).toBe(404);
  });

  it('takes as many from one address as offers, then answers 429 and stores no more', async () => {
    const limited = await createTestApp({ offerRateLimit: 2 });
    try {
      const send = () => limited.client().post(URL, { message: 'Noch eine Barriere.', language: 'de' });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
      expect(await limited.db.select().from(accessibilityFeedback)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
