/**
 * offer_totals: the running count, sum and highest offer per property, kept by triggers on the
 * offers (drizzle/0006_offer_totals.sql), must always equal what the offers themselves say —
 * after offers placed together, rows written straight into the table, a deleted highest offer,
 * single offers deleted by the admin, "delete all", and a truncate. The admin overview reads them.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerTotals, offers } from '#server/db/schema.ts';
import { insertManyOffers, insertOffer } from '../helpers/admin-fixtures';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let villa: PropertyRow;
let flat: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  villa = await insertProperty(t.db, { title: 'Villa in Grünwald' });
  flat = await insertProperty(t.db, { title: 'Wohnung in Pasing' });
});
afterAll(() => t.close());

interface Totals {
  propertyId: string;
  offerCount: number;
  amountSum: string;
  amountMax: string;
}

/** The totals as kept, with numbers in one notation. */
async function keptTotals(): Promise<Totals[]> {
  const rows = await t.db.select().from(offerTotals).orderBy(asc(offerTotals.propertyId));
  return rows.map((row) => ({
    propertyId: row.propertyId,
    offerCount: row.offerCount,
    amountSum: Number(row.amountSum).toFixed(2),
    amountMax: Number(row.amountMax).toFixed(2),
  }));
}

/** The totals computed from the offers themselves. */
async function countedTotals(): Promise<Totals[]> {
  const { rows } = (await t.db.execute(sql`
    select property_id, count(*)::int as n, sum(bid_amount)::text as s, max(bid_amount)::text as m
    from ${offers} group by property_id order by property_id`)) as unknown as {
    rows: Array<{ property_id: string; n: number; s: string; m: string }>;
  };
  return rows.map((row) => ({
    propertyId: row.property_id,
    offerCount: row.n,
    amountSum: Number(row.s).toFixed(2),
    amountMax: Number(row.m).toFixed(2),
  }));
}

async function expectTotalsToMatchTheOffers(): Promise<void> {
  expect(await keptTotals()).toEqual(await countedTotals());
}

