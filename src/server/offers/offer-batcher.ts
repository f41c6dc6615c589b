import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isConnectionError } from '../db/database-unavailable';
import { acceptedDocumentTerms, offersRequireDocuments } from '../documents/document-access';
import { attendedViewing, offersRequireViewing } from '../viewings/viewing-attendance';
import {
  finalRounds,
  mailOutbox,
  offerConsents,
  offerDocuments,
  offers,
  offerTerms,
  offerTotals,
  pages,
  properties,
} from '../db/schema';
import type { Language } from '#shared/languages.ts';
import { OFFER_TERMS_LIMITS, type Financing } from '#shared/offers/offer-terms.ts';
import { MAIL_KINDS } from '../mail/mail-kinds';
import { PUBLIC_READS_CHANNEL } from '../public-reads/public-reads-channel';
import { bidLogCause } from '../bid-log/bid-log-cause';
import { OFFER_EVENTS_CHANNEL } from './offer-events';

/** What the public path stores and answers; the agent's status and note are the admin's (decision 0061). */
export type StoredOffer = Omit<
  typeof offers.$inferSelect,
  'status' | 'note' | 'verifiedAt' | 'withdrawnAt' | 'finalRoundId'
>;

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
  /** The bidder's optional terms (decision 0070). */
  terms?: TermsToStore;
}

/** The optional terms as they are stored: absent ones are null. */
export interface TermsToStore {
  financing?: Financing;
  handoverDate?: string;
  bindingDays?: number;
  message?: string;
  /** An uploaded, unattached proof of funds: attached to the offer in its statement. */
  proofOfFundsId?: string;
}

/** A proof of funds may be attached within this time after its upload. */
/** Confirmation mails one address gets in a day, whatever number of offers name it. */
const CONFIRMATIONS_PER_DAY = 3;
const CONFIRMATION_HELD_MESSAGE = `Not sent: this address already had ${CONFIRMATIONS_PER_DAY} confirmations within a day`;

export const PROOF_ATTACH_INTERVAL = sql.raw(`interval '${OFFER_TERMS_LIMITS.proofAttachHours} hours'`);

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
  (
    ['id', 'propertyId', 'firstName', 'lastName', 'email', 'phone', 'bidAmount', 'idempotencyKey', 'createdAt'] as const
  ).map(column),
  sql`, `,
);

/** Every instance drops its cached public answers about properties when an end moved. */
const EXTENSION_INVALIDATION = 'offers properties';

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
 * property is active and its offer period open at that moment, and its amount meets the
 * property's procedure (decision 69): the minimum, and in the open procedure the step above the
 * highest, the offers of the batch taken in the order they arrived. It is stored at most once per
 * Idempotency-Key (ON CONFLICT DO NOTHING); `insert` answers undefined for one not stored, and the
 * caller finds out why. A stored offer in the last minutes moves its property's end (the
 * late-offer extension) in the same statement.
 */
export class OfferBatcher {
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(
    readonly db: Database,
    private readonly notification: OfferNotification = { recipients: [], language: 'de' },
    /** Called after offers were stored: their mails are waiting in the outbox. */
    private readonly onStored: () => void = () => {},
    /**
     * On PostgreSQL other instances store offers at the same time: each statement then runs
     * after locking its properties' rows, so it sees their committed offers and end (decision 69).
     * The embedded database belongs to this process, whose statements run one at a time.
     */
    private readonly otherWriters = false,
  ) {}

