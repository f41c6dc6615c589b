/**
 * A bot's offer (the trap field filled in, or sent faster than a person can) is refused openly, in
 * the offer's language, and nothing is stored or mailed: no offer is ever answered as stored when it
 * is not. People and API clients are not judged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let url: string;

beforeAll(async () => {
  app = await createTestApp({ mail: { notify: ['makler@example.de'], notifyLanguage: 'de' } });
  const property = await insertProperty(app.db);
  url = `/api/properties/${property.id}/bids`;
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(offers);
});

const stored = async () => ({
  offers: (await app.db.select().from(offers)).length,
  mails: (await app.db.select().from(mailOutbox)).length,
});

describe('offers from bots', () => {
  it('refuses one with the trap field filled in with a 400 in its language, and stores and mails nothing', async () => {
    const german = await app
      .client()
      .post(url, { ...VALID_OFFER, website: 'https://cheap-pills.example', fillMs: 30_000 });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({
      message: expect.stringContaining('nicht gespeichert'),
      reason: 'trap-filled',
    });
    const english = await app
      .client()
      .post(url, { ...VALID_OFFER, language: 'en', website: 'https://cheap-pills.example', fillMs: 30_000 });
    expect(english.json().message).toContain('was not stored');
    expect(await stored()).toEqual({ offers: 0, mails: 0 });
  });

  it('asks one sent half a second after the page loaded to be sent again (429, Retry-After), and stores nothing', async () => {
    const response = await app.client().post(url, { ...VALID_OFFER, language: 'fr', website: '', fillMs: 500 });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({
      message: expect.stringContaining('n’a pas été enregistrée'),
      reason: 'too-fast',
    });
    expect(await stored()).toEqual({ offers: 0, mails: 0 });

    const again = await app.client().post(url, { ...VALID_OFFER, language: 'fr', website: '', fillMs: 2_600 });
    expect(again.statusCode).toBe(201);
    expect(await stored()).toEqual({ offers: 1, mails: 2 });
  });
});

describe('offers from people and API clients', () => {
  it('stores an offer from the form with the trap empty and the page open for a while', async () => {
    const response = await app.client().post(url, { ...VALID_OFFER, website: '', fillMs: 41_250, language: 'en' });
    expect(response.statusCode).toBe(201);
    expect(await stored()).toEqual({ offers: 1, mails: 2 });
  });

  it('stores an offer from a client that sends neither signal (the required fields only)', async () => {
    const response = await app.client().post(url, VALID_OFFER);
    expect(response.statusCode).toBe(201);
    expect(await stored()).toEqual({ offers: 1, mails: 2 });
  });

  it.each([
    [{ fillMs: 'soon' }, 'fillMs must be a number of milliseconds'],
    [{ fillMs: -5 }, 'fillMs'],
    [{ website: 42 }, 'website must be text'],
  ])('refuses a malformed signal %j with a clear 400 and stores nothing', async (signals, message) => {
    const response = await app.client().post(url, { ...VALID_OFFER, ...signals });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await stored()).toEqual({ offers: 0, mails: 0 });
  });
});