describe('the running offer totals', () => {
  it('count offers placed together through the API (one statement for many)', async () => {
    const amounts = Array.from({ length: 40 }, (_, n) => `${600_000 + n * 1_000.5}`);
    const answers = await Promise.all(
      amounts.map((bidAmount, n) =>
        t.client().post(`/api/properties/${n % 2 ? villa.id : flat.id}/bids`, { ...VALID_OFFER, bidAmount }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(amounts.map(() => 201));
    await expectTotalsToMatchTheOffers();
    const villaTotals = (await keptTotals()).find((row) => row.propertyId === villa.id);
    expect(villaTotals).toEqual({
      propertyId: villa.id,
      offerCount: 20,
      // 20 offers of 600,000 + n × 1,000.50 for odd n from 1 to 39: 12,000,000 + 400 × 1,000.50.
      amountSum: '12400200.00',
      amountMax: '639019.50',
    });
  });

  it('count rows written straight into the table, many in one statement', async () => {
    await insertManyOffers(t.db, flat.id, 500);
    await insertOffer(t.db, villa.id, { bidAmount: '999999999.99' });
    await expectTotalsToMatchTheOffers();
  });

  it('find the next highest offer when the highest is deleted', async () => {
    await t.db.delete(offers).where(eq(offers.bidAmount, '999999999.99'));
    await expectTotalsToMatchTheOffers();
    const villaTotals = (await keptTotals()).find((row) => row.propertyId === villa.id);
    expect(villaTotals?.amountMax).toBe('639019.50');
  });

  it('refuse to change the amount or the property of a stored offer, while favourites still toggle', async () => {
    const [offer] = await t.db.select().from(offers).where(eq(offers.propertyId, villa.id)).limit(1);
    await expect(t.db.update(offers).set({ bidAmount: '1.00' }).where(eq(offers.id, offer!.id))).rejects.toThrow();
    await expect(t.db.update(offers).set({ propertyId: flat.id }).where(eq(offers.id, offer!.id))).rejects.toThrow();
    const toggled = await admin.post(`/api/admin/bids/${offer!.id}/favorite`, {});
    expect(toggled.statusCode, toggled.body).toBe(200);
    await expectTotalsToMatchTheOffers();
  });

  it('follow single offers deleted by the admin: the highest, one below it, and the last of a property', async () => {
    const extra = await insertProperty(t.db, { title: 'Einzelstück in Giesing' });
    const low = await insertOffer(t.db, extra.id, { bidAmount: '200000.00' });
    const high = await insertOffer(t.db, extra.id, { bidAmount: '300000.00' });
    const [villaTop] = await t.db
      .select()
      .from(offers)
      .where(eq(offers.propertyId, villa.id))
      .orderBy(sql`${offers.bidAmount} desc`)
      .limit(1);
    const [villaLow] = await t.db
      .select()
      .from(offers)
      .where(eq(offers.propertyId, villa.id))
      .orderBy(asc(offers.bidAmount))
      .limit(1);

    for (const offer of [villaLow!, villaTop!, high]) {
      const deleted = await admin.delete(`/api/admin/bids/${offer.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      await expectTotalsToMatchTheOffers();
    }
    expect((await keptTotals()).find((row) => row.propertyId === extra.id)).toMatchObject({
      offerCount: 1,
      amountMax: '200000.00',
    });
    // The last offer of a property takes its totals row with it.
    expect((await admin.delete(`/api/admin/bids/${low.id}`)).statusCode).toBe(200);
    expect((await keptTotals()).find((row) => row.propertyId === extra.id)).toBeUndefined();
    await expectTotalsToMatchTheOffers();
    // A status or note never touches the totals (nor trips the trigger that guards the amount).
    const [any] = await t.db.select().from(offers).limit(1);
    const changed = await admin.patch(`/api/admin/bids/${any!.id}`, { status: 'accepted', note: 'Notiz' });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectTotalsToMatchTheOffers();
    // Two offers are gone from the villa, put back so the figures below stay as they were.
    await insertOffer(t.db, villa.id, { bidAmount: villaLow!.bidAmount });
    await insertOffer(t.db, villa.id, { bidAmount: villaTop!.bidAmount });
    await expectTotalsToMatchTheOffers();
  });

  it('are the overview: count, average and highest over every property', async () => {
    const overview = (await admin.get('/api/admin/overview?timeZone=Europe%2FBerlin')).json<{
      offerCount: number;
      averageAmount: string;
      highestAmount: string;
    }>();
    const { rows } = (await t.db.execute(sql`
      select count(*)::int as n, round(avg(bid_amount), 2)::text as average, max(bid_amount)::text as highest
      from ${offers}`)) as unknown as { rows: Array<{ n: number; average: string; highest: string }> };
    expect(overview).toMatchObject({
      offerCount: rows[0]!.n,
      averageAmount: rows[0]!.average,
      highestAmount: rows[0]!.highest,
    });
    expect(overview.offerCount).toBe(540);
  });

  it('are gone with "delete all", and after a truncate', async () => {
    const deleted = await admin.delete('/api/admin/bids');
    expect(deleted.json()).toEqual({ deleted: 540 });
    expect(await keptTotals()).toEqual([]);

    await insertOffer(t.db, villa.id);
    expect(await keptTotals()).toHaveLength(1);
    // The offers' mails and consents refer to them: a truncate takes them along.
    await t.db.execute(sql`truncate ${offers} cascade`);
    expect(await keptTotals()).toEqual([]);
    const overview = (await admin.get('/api/admin/overview')).json<Record<string, unknown>>();
    expect(overview).toMatchObject({ offerCount: 0, averageAmount: null, highestAmount: null, offersPerProperty: [] });
  });
});
