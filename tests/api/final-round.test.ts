/**
 * The best-and-final round: the agent invites the top N bidders (ranked by amount, then financing
 * strength, then time); from then on only they may offer, once each, sealed, through their own
 * page; the invitations go out in each bidder's language with their personal link (a real SMTP
 * peer); the round and its offers are in the bid log. Both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { finalRounds, offers } from '#server/db/schema.ts';
import { appWithMail } from '../helpers/app-with-mail';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { bidderSteps } from '../helpers/bidder-steps';

const app = appWithMail();
const steps = bidderSteps(app);
const DAY_MS = 86_400_000;

interface Placed {
  id: string;
  token: string;
}

async function offer(
  property: PropertyRow,
  email: string,
  amount: string,
  extra: { language?: 'de' | 'en' | 'fr'; financing?: string } = {},
): Promise<Placed> {
  const placed = await app.t.client().post(`/api/properties/${property.id}/bids`, {
    ...VALID_OFFER,
    email,
    bidAmount: amount,
    language: extra.language ?? 'de',
    ...(extra.financing ? { financing: extra.financing } : {}),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id, myOffersToken } = placed.json<{ id: string; myOffersToken: string }>();
  return { id, token: myOffersToken };
}

const roundUrl = (property: PropertyRow) => `/api/admin/properties/${property.id}/final-round`;
const finalOffer = (token: string, body: Record<string, unknown>) =>
  app.t.client().post(`/api/my-offers/${token}/final-offer`, { language: 'de', ...body });
const inTwoDays = () => new Date(Date.now() + 2 * DAY_MS).toISOString();

interface RoundState {
  round: null | {
    ended: boolean;
    size: number;
    bidders: Array<{ offerId: string; rank: number; finalOffer: { amount: string } | null }>;
  };
  ranking: Array<{ offerId: string; rank: number; bidderNumber: number | null; amount: string }>;
}

describe('the best-and-final round', () => {
  it('ranks the bidders, invites the top N, and takes one sealed final offer from each of them only', async () => {
    // Open, without a minimum step: any amount is taken, so ties can be made.
    const property = await insertProperty(app.t.db, {
      titleFr: 'Maison de ville',
      offerMode: 'open',
      minimumStep: null,
    });
    const mail = (name: string) => `${name}-${property.id}@example.de`;
    // Same amount: own funds before a loan in progress. Same amount and financing: the earlier first.
    const loan = await offer(property, mail('kredit'), '900000', { financing: 'financing-in-progress' });
    const cash = await offer(property, mail('bar'), '900000', { financing: 'own-funds', language: 'fr' });
    const early = await offer(property, mail('frueh'), '880000', { financing: 'own-funds' });
    const late = await offer(property, mail('spaet'), '880000', { financing: 'own-funds' });
    // A bidder's best offer counts, not their latest; one withdrawn counts not at all.
    const low = await offer(property, mail('niedrig'), '700000');
    await offer(property, mail('niedrig'), '650000');
    const gone = await offer(property, mail('weg'), '990000');
    expect((await app.t.client().post(`/api/my-offers/${gone.token}/withdrawal`)).statusCode).toBe(200);

    const before = (await app.admin.get(roundUrl(property))).json<RoundState>();
    expect(before.round).toBeNull();
    expect(before.ranking.map((bidder) => [bidder.rank, bidder.offerId])).toEqual([
      [1, cash.id],
      [2, loan.id],
      [3, early.id],
      [4, late.id],
      [5, low.id],
    ]);

    const started = await app.admin.post(roundUrl(property), { size: 3, endsAt: inTwoDays(), notify: true });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ invited: 3, notified: 3 });

    // The invitation, in the bidder's language, with their own page's link and the round's end.
    const invitation = await steps.mailTo(mail('bar'), /^Dernier tour d’offres pour Maison de ville$/);
    expect(invitation.parsed.text).toContain(`/meine-angebote/${cash.token}?lang=fr`);
    expect(invitation.parsed.text).toMatch(/jusqu’au \d{1,2} \S+ \d{4}/);
    await steps.mailTo(mail('kredit'), /^Finale Angebotsrunde für /);

    // Nobody offers through the form any more, invited or not.
    for (const email of [mail('neu'), mail('kredit')]) {
      const refused = await app.t.client().post(`/api/properties/${property.id}/bids`, {
        ...VALID_OFFER,
        email,
        bidAmount: '2000000',
        language: 'de',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().reason).toBe('final-round');
    }

    // Only the invited, once each.
    const notInvited = await finalOffer(late.token, { bidAmount: '1000000' });
    expect(notInvited.statusCode).toBe(403);
    const sent = await finalOffer(loan.token, { bidAmount: '950000', financing: 'own-funds' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ amount: '950000.00' });
    const again = await finalOffer(loan.token, { bidAmount: '960000' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'already-sent', reference: sent.json().reference });

    // Sealed: the public standing shows no highest offer and no count, though the procedure is open.
    const standing = (await app.t.client().get(`/api/properties/${property.id}/standing`)).json();
    expect(standing).toMatchObject({ mode: 'open', highestOffer: null, offerCount: null });

    // The bidder's own page knows the round and their final offer; the uninvited one's does not.
    const mine = (await app.t.client().get(`/api/my-offers/${loan.token}`)).json();
    expect(mine.finalRound).toMatchObject({ ended: false, finalOffer: { amount: '950000.00' } });
    expect(mine.standing.highestOffer).toBeNull();
    expect((await app.t.client().get(`/api/my-offers/${late.token}`)).json().finalRound).toBeNull();

    // The agent sees the round with its bidders in their rank and the final offer sent.
    const state = (await app.admin.get(roundUrl(property))).json<RoundState>();
    expect(
      state.round?.bidders.map((bidder) => [bidder.rank, bidder.offerId, bidder.finalOffer?.amount ?? null]),
    ).toEqual([
      [1, cash.id, null],
      [2, loan.id, '950000.00'],
      [3, early.id, null],
    ]);

    // The bid log: the round with the invited bidders' numbers in their rank, then the final offer.
    const log = (await app.admin.get(`/api/admin/properties/${property.id}/bid-log`)).json<{
      entries: Array<{ kind: string; count: number | null; invited?: number[]; finalRound?: boolean; amount: string }>;
    }>();
    const numberOf = (id: string) => before.ranking.find((bidder) => bidder.offerId === id)!.bidderNumber;
    const roundEntry = log.entries.find((entry) => entry.kind === 'final-round');
    expect(roundEntry).toMatchObject({ count: 3, invited: [numberOf(cash.id), numberOf(loan.id), numberOf(early.id)] });
    expect(log.entries.at(-1)).toMatchObject({ kind: 'offer', finalRound: true, amount: '950000.00' });

    // One round per property.
    const second = await app.admin.post(roundUrl(property), { size: 2, endsAt: inTwoDays(), notify: false });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This property has had its final round: there is one per property.');

    // The award ends the round, though its time has not run out: the invited who sent nothing see it ended.
    const awarded = await app.admin.post(`/api/admin/properties/${property.id}/award`, {
      offerId: loan.id,
      notifyWinner: false,
      notifyOfferIds: [],
    });
    expect(awarded.statusCode).toBe(200);
    expect((await app.admin.get(roundUrl(property))).json<RoundState>().round?.ended).toBe(true);
    expect((await app.t.client().get(`/api/my-offers/${early.token}`)).json().finalRound).toMatchObject({
      ended: true,
      finalOffer: null,
    });
  });

  it('takes no final offer after its end, and the award may go to a final offer', async () => {
    const property = await insertProperty(app.t.db);
    const first = await offer(property, `a-${property.id}@example.de`, '700000');
    const second = await offer(property, `b-${property.id}@example.de`, '720000');
    expect((await app.admin.post(roundUrl(property), { size: 2, endsAt: inTwoDays(), notify: false })).statusCode).toBe(
      200,
    );
    const sent = await finalOffer(first.token, { bidAmount: '760000' });
    expect(sent.statusCode).toBe(201);

    // The round's end passes (moved behind the app, as time would).
    await app.t.db
      .update(finalRounds)
      .set({ startedAt: new Date(Date.now() - 3 * DAY_MS), endsAt: new Date(Date.now() - 1000) })
      .where(eq(finalRounds.propertyId, property.id));
    const tooLate = await finalOffer(second.token, { bidAmount: '800000' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().reason).toBe('round-ended');

    const [final] = await app.t.db
      .select({ id: offers.id })
      .from(offers)
      .where(sql`${offers.propertyId} = ${property.id} and ${offers.finalRoundId} is not null`);
    const awarded = await app.admin.post(`/api/admin/properties/${property.id}/award`, {
      offerId: final!.id,
      notifyWinner: false,
      notifyOfferIds: [],
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect((await app.admin.get(roundUrl(property))).json<RoundState>().round?.ended).toBe(true);
  });

  it('refuses a bad request and changes nothing', async () => {
    const empty = await insertProperty(app.t.db);
    const noOffers = await app.admin.post(roundUrl(empty), { size: 3, endsAt: inTwoDays(), notify: true });
    expect(noOffers.statusCode).toBe(409);
    expect(noOffers.json().message).toBe('This property has no standing offers to invite.');

    const property = await insertProperty(app.t.db);
    const bidder = await offer(property, `c-${property.id}@example.de`, '650000');
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const cases = [
      { size: 3, endsAt: soon, notify: true },
      { size: 0, endsAt: inTwoDays(), notify: true },
      { size: 3, endsAt: 'tomorrow', notify: true },
      { size: 3, endsAt: inTwoDays() },
    ];
    for (const body of cases) {
      const refused = await app.admin.post(roundUrl(property), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect(await app.t.db.select().from(finalRounds).where(eq(finalRounds.propertyId, property.id))).toEqual([]);
    // Without a round, a final offer is refused and the form still takes offers.
    expect((await finalOffer(bidder.token, { bidAmount: '700000' })).statusCode).toBe(403);
    expect((await finalOffer(bidder.token, { bidAmount: 'viel' })).statusCode).toBe(400);
    expect(
      (await app.t.client().get(`/api/admin/properties/00000000-0000-4000-8000-000000000000/final-round`)).statusCode,
    ).toBe(401);
    expect(
      (await app.admin.get(`/api/admin/properties/00000000-0000-4000-8000-000000000000/final-round`)).statusCode,
    ).toBe(404);
  });
});
