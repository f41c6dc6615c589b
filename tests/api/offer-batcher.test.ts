/** Group commit: offers placed at the same moment share one statement, each with its own outcome. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { OfferBatcher, type OfferToStore } from '#server/offers/offer-batcher.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
let open: PropertyRow;
let closed: PropertyRow;
let inactive: PropertyRow;

beforeAll(async () => {
  database = await createTestDatabase();
  open = await insertProperty(database.db);
  closed = await insertProperty(database.db, { auctionEndDate: new Date(Date.now() - 1000) });
  inactive = await insertProperty(database.db, { isActive: false });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(offers);
});

const offerFor = (property: PropertyRow, overrides: Partial<OfferToStore> = {}): OfferToStore => ({
  propertyId: property.id,
  ...VALID_OFFER,
  bidAmount: '450000.00',
  language: 'de',
  ...overrides,
});

describe('OfferBatcher', () => {
  it('stores parallel offers for open properties only, and answers each with its own row', async () => {
    const batcher = new OfferBatcher(database.db);
    const requests = [
      ...Array.from({ length: 30 }, (_, n) => offerFor(open, { firstName: `Anna ${n}` })),
      offerFor(closed),
      offerFor(inactive),
      offerFor({ ...open, id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890' }),
    ];
    const answers = await Promise.all(requests.map((request) => batcher.insert(request)));
    expect(answers.slice(0, 30).map((stored) => stored?.firstName)).toEqual(
      requests.slice(0, 30).map((r) => r.firstName),
    );
    expect(answers.slice(30)).toEqual([undefined, undefined, undefined]);
    const rows = await database.db.select().from(offers);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(answers.slice(0, 30).map((stored) => stored!.id)));
    expect(rows.every((row) => row.bidAmount === '450000.00' && row.propertyId === open.id)).toBe(true);
  });

  it('stores one offer per Idempotency-Key, also within one statement', async () => {
    const batcher = new OfferBatcher(database.db);
    const key = 'a3b5c7d9-1e2f-4a6b-8c0d-2e4f6a8b0c1d';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => batcher.insert(offerFor(open, { idempotencyKey: key }))),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await database.db.$count(offers)).toBe(1);
  });

  it('fails only the offer whose value the database refuses; the others of its statement are stored', async () => {
    const batcher = new OfferBatcher(database.db);
    const results = await Promise.allSettled([
      batcher.insert(offerFor(open, { firstName: 'Erste' })),
      batcher.insert(offerFor(open, { firstName: 'Zweite' })),
      batcher.insert(offerFor(open, { firstName: 'Null\u0000Byte' })),
      batcher.insert(offerFor(open, { firstName: 'Vierte' })),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const names = (await database.db.select().from(offers)).map((row) => row.firstName).sort();
    expect(names).toEqual(['Erste', 'Vierte', 'Zweite']);
  });

  it('on PostgreSQL opens the next statement while the one before commits, and still decides in order', async () => {
    const postgres = database.kind === 'postgres';
    const stepped = await insertProperty(database.db, { offerMode: 'open', minimumStep: '100' });
    // The first offer's commit takes a while: a deferred trigger sleeps in it.
    await database.db.execute(sql`create function slow_commit() returns trigger language plpgsql as $$
      begin perform pg_sleep(1.5); return null; end $$`);
    await database.db.execute(sql`create constraint trigger slow_commit after insert on bids
      deferrable initially deferred for each row when (new.first_name = 'Langsam') execute function slow_commit()`);
    const sessions = async (condition: ReturnType<typeof sql>) => {
      const { rows } = (await database.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and ${condition}`)) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    };
    const eventually = async (check: () => Promise<boolean>) => {
      for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
        if (await check()) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };
    try {
      const batcher = new OfferBatcher(database.db, undefined, undefined, postgres);
      const first = batcher.insert(offerFor(stepped, { firstName: 'Langsam', bidAmount: '700000.00' }));
      // (The embedded database is one session: nothing can look while its commit sleeps.)
      if (postgres)
        expect(await eventually(async () => (await sessions(sql`wait_event = 'PgSleep'`)) === 1)).toBe(true);
      const below = batcher.insert(offerFor(stepped, { firstName: 'Zu knapp', bidAmount: '700050.00' }));
      const above = batcher.insert(offerFor(stepped, { firstName: 'Genug', bidAmount: '700100.00' }));
      if (postgres) {
        // The second statement's transaction is open while the first commits, waiting for the property's row.
        expect(await eventually(async () => (await sessions(sql`wait_event_type = 'Lock'`)) === 1)).toBe(true);
        expect(await sessions(sql`wait_event = 'PgSleep'`)).toBe(1);
      }

      // It decided after the first had committed: 700,050 is less than a step above 700,000.
      const [stored, refused, accepted] = await Promise.all([first, below, above]);
      expect(stored?.bidAmount).toBe('700000.00');
      expect(refused).toBeUndefined();
      expect(accepted?.bidAmount).toBe('700100.00');
    } finally {
      await database.db.execute(sql`drop trigger slow_commit on bids`);
      await database.db.execute(sql`drop function slow_commit()`);
    }
  });
});
