/**
 * A property that takes offers only after a viewing: the agent's setting, the standing that tells
 * the form, the server refusing an offer from any address without a confirmed booking whose
 * viewing has begun (with its reason, storing nothing), and taking it from the same address once
 * the viewing began. A viewing that has begun can no longer be cancelled, by the agent or the
 * visitor. The bid log records the rule's changes. Both databases, with a real SMTP peer.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, viewingSlots } from '#server/db/schema.ts';
import { appWithMail } from '../helpers/app-with-mail';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';

const app = appWithMail();
const FORM_POST = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const REFUSAL =
  'This property takes offers only after a viewing: from an e-mail address that booked a viewing on the property’s page, confirmed it, and whose viewing has begun. Please use the same address.';

const slotsUrl = (property: PropertyRow) => `/api/admin/properties/${property.id}/viewing-slots`;

const standingOf = async (property: PropertyRow) =>
  (await app.t.client().get(`/api/properties/${property.id}/standing`)).json() as { offersRequireViewing: boolean };

const offer = (property: PropertyRow, email: string) =>
  app.t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, email, language: 'de' });

async function offersOn(property: PropertyRow): Promise<number> {
  const [row] = await app.t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(eq(offers.propertyId, property.id));
  return Number(row!.n);
}

async function ruledProperty() {
  const property = await insertProperty(app.t.db);
  const set = await app.admin.patch(`/api/admin/properties/${property.id}`, { offersRequireViewing: true });
  expect(set.statusCode, set.body).toBe(200);
  expect(set.json()).toMatchObject({ offersRequireViewing: true });
  return property;
}

async function addSlot(property: PropertyRow, startsAt = '2027-06-02T17:00'): Promise<string> {
  const response = await app.admin.post(slotsUrl(property), { startsAt, capacity: 4, durationMinutes: 45 });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { slots: { id: string; startsAt: string }[] }).slots.at(-1)!.id;
}

async function mailedLink(email: string, kind: 'confirm' | 'cancel', index = 0): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = app.peer.received.filter((each) => each.to.includes(email))[index];
    const found = mail && new RegExp(`/viewings/${kind}/[A-Za-z0-9_-]+\\?lang=de`).exec(mail.parsed.text ?? '');
    if (found) return found[0];
    if (Date.now() > deadline) throw new Error(`no ${kind} link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Books a place through the page and confirms it through the mailed link, as a visitor does. */
async function bookAndConfirm(property: PropertyRow, slotId: string, email: string) {
  const visitor = app.t.client();
  const asked = await visitor.post(`/api/listings/${property.slug}/viewings`, {
    slotId,
    name: 'Lena Huber',
    email,
    phone: '+49 89 7654321',
    language: 'de',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const confirmed = await visitor.post(await mailedLink(email, 'confirm'), 'x=1', FORM_POST);
  expect(confirmed.statusCode).toBe(303);
}

/** The time of the viewing comes: the slot is moved to have begun a minute ago. */
async function viewingBegins(slotId: string) {
  await app.t.db
    .update(viewingSlots)
    .set({ startsAt: sql`now() - interval '1 minute'` })
    .where(eq(viewingSlots.id, slotId));
}

describe('offers only after a viewing', () => {
  it('applies once the property has a viewing slot, and the standing says so', async () => {
    const property = await ruledProperty();
    // No viewing to book yet: the rule would shut everyone out, so it does not apply.
    expect((await standingOf(property)).offersRequireViewing).toBe(false);
    expect((await offer(property, 'frueh@example.de')).statusCode).toBe(201);

    await addSlot(property);
    expect((await standingOf(property)).offersRequireViewing).toBe(true);
    const refused = await offer(property, 'spaet@example.de');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: REFUSAL, reason: 'viewing-required' });
    expect(await offersOn(property)).toBe(1);
  });

  it('takes the offer from the booked address once its viewing has begun, in whatever case it is typed', async () => {
    const property = await ruledProperty();
    const slotId = await addSlot(property);
    const email = `lena.huber-${property.id}@example.de`;
    await bookAndConfirm(property, slotId, email);
    // Booked and confirmed, but the viewing is still to come.
    expect((await offer(property, email)).json().reason).toBe('viewing-required');

    await viewingBegins(slotId);
    // Another address, and the same address on another property, stay refused.
    expect((await offer(property, 'jemand.anders@example.de')).statusCode).toBe(422);
    const other = await ruledProperty();
    await addSlot(other);
    expect((await offer(other, email)).statusCode).toBe(422);

    const placed = await offer(property, email.toUpperCase());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await offersOn(property)).toBe(1);
  });

  it('does not count a booking that was cancelled, or one never confirmed', async () => {
    const property = await ruledProperty();
    const slotId = await addSlot(property);
    const cancelled = `storniert-${property.id}@example.de`;
    await bookAndConfirm(property, slotId, cancelled);
    const visitor = app.t.client();
    expect((await visitor.post(await mailedLink(cancelled, 'cancel', 1), 'x=1', FORM_POST)).statusCode).toBe(303);
    const unconfirmed = `offen-${property.id}@example.de`;
    const asked = await visitor.post(`/api/listings/${property.slug}/viewings`, {
      slotId,
      name: 'Paul Offen',
      email: unconfirmed,
      phone: '+49 89 1111111',
      language: 'de',
    });
    expect(asked.statusCode).toBe(201);

    await viewingBegins(slotId);
    expect((await offer(property, cancelled)).json().reason).toBe('viewing-required');
    expect((await offer(property, unconfirmed)).json().reason).toBe('viewing-required');
    expect(await offersOn(property)).toBe(0);
  });

  it('keeps a viewing that has begun: neither the agent nor the visitor can cancel it any more', async () => {
    const property = await ruledProperty();
    const slotId = await addSlot(property);
    const email = `dabei-${property.id}@example.de`;
    await bookAndConfirm(property, slotId, email);
    const cancelLink = await mailedLink(email, 'cancel', 1);
    await viewingBegins(slotId);

    const agent = await app.admin.delete(`${slotsUrl(property)}/${slotId}`);
    expect(agent.statusCode).toBe(404);
    expect(agent.json().message).toBe('This viewing slot does not exist, is cancelled already or has begun.');
    const visitor = app.t.client();
    expect((await visitor.get(cancelLink)).body).not.toContain('<form');
    await visitor.post(cancelLink, 'x=1', FORM_POST);

    expect((await offer(property, email)).statusCode).toBe(201);
    const slots = (await app.admin.get(slotsUrl(property))).json() as {
      slots: { cancelledAt: string | null; bookings: { status: string }[] }[];
    };
    expect(slots.slots[0]).toMatchObject({ cancelledAt: null, begun: true, bookings: [{ status: 'confirmed' }] });
  });

  it('is a rule of the procedure: the bid log records each change', async () => {
    const property = await insertProperty(app.t.db);
    await app.admin.patch(`/api/admin/properties/${property.id}`, { offersRequireViewing: true });
    await app.admin.patch(`/api/admin/properties/${property.id}`, { offersRequireViewing: false });
    const log = (await app.admin.get(`/api/admin/properties/${property.id}/bid-log`)).json() as {
      entries: { kind: string; changes: { setting: string; from: unknown; to: unknown }[] }[];
    };
    const changes = log.entries.filter((entry) => entry.kind === 'settings-changed').map((entry) => entry.changes);
    expect(changes).toEqual([
      [{ setting: 'offersRequireViewing', from: false, to: true }],
      [{ setting: 'offersRequireViewing', from: true, to: false }],
    ]);
  });
});
