import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { propertyIdOf, type PublicTopic } from '../public-reads/public-read-cache';
import type { OfferEvents } from './offer-events';
import { readStanding, type StandingNow } from './standing';

type Watcher = (standing: StandingNow) => void;

/**
 * The open public pages of this process, by property. One subscription to the offer events (one
 * LISTEN per process, offer-events.ts) serves them all, and only while someone watches: a stored
 * offer costs one standing read per property, whatever the number of pages open on it.
 */
export class StandingWatchers {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly due = new Set<string>();
  private stopHearing: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly events: OfferEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  watch(propertyId: string, watcher: Watcher): () => void {
    let set = this.watchers.get(propertyId);
    if (!set) this.watchers.set(propertyId, (set = new Set()));
    set.add(watcher);
    this.stopHearing ??= this.events.subscribe((event) => this.changed(event.propertyId));
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(propertyId);
      if (this.watchers.size === 0) {
        this.stopHearing?.();
        this.stopHearing = undefined;
      }
    };
  }

  /**
   * An admin's change, here or on another instance: of one property (its procedure, its end), of
   * them all, or of offers (the 'standing' topic); the standings it may touch are read again.
   */
  publicChange(topic: PublicTopic): void {
    const propertyId = propertyIdOf(topic);
    if (propertyId) this.changed(propertyId);
    else if (topic === 'properties' || topic === 'standing') {
      for (const each of this.watchers.keys()) this.changed(each);
    }
  }

  private changed(propertyId: string): void {
    if (!this.watchers.has(propertyId)) return;
    // The offers of one burst arrive one after the other: their properties are read once.
    if (this.due.size === 0) setImmediate(() => void this.refresh());
    this.due.add(propertyId);
  }

  private async refresh(): Promise<void> {
    const ids = [...this.due];
    this.due.clear();
    for (const id of ids) {
      try {
        const standing = await readStanding(this.db, id);
        if (standing) for (const watcher of this.watchers.get(id) ?? []) watcher(standing);
      } catch (error) {
        this.log.warn({ err: error, propertyId: id }, 'standing not announced');
      }
    }
  }
}
