/**
 * The award: the agent chooses an offer; the procedure closes for good (no further offer is taken,
 * the standing says so, the bid log records it), the offer is marked accepted, the chosen bidder
 * gets the award's letter and the others left in a courteous notice, each in their language,
 * through a real SMTP peer; anyone the agent left out is not told. Both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, properties } from '#server/db/schema.ts';
import { appWithMail } from '../helpers/app-with-mail';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { bidderSteps } from '../helpers/bidder-steps';

const app = appWithMail();
const steps = bidderSteps(app);

const awardUrl = (property: PropertyRow) => `/api/admin/properties/${property.id}/award`;

const placeOffer = (property: PropertyRow, email: string, language: 'de' | 'en' | 'fr', amount: string) =>
  steps.placeOffer(property, { email, language, amount });
const mailTo = (email: string, subject: RegExp) => steps.mailTo(email, subject);

interface LogEntry {
  kind: string;
  bidderNumber: number | null;
  amount: string | null;
}

describe('the award', () => {
  it('closes the procedure, records it, marks the offer accepted and tells the bidders the agent left in', async () => {
    const property = await insertProperty(app.t.db, { titleEn: 'Garden house', titleFr: 'Maison avec jardin' });
    const winner = `gewinner-${property.id}@example.de`;
    const other = `andere-${property.id}@example.fr`;
    const leftOut = `still-${property.id}@example.com`;
    const winnerId = await placeOffer(property, winner, 'de', '905000');
    const otherId = await placeOffer(property, other, 'fr', '880000');
    const leftOutId = await placeOffer(property, leftOut, 'en', '870000');

    const awarded = await app.admin.post(awardUrl(property), {
      offerId: winnerId,
      notifyWinner: true,
      notifyOfferIds: [otherId],
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect(awarded.json()).toEqual({
      message: 'Awarded, subject to notarisation. The procedure is closed; 2 letters are on their way.',
      notified: 2,
    });

    // Closed: no further offer, and the standing says so.
    const late = await app.t.client().post(`/api/properties/${property.id}/bids`, {
      ...VALID_OFFER,
      email: `spaet-${property.id}@example.de`,
      bidAmount: '990000',
      language: 'de',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('awarded');
    expect((await app.t.client().get(`/api/properties/${property.id}/standing`)).json()).toMatchObject({
      awarded: true,
    });

    // The bid log's last entry is the award, with the bidder's number and the amount.
    const log = (await app.admin.get(`/api/admin/properties/${property.id}/bid-log`)).json<{ entries: LogEntry[] }>();
    const offerEntry = log.entries.find((entry) => entry.kind === 'offer' && entry.amount === '905000.00');
    expect(log.entries.at(-1)).toMatchObject({
      kind: 'awarded',
      amount: '905000.00',
      bidderNumber: offerEntry!.bidderNumber,
    });

    const page = (await app.admin.get(`/api/admin/offers?propertyId=${property.id}`)).json<{
      items: Array<{ id: string; status: string }>;
    }>();
    expect(page.items.find((item) => item.id === winnerId)?.status).toBe('accepted');

    const toWinner = await mailTo(winner, /^Zuschlag für /);
    expect(toWinner.parsed.text).toContain('vorbehaltlich des notariellen Kaufvertrags');
    expect(toWinner.parsed.text).toMatch(/905\.000,00\s€/);
    const toOther = await mailTo(other, /^Votre offre pour Maison avec jardin : notre décision$/);
    expect(toOther.parsed.text).toContain('Le propriétaire a choisi une autre offre.');
    // Give the outbox time to have sent anything else, then check nobody else was written to.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      app.peer.received.filter((mail) => mail.to.includes(leftOut) && !/Your offer/.test(mail.parsed.subject ?? '')),
    ).toEqual([]);
    expect(leftOutId).toBeTruthy();
  });

  it('is final: a second award is refused, and the database refuses a change behind the app', async () => {
    const property = await insertProperty(app.t.db);
    const first = await placeOffer(property, `eins-${property.id}@example.de`, 'de', '700000');
    const second = await placeOffer(property, `zwei-${property.id}@example.de`, 'de', '710000');
    const body = { offerId: first, notifyWinner: false, notifyOfferIds: [] };
    expect((await app.admin.post(awardUrl(property), body)).statusCode).toBe(200);
    const again = await app.admin.post(awardUrl(property), { ...body, offerId: second });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This property is awarded already: an award is final.');

    await expect(
      app.t.db.update(properties).set({ awardedOfferId: second }).where(eq(properties.id, property.id)),
    ).rejects.toThrow();
    const [row] = await app.t.db
      .select({ offer: properties.awardedOfferId })
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(row!.offer).toBe(first);
  });

  it('refuses an offer of another property, a withdrawn one or a bad body, and changes nothing', async () => {
    const property = await insertProperty(app.t.db);
    const elsewhere = await insertProperty(app.t.db);
    const foreign = await placeOffer(elsewhere, `fremd-${property.id}@example.de`, 'de', '650000');
    const refused = await app.admin.post(awardUrl(property), {
      offerId: foreign,
      notifyWinner: true,
      notifyOfferIds: [],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This offer is not one of the property’s standing offers.');
    // Withdrawn by the bidder from their own page (as its trigger records it).
    const withdrawn = await placeOffer(property, `zurueck-${property.id}@example.de`, 'de', '660000');
    await app.t.db.update(offers).set({ withdrawnAt: new Date() }).where(eq(offers.id, withdrawn));
    expect(
      (await app.admin.post(awardUrl(property), { offerId: withdrawn, notifyWinner: false, notifyOfferIds: [] }))
        .statusCode,
    ).toBe(404);
    for (const body of [
      {},
      { offerId: 'nope', notifyWinner: true, notifyOfferIds: [] },
      { offerId: foreign, notifyWinner: 'yes', notifyOfferIds: [] },
      { offerId: foreign, notifyWinner: true, notifyOfferIds: ['x'] },
    ]) {
      expect((await app.admin.post(awardUrl(property), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await app.admin.post('/api/admin/properties/6f1c2d3e-4b5a-4c6d-8e7f-901234567890/award', {
          offerId: foreign,
          notifyWinner: false,
          notifyOfferIds: [],
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await app.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(sql`${properties.awardedAt} is not null and ${properties.id} in (${property.id}, ${elsewhere.id})`);
    expect(Number(row!.n)).toBe(0);
  });
});
