/**
 * One person's page (decision 0120): found by e-mail address in any spelling, it joins their offers
 * on every property (newest first, with status, note, withdrawal and consent), their alerts and the
 * mails sent about their offers, and nobody else's. Every role reads it; a bad address is a 400.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/auth/users.ts';
import { offerAlerts, offers, users } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

interface PersonView {
  email: string;
  names: string[];
  phones: string[];
  verified: boolean;
  offers: {
    id: string;
    property: { title: string };
    bidAmount: string;
    status: string;
    note: string | null;
    withdrawnAt: string | null;
    consentedAt: string | null;
  }[];
  alerts: { property: { title: string } }[];
  mails: { kind: string; status: string }[];
  feedback: number;
}

beforeAll(async () => {
  t = await createTestApp({ mail: { notify: ['makler@example.de'], notifyLanguage: 'de' } });
  admin = await t.adminClient();
});
afterAll(() => t.close());

async function place(propertyId: string, overrides: Record<string, unknown>): Promise<string> {
  const response = await t.client().post(`/api/properties/${propertyId}/bids`, { ...VALID_OFFER, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe('GET /api/admin/people?email=', () => {
  it('joins one person’s offers on every property, their alerts and mails, and no one else’s', async () => {
    const schwabing = await insertProperty(t.db, { title: 'Altbau in Schwabing' });
    const haidhausen = await insertProperty(t.db, { title: 'Dachgeschoss in Haidhausen' });
    const first = await place(schwabing.id, {
      email: 'lena.person@example.de',
      firstName: 'Lena',
      lastName: 'Person',
      bidAmount: '900000',
    });
    const second = await place(haidhausen.id, {
      email: 'Lena.Person@Example.de',
      firstName: 'Lena',
      lastName: 'Person-Maier',
      phone: '+49 89 7654321',
      bidAmount: '1150000',
    });
    await place(haidhausen.id, { email: 'someone.else@example.de', bidAmount: '1200000' });
    const updated = await admin.patch(`/api/admin/bids/${first}`, {
      status: 'contacted',
      note: 'Besichtigung Freitag',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.db.update(offers).set({ withdrawnAt: new Date() }).where(eq(offers.id, first));
    await t.db.insert(offerAlerts).values({
      propertyId: haidhausen.id,
      offerId: second,
      email: 'lena.person@example.de',
      language: 'de',
      endKnown: haidhausen.auctionEndDate,
    });

    const response = await admin.get('/api/admin/people?email=LENA.person@example.de');
    expect(response.statusCode, response.body).toBe(200);
    const person = response.json() as PersonView;
    expect(person.email).toBe('Lena.Person@Example.de');
    expect(person.names).toEqual(['Lena Person-Maier', 'Lena Person']);
    expect(person.phones).toEqual(['+49 89 7654321', VALID_OFFER.phone]);
    expect(person.verified).toBe(false);
    expect(person.offers.map((offer) => [offer.property.title, offer.bidAmount])).toEqual([
      ['Dachgeschoss in Haidhausen', '1150000.00'],
      ['Altbau in Schwabing', '900000.00'],
    ]);
    expect(person.offers[1]).toMatchObject({ status: 'contacted', note: 'Besichtigung Freitag' });
    expect(person.offers[1]!.withdrawnAt).not.toBeNull();
    expect(person.offers[0]!.withdrawnAt).toBeNull();
    expect(person.offers.every((offer) => offer.consentedAt !== null)).toBe(true);
    expect(person.alerts.map((alert) => alert.property.title)).toEqual(['Dachgeschoss in Haidhausen']);
    // Each offer's confirmation to the bidder and notification to the agent, waiting (no mail server).
    expect(person.mails.map((mail) => mail.kind).sort()).toEqual([
      'offer-confirmation',
      'offer-confirmation',
      'offer-notification',
      'offer-notification',
    ]);
    expect(JSON.stringify(person)).not.toContain('someone.else');
  });

  it('answers an address nobody used with an empty page', async () => {
    const response = await admin.get('/api/admin/people?email=niemand@example.de');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'niemand@example.de',
      offers: [],
      alerts: [],
      mails: [],
      names: [],
    });
  });

  it('is read by every role, and refuses a missing address with 400', async () => {
    await createUser(t.db, 'person.assistenz', 'quiet-harbour-violet-engine');
    await t.db.update(users).set({ role: 'assistant' }).where(eq(users.username, 'person.assistenz'));
    const assistant = t.client();
    expect((await assistant.login('person.assistenz', 'quiet-harbour-violet-engine')).statusCode).toBe(200);
    expect((await assistant.get('/api/admin/people?email=niemand@example.de')).statusCode).toBe(200);
    expect((await admin.get('/api/admin/people')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/people?email=')).statusCode).toBe(400);
    expect((await t.client().get('/api/admin/people?email=niemand@example.de')).statusCode).toBe(401);
  });
});
