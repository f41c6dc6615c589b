import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isConnectionError } from '../db/database-unavailable';
import { mailOutbox, offerConsents, offers, pages, properties } from '../db/schema';
import type { Language } from '../../shared/languages';
import { MAIL_KINDS } from '../mail/mail-kinds';
import { OFFER_EVENTS_CHANNEL } from './offer-events';

/** What the public path stores and answers; the agent's status and note are the admin's (decision 0061). */
export type StoredOffer = Omit<typeof offers.$inferSelect, 'status' | 'note'>;

export interface OfferToStore {
  propertyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Normalized decimal string, e.g. "250000.00". */
  bidAmount: string;
  idempotencyKey?: string;
  /** The language of the form: the bidder's confirmation is written in it. */
  language: Language;
}

/** Who is told of each stored offer besides the bidder (the agent's NOTIFY_EMAIL). */
export interface OfferNotification {
  recipients: string[];
  language: Language;
}

interface Waiting {
  id: string;
  offer: OfferToStore;
  resolve: (stored: StoredOffer | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The version of the privacy page a bidder agreed to: a SHA-256 of its title and texts in every
 * language as they are when the offer is stored (null if the page is missing).
 */
const PRIVACY_VERSION = sql`select encode(sha256(convert_to(concat_ws(chr(10), title, title_en, title_fr,
  content, content_en, content_fr), 'UTF8')), 'hex') from ${pages} where slug = 'datenschutz'`;

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

  constructor(
    readonly db: Database,
    private readonly notification: OfferNotification = { recipients: [], language: 'de' },
    /** Called after offers were stored: their mails are waiting in the outbox. */
    private readonly onStored: () => void = () => {},
  ) {}

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
      if (stored.size > 0) this.onStored();
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

  /**
   * One statement stores the offers and, for each one stored, the bidder's consent and its mails
   * in the outbox (the bidder's confirmation and the agent's notification). Either all of it is
   * committed or nothing.
   */
  private async insertRows(batch: Waiting[]): Promise<Map<string, StoredOffer>> {
    const values = sql.join(
      batch.map(
        ({ id, offer }) =>
          sql`(${id}::uuid, ${offer.propertyId}::uuid, ${offer.firstName}::varchar, ${offer.lastName}::varchar,
            ${offer.email}::varchar, ${offer.phone}::varchar, ${offer.bidAmount}::numeric, ${offer.idempotencyKey ?? null}::uuid,
            ${offer.language}::varchar)`,
      ),
      sql`, `,
    );
    const now = new Date().toISOString();
    const { recipients, language } = this.notification;
    const notifications =
      recipients.length === 0
        ? sql``
        : sql`union all select i.id, ${MAIL_KINDS.offerNotification}::varchar, ${language}::varchar, ${recipients.join(', ')}::text
            from inserted i`;
    // Both drivers answer raw statements with { rows }.
    const result = (await this.db.execute(sql`
      with v (id, property_id, first_name, last_name, email, phone, bid_amount, idempotency_key, language) as (
        values ${values}
      ),
      inserted as (
        insert into ${offers} (${INSERTED_COLUMNS})
        select v.id, v.property_id, v.first_name, v.last_name, v.email, v.phone, v.bid_amount, v.idempotency_key from v
        where exists (select 1 from ${properties} p
          where p.id = v.property_id and p.is_active and p.auction_end_date > ${now}::timestamptz)
        on conflict (${column('idempotencyKey')}) do nothing
        returning *
      ),
      consents as (
        insert into ${offerConsents} (offer_id, consented_at, privacy_version)
        select i.id, i.created_at, (${PRIVACY_VERSION}) from inserted i
      ),
      queued as (
        insert into ${mailOutbox} (offer_id, kind, language, recipients)
        select i.id, ${MAIL_KINDS.offerConfirmation}::varchar, v.language, i.email::text from inserted i join v on v.id = i.id
        ${notifications}
      )
      -- Open admins are told on commit, on every instance (offers/offer-events.ts).
      select inserted.*, pg_notify(${OFFER_EVENTS_CHANNEL}, inserted.id::text) as notified from inserted`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return new Map(result.rows.map((row) => [row.id as string, storedOfferOf(row)]));
  }
}
