import { inArray, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import { offers, properties } from '../db/schema';

/** The NOTIFY channel a new offer's id is sent on, in the statement that stores it. */
export const OFFER_EVENTS_CHANNEL = 'offer_events';

/** What an open admin is told of a new offer (the toast names the bidder). */
interface NewOfferEvent {
  id: string;
  propertyId: string;
  propertyTitle: string;
  firstName: string;
  lastName: string;
  bidAmount: string;
  createdAt: string;
}

type Subscriber = (event: NewOfferEvent) => void;

/** How long ids are gathered before one query reads them all (a burst of offers is one read). */
const GATHER_MS = 50;

/**
 * New offers as they are committed, on whichever instance: this instance LISTENs on the channel,
 * reads the offers named and hands them to its subscribers (the admins' event streams).
 */
export class OfferEvents {
  private readonly subscribers = new Set<Subscriber>();
  private pending: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.handle.listen(OFFER_EVENTS_CHANNEL, (id) => this.received(id));
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.stopListening?.();
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private received(id: string): void {
    // Nobody is watching: nothing to read.
    if (this.subscribers.size === 0) return;
    this.pending.push(id);
    this.timer ??= setTimeout(() => void this.publish(), GATHER_MS);
  }

  private async publish(): Promise<void> {
    const ids = this.pending;
    this.pending = [];
    this.timer = undefined;
    try {
      for (const event of await readNewOffers(this.handle.db, ids)) {
        for (const subscriber of this.subscribers) subscriber(event);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'new offers not announced');
    }
  }
}

async function readNewOffers(db: Database, ids: string[]): Promise<NewOfferEvent[]> {
  const rows = await db
    .select({
      id: offers.id,
      propertyId: offers.propertyId,
      propertyTitle: properties.title,
      firstName: offers.firstName,
      lastName: offers.lastName,
      bidAmount: offers.bidAmount,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .where(inArray(offers.id, ids))
    .orderBy(offers.createdAt);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
