import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox, offerAlerts } from '../db/schema';
import { dueAlerts, type AlertMarkers } from './due-alerts';
import { readWatchedBidders, type WatchedBidder } from './alert-store';

type MarkerTime = typeof offerAlerts.endKnown | typeof offerAlerts.hourNoticeFor | typeof offerAlerts.endNoticeFor;

/** A stored time against one read before: to the millisecond, as JavaScript holds it. */
const sameTime = (column: MarkerTime, value: Date | null) =>
  value === null
    ? sql`${column} is null`
    : sql`date_trunc('milliseconds', ${column}) = ${value.toISOString()}::timestamptz`;

/**
 * Writes one bidder's due alerts to the outbox, if their row still holds the markers they were
 * worked out from: two instances that look at once cannot both queue them (the second finds the
 * markers changed and writes nothing). One transaction: the markers move exactly when the mails
 * are queued.
 */
async function queueAlerts(db: Database, bidder: WatchedBidder, kinds: string[], next: AlertMarkers): Promise<boolean> {
  const before = bidder.markers;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(offerAlerts)
      .set(next)
      .where(
        and(
          eq(offerAlerts.id, bidder.id),
          before.outbidFor === null
            ? sql`${offerAlerts.outbidFor} is null`
            : sql`${offerAlerts.outbidFor} = ${before.outbidFor}::numeric`,
          sameTime(offerAlerts.endKnown, before.endKnown),
          sameTime(offerAlerts.hourNoticeFor, before.hourNoticeFor),
          sameTime(offerAlerts.endNoticeFor, before.endNoticeFor),
        ),
      )
      .returning({ id: offerAlerts.id });
    if (claimed.length === 0) return false;
    await tx
      .insert(mailOutbox)
      .values(
        kinds.map((kind) => ({ offerId: bidder.offerId, kind, language: bidder.language, recipients: bidder.email })),
      );
    return true;
  });
}

/**
 * Looks for due alerts (decision 0115): every half minute for the clock's alerts (one hour left,
 * the end), and soon after a poke for what an offer or the agent's change may have made due
 * (outbid, the end moved). Every instance looks; the markers see to it that each alert goes out
 * once. One look at a time per instance.
 */
export class AlertWatcher {
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  /** A look is queued behind the running one: another would find nothing new. */
  private lookQueued = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** Mails were queued: the outbox may send them now. */
    private readonly queued: () => void,
    private readonly intervalMs = 30_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.look(), this.intervalMs);
    this.timer.unref();
    this.look();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.soon);
    await this.running;
  }

  /** Something changed that may make alerts due: look in a moment (a burst of offers is one look). */
  poke(): void {
    if (this.stopped || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      this.look();
    }, 250);
    this.soon.unref();
  }

  private look(): void {
    if (this.stopped || this.lookQueued) return;
    this.lookQueued = true;
    this.running = this.running.then(() => {
      this.lookQueued = false;
      return this.check(new Date()).catch((error: unknown) => {
        // The database is away: the next look tries again; nothing was marked as told.
        this.log.warn({ err: error }, 'offer alerts not checked');
      });
    });
  }

  /** Queues what is due at `now`; answers how many mails were queued. */
  async check(now: Date): Promise<number> {
    let count = 0;
    for (const bidder of await readWatchedBidders(this.db, now)) {
      const { kinds, next } = dueAlerts(bidder.markers, bidder.situation, now);
      if (kinds.length > 0 && (await queueAlerts(this.db, bidder, kinds, next))) count += kinds.length;
    }
    if (count > 0) {
      this.log.info({ alerts: count }, 'offer alerts queued');
      this.queued();
    }
    return count;
  }
}
