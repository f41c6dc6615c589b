import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isConnectionError } from '../db/database-unavailable';
import { offers, properties } from '../db/schema';

export type StoredOffer = typeof offers.$inferSelect;

export interface OfferToStore {
  propertyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Normalized decimal string, e.g. "250000.00". */
  bidAmount: string;
  idempotencyKey?: string;
}

interface Waiting {
  id: string;
  offer: OfferToStore;
  resolve: (stored: StoredOffer | undefined) => void;
  reject: (error: unknown) => void;
}

/** Enough to keep a statement short (its parameters stay far below PostgreSQL's 65,535). */
const MAX_BATCH = 200;

const column = (name: keyof StoredOffer) => sql.identifier(offers[name].name);
const INSERTED_COLUMNS = sql.join(
  (['id', 'propertyId', 'firstName', 'lastName', 'email', 'phone', 'bidAmount', 'idempotencyKey'] as const).map(column),
  sql`, `,
);

/** A row as the drivers return it from a raw statement (numeric as text, timestamps as Date or text). */
function storedOfferOf(row: Record<string, unknown>): StoredOffer {
  return {
    id: row.id as string,
    propertyId: row.property_id as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    email: row.email as string,
    phone: row.phone as string,
    bidAmount: row.bid_amount as string,
    isFavorite: row.is_favorite as boolean,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at as string),
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
  };
}

/**
 * Group commit for offers. Offers that arrive while a statement runs wait and go together into
 * the next one: a single multi-row INSERT, which commits (and, on both databases, syncs) as a
 * whole before any of them is acknowledged. At low load each offer has its statement to itself
 * at once; at the end of an auction hundreds share one commit. An offer is stored only if its
 * property is active and its auction open at that moment (the join), and at most once per
 * Idempotency-Key (ON CONFLICT DO NOTHING); `insert` answers undefined for one not stored, and
 * the caller finds out why.
 */
export class OfferBatcher {
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(readonly db: Database) {}

  insert(offer: OfferToStore): Promise<StoredOffer | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: randomUUID(), offer, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      await this.store(batch);
      // Let the event loop read the requests that came in meanwhile (the embedded database keeps
      // it busy while a statement runs), so they join the next statement instead of queueing one by one.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.flushing = false;
  }

  private async store(batch: Waiting[]): Promise<void> {
    try {
      const stored = await this.insertRows(batch);
      for (const entry of batch) entry.resolve(stored.get(entry.id));
    } catch (error) {
      // Nothing of a failed statement was stored. A value the database refuses fails its own offer
      // only: the others are tried again one by one.
      if (batch.length === 1 || isConnectionError(error)) {
        for (const entry of batch) entry.reject(error);
      } else {
        for (const entry of batch) await this.store([entry]);
      }
    }
  }

  private async insertRows(batch: Waiting[]): Promise<Map<string, StoredOffer>> {
    const values = sql.join(
      batch.map(
        ({ id, offer }) =>
          sql`(${id}::uuid, ${offer.propertyId}::uuid, ${offer.firstName}::varchar, ${offer.lastName}::varchar,
            ${offer.email}::varchar, ${offer.phone}::varchar, ${offer.bidAmount}::numeric, ${offer.idempotencyKey ?? null}::uuid)`,
      ),
      sql`, `,
    );
    const now = new Date().toISOString();
    // Both drivers answer raw statements with { rows }.
    const result = (await this.db.execute(sql`
      insert into ${offers} (${INSERTED_COLUMNS})
      select v.* from (values ${values})
        as v (id, property_id, first_name, last_name, email, phone, bid_amount, idempotency_key)
      where exists (select 1 from ${properties} p
        where p.id = v.property_id and p.is_active and p.auction_end_date > ${now}::timestamptz)
      on conflict (${column('idempotencyKey')}) do nothing
      returning *`)) as unknown as { rows: Record<string, unknown>[] };
    return new Map(result.rows.map((row) => [row.id as string, storedOfferOf(row)]));
  }
}
