/**
 * A bot's offer (the trap field filled in, or sent faster than a person can) gets an
 * ordinary-looking answer, and nothing is stored or mailed; people and API clients are not judged.
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
  it.each([
    ['the trap field filled in', { website: 'https://cheap-pills.example', fillMs: 30_000 }],
    ['sent half a second after the page loaded', { website: '', fillMs: 500 }],
  ])('answers one with %s like any other, and stores and mails nothing', async (_case, signals) => {
    const response = await app.client().post(url, { ...VALID_OFFER, ...signals });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      firstName: VALID_OFFER.firstName,
      lastName: VALID_OFFER.lastName,
      bidAmount: VALID_OFFER.bidAmount,
      isFavorite: false,
    });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(answer).sort()).toEqual(
      ['bidAmount', 'createdAt', 'email', 'firstName', 'id', 'isFavorite', 'lastName', 'phone', 'propertyId'].sort(),
    );
    expect(await stored()).toEqual({ offers: 0, mails: 0 });
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