  insert(offer: OfferToStore): Promise<StoredOffer | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: randomUUID(), offer, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  /**
   * Stores what waits, batch after batch. On PostgreSQL the next batch starts as soon as the one
   * before has run its statement: its transaction opens and asks for the property rows while the
   * one before commits (a round trip and a disk sync), and gets them once that has committed, so
   * the batches still decide in the order their offers came. Never more than two are under way.
   */
  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.length > 0) {
      const batch = this.nextBatch();
      let statementRan = () => {};
      const ran = new Promise<void>((resolve) => (statementRan = resolve));
      const storing = this.store(batch, statementRan);
      void storing.finally(statementRan);
      await (this.otherWriters ? ran : storing);
      // Let the event loop read the requests that came in meanwhile, so they join the next
      // statement instead of queueing one by one.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.flushing = false;
  }

  /**
   * The next offers to store together. An offer naming a proof of funds that another of them names
   * waits for the next statement, where the proof is taken and the offer is refused: one statement
   * cannot tell which of two offers got a document they share.
   */
  private nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const proofs = new Set<string>();
    for (const entry of this.waiting) {
      const proof = entry.offer.terms?.proofOfFundsId;
      if (batch.length >= MAX_BATCH || (proof !== undefined && proofs.has(proof))) {
        later.push(entry);
        continue;
      }
      if (proof !== undefined) proofs.add(proof);
      batch.push(entry);
    }
    this.waiting = later;
    return batch;
  }

  /** Never rejects: each offer's promise is settled. `statementRan` is called before the commit. */
  private async store(batch: Waiting[], statementRan?: () => void): Promise<void> {
    try {
      const stored = await this.insertRows(batch, statementRan);
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
   * With other writers, one short transaction: lock the batch's property rows (in id order, so two
   * instances never wait on each other crosswise), then the statement. READ COMMITTED gives the
   * statement a snapshot taken after the lock, so it sees every offer and end committed before.
   */
  private async insertRows(batch: Waiting[], statementRan?: () => void): Promise<Map<string, StoredOffer>> {
    if (!this.otherWriters) return this.runInsert(this.db, batch);
    const ids = [...new Set(batch.map(({ offer }) => offer.propertyId))].sort();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${properties}
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by id for update`);
      // A proof of funds named by offers on two instances at once goes to the first of them.
      const proofs = [...new Set(batch.flatMap(({ offer }) => offer.terms?.proofOfFundsId ?? []))].sort();
      if (proofs.length > 0) {
        await tx.execute(sql`select 1 from ${offerDocuments}
          where id in (${sql.join(
            proofs.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) order by id for update`);
      }
      const stored = await this.runInsert(tx as unknown as Database, batch);
      statementRan?.();
      return stored;
    });
  }

  /**
   * One statement stores the offers and, for each one stored, the bidder's consent and its mails
   * in the outbox (the bidder's confirmation and the agent's notification), and moves the end of a
   * property that got a late offer; the database's triggers add each offer and each moved end to
   * the property's bid log (decision 0073). Either all of it is committed or nothing.
   */
  private async runInsert(db: Database, batch: Waiting[]): Promise<Map<string, StoredOffer>> {
    const values = sql.join(
      batch.map(
        ({ id, offer }, position) =>
          sql`(${position}::int, ${id}::uuid, ${offer.propertyId}::uuid, ${offer.firstName}::varchar, ${offer.lastName}::varchar,
            ${offer.email}::varchar, ${offer.phone}::varchar, ${offer.bidAmount}::numeric, ${offer.idempotencyKey ?? null}::uuid,
            ${offer.language}::varchar, ${offer.terms?.financing ?? null}::varchar, ${offer.terms?.handoverDate ?? null}::date,
            ${offer.terms?.bindingDays ?? null}::int, ${offer.terms?.message ?? null}::text,
            ${offer.terms?.proofOfFundsId ?? null}::uuid)`,
      ),
      sql`, `,
    );
    // The moment of the offers: the end is checked against it, it is their time, and a late one
    // moves the end to it plus the extension.
    const now = new Date().toISOString();
    const { recipients, language } = this.notification;
    const notifications =
      recipients.length === 0
        ? sql``
        : sql`union all select i.id, ${MAIL_KINDS.offerNotification}::varchar, ${language}::varchar, ${recipients.join(', ')}::text,
              'waiting', null::text
            from inserted i`;
    // Both drivers answer raw statements with { rows }.
    const result = (await db.execute(sql`
      with recursive v (position, id, property_id, first_name, last_name, email, phone, bid_amount, idempotency_key, language,
        financing, handover_date, binding_days, message, proof_id) as (
        values ${values}
      ),
      -- The properties taking offers now, with their rules and highest offer so far.
      open_properties as (
        select p.id, p.offer_mode, p.minimum_offer, p.minimum_step, p.extension_minutes, p.auction_end_date,
          p.verified_offers_only,
          ${offersRequireDocuments(sql`p.id`, sql`p.offers_require_documents`)} as requires_documents,
          ${offersRequireViewing(sql`p.id`, sql`p.offers_require_viewing`)} as requires_viewing,
          -- With verified offers only, the step is measured from the highest verified offer, the one
          -- the public standing shows (decision 0072).
          case when p.verified_offers_only then t.verified_max else t.amount_max end as highest
        from ${properties} p left join ${offerTotals} t on t.property_id = p.id
        where p.id in (select property_id from v) and p.is_active and p.auction_end_date > ${now}::timestamptz
          -- An award closes the procedure for good (decision 0136); so does a best-and-final round for all
          -- but its invited bidders, whose final offers take their own way (decision 0137).
          and p.awarded_at is null
          and not exists (select 1 from ${finalRounds} r where r.property_id = p.id)
      ),
      queue as (
        select v.*, row_number() over (partition by v.property_id order by v.position) as turn from v
        where v.property_id in (select id from open_properties)
          -- An offer with a proof of funds only while the proof is there to take (decision 0070).
          and (v.proof_id is null or exists (select 1 from ${offerDocuments} doc
            where doc.id = v.proof_id and doc.offer_id is null
              and doc.created_at > ${now}::timestamptz - ${PROOF_ATTACH_INTERVAL}))
          -- Where the agent asks for it, only from an address that accepted the documents' terms (decision 0129).
          and (not (select o.requires_documents from open_properties o where o.id = v.property_id)
            or exists (${acceptedDocumentTerms(sql`v.property_id`, sql`v.email`)}))
          -- Where the agent asks for it, only from an address whose booked viewing has begun (decision 0134).
          and (not (select o.requires_viewing from open_properties o where o.id = v.property_id)
            or exists (${attendedViewing(sql`v.property_id`, sql`v.email`, sql`${now}::timestamptz`)}))
      ),
      -- Each property's offers in the order they came: whether the rules take each one, and the
      -- highest after it (the next one's step is measured from it).
      decided (turn, property_id, id, accepted, highest) as (
        select q.turn, q.property_id, q.id, ok.accepted,
          case when ok.accepted and not p.verified_offers_only then greatest(p.highest, q.bid_amount) else p.highest end
        from queue q join open_properties p on p.id = q.property_id
        cross join lateral (select ${meetsRules(sql`p.highest`)} as accepted) ok
        where q.turn = 1
        union all
        select q.turn, q.property_id, q.id, ok.accepted,
          -- A new offer is not verified yet: with verified offers only it does not raise the bar.
          case when ok.accepted and not p.verified_offers_only then greatest(d.highest, q.bid_amount) else d.highest end
        from decided d
        join queue q on q.property_id = d.property_id and q.turn = d.turn + 1
        join open_properties p on p.id = q.property_id
        cross join lateral (select ${meetsRules(sql`d.highest`)} as accepted) ok
      ),
      inserted as (
        insert into ${offers} (${INSERTED_COLUMNS})
        select v.id, v.property_id, v.first_name, v.last_name, v.email, v.phone, v.bid_amount, v.idempotency_key,
          ${now}::timestamptz
        from v join decided d on d.id = v.id and d.accepted
        order by v.position
        on conflict (${column('idempotencyKey')}) do nothing
        returning *
      ),
      -- The late-offer extension: an offer less than N minutes before the end moves the end to N
      -- minutes after the offer, never earlier. All offers of a statement share one moment, so a
      -- property is moved at most once per statement, by exactly what each of them asks.
      extended as (
        update ${properties} p
        set auction_end_date = greatest(p.auction_end_date, ${now}::timestamptz + make_interval(mins => p.extension_minutes))
        where p.id in (select property_id from inserted) and p.extension_minutes > 0
          and p.auction_end_date < ${now}::timestamptz + make_interval(mins => p.extension_minutes)
          -- The bid log records it as an extension, not as an admin's change (decision 0073).
          and ${bidLogCause('extension')}
        returning p.id
      ),
      consents as (
        insert into ${offerConsents} (offer_id, consented_at, privacy_version)
        select i.id, i.created_at, (${PRIVACY_VERSION}) from inserted i
      ),
      terms as (
        insert into ${offerTerms} (offer_id, financing, handover_date, binding_days, message)
        select i.id, v.financing, v.handover_date, v.binding_days, v.message from inserted i join v on v.id = i.id
        where num_nonnulls(v.financing, v.handover_date, v.binding_days, v.message) > 0
      ),
      documents as (
        update ${offerDocuments} doc set offer_id = i.id
        from inserted i join v on v.id = i.id
        where doc.id = v.proof_id and doc.offer_id is null
      ),
      -- At most CONFIRMATIONS_PER_DAY confirmations a day go to one address, counting this
      -- statement's own: anyone can type a stranger's address, and the agency's mail must not
      -- become a megaphone. The offer is stored all the same; a confirmation beyond the limit is
      -- kept as not sent, with the reason, and the admin may still send it.
      confirmed as (
        select i.id, i.email, v.language,
          row_number() over (partition by lower(i.email) order by i.id) + (select count(*) from ${mailOutbox} m
            where m.kind = ${MAIL_KINDS.offerConfirmation} and lower(m.recipients) = lower(i.email)
              and m.created_at > ${now}::timestamptz - interval '1 day') > ${CONFIRMATIONS_PER_DAY} as held
        from inserted i join v on v.id = i.id
      ),
      queued as (
        insert into ${mailOutbox} (offer_id, kind, language, recipients, status, last_error)
        select c.id, ${MAIL_KINDS.offerConfirmation}::varchar, c.language, c.email::text,
          case when c.held then 'failed' else 'waiting' end,
          case when c.held then ${CONFIRMATION_HELD_MESSAGE}::text end
        from confirmed c
        ${notifications}
      )
      -- Open admins and public pages are told on commit, on every instance (offers/offer-events.ts);
      -- a moved end also drops every instance's cached public answers that show it.
      select inserted.*, pg_notify(${OFFER_EVENTS_CHANNEL}, inserted.id::text) as notified,
        (select count(pg_notify(${PUBLIC_READS_CHANNEL}, ${EXTENSION_INVALIDATION})) from extended) as ends_moved
      from inserted`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return new Map(result.rows.map((row) => [row.id as string, storedOfferOf(row)]));
  }
}

/**
 * Whether an offer `q` meets its property `p`'s procedure, given the highest offer before it: at
 * least the minimum, and in the open procedure with a step at least the highest plus the step.
 * The same rule as lowestAcceptableOffer in shared/offer-procedure.ts, which explains a refusal.
 */
function meetsRules(highest: ReturnType<typeof sql>) {
  return sql`(p.minimum_offer is null or q.bid_amount >= p.minimum_offer)
    and (p.offer_mode <> 'open' or p.minimum_step is null or ${highest} is null
      or q.bid_amount >= ${highest} + p.minimum_step)`;
}
