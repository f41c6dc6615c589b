import type { ReadyBody } from './ready-body';

/**
 * What an admin write can change on the public site; each cached answer depends on some. One
 * property's own answers (its page, its JSON) depend on `property:<id>`; answers that gather every
 * property (the list, the home page, the overview) depend on `properties`. A change of one property
 * drops its own answers and the gathering ones, never another property's page; a change of
 * `properties` drops them all. The standing of offer procedures is never cached, but its open
 * streams re-read it when it changes.
 */
export type PropertyTopic = `property:${string}`;
export type PublicTopic = 'properties' | 'translations' | 'pages' | 'standing' | PropertyTopic;

export const propertyTopic = (propertyId: string): PropertyTopic => `property:${propertyId}`;
const isPropertyTopic = (topic: PublicTopic): topic is PropertyTopic => topic.startsWith('property:');

/** The property a topic names, if it names one. */
export function propertyIdOf(topic: PublicTopic): string | undefined {
  return isPropertyTopic(topic) ? topic.slice('property:'.length) : undefined;
}

interface Entry {
  topics: readonly PublicTopic[];
  body: ReadyBody | undefined;
  /** What the body holds in memory: its bytes in the three encodings. */
  bytes: number;
}

/**
 * How much the kept bodies may hold together. With many properties (a page each, in three
 * languages, with gzip and brotli variants) the least recently used are dropped beyond it, and
 * rebuilt when asked for again.
 */
const DEFAULT_MAX_CACHED_BYTES = 64 * 1024 * 1024;

const sizeOf = (body: ReadyBody | undefined) =>
  body ? body.identity.byteLength + body.gzip.byteLength + body.br.byteLength : 0;

/** A build under way, and the moment (on the change clock) it started reading. */
interface Flight {
  startedAt: number;
  body: Promise<ReadyBody | undefined>;
}

/**
 * The public answers (the property list, the translation maps, content pages, the rendered pages'
 * HTML) as ready bodies, kept until a write changes one of their topics, or until the moment a body
 * says it is no longer true (`expiresAt`: the end of an offer period). A read that started before an
 * invalidation is not stored: every change is stamped on one clock, and a body whose topics changed
 * after its build started is used for that request only. Requests that miss while a key is being built wait for that build
 * (unless a write came in between), so a burst of visitors on a fresh process or right after an
 * edit renders a page once, not once each. Listeners hear every invalidation made here (to carry it
 * to other processes), or every change, wherever it was made.
 */
export class PublicReadCache {
  /** In order of last use, the least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly flights = new Map<string, Flight>();
  /** The change clock, and when each topic last changed on it. */
  private clock = 0;
  private readonly changedAt = new Map<PublicTopic, number>();
  /** When any one property last changed: what gathers every property depends on that too. */
  private anyPropertyChangedAt = 0;
  private readonly listeners: ((topic: PublicTopic) => void)[] = [];
  private readonly forgetListeners: ((topic: PublicTopic) => void)[] = [];

  constructor(private readonly maxBytes = DEFAULT_MAX_CACHED_BYTES) {}

  /**
   * The cached body of `key`, or `build()`'s, which is kept for later requests. `build` may give
   * undefined (nothing to show, e.g. no such page): that is cached too when `cacheMissing` is set.
   */
  async get<T extends ReadyBody | undefined>(
    key: string,
    topic: PublicTopic | readonly PublicTopic[],
    build: () => Promise<T>,
    { cacheMissing = true, now = Date.now() }: { cacheMissing?: boolean; now?: number } = {},
  ): Promise<T> {
    const cached = this.entries.get(key);
    const expired = cached?.body?.expiresAt !== undefined && cached.body.expiresAt <= now;
    if (cached && !expired) {
      // Used again: it moves to the end of the order of use.
      this.entries.delete(key);
      this.entries.set(key, cached);
      // A key is always built by the same code, so its stored body has that code's type.
      return cached.body as T;
    }
    const keyTopics: readonly PublicTopic[] = typeof topic === 'string' ? [topic] : topic;
    const underWay = this.flights.get(key);
    if (underWay && this.unchangedSince(keyTopics, underWay.startedAt)) {
      const shared = (await underWay.body) as T;
      // The build may have found that it depends on a topic that has changed meanwhile.
      if (this.unchangedSince(topicsOf(keyTopics, shared), underWay.startedAt)) return shared;
    }
    const flight: Flight = { startedAt: this.clock, body: build() };
    this.flights.set(key, flight);
    try {
      const body = (await flight.body) as T;
      const topics = topicsOf(keyTopics, body);
      if (this.unchangedSince(topics, flight.startedAt) && (body !== undefined || cacheMissing))
        this.keep(key, { topics, body, bytes: sizeOf(body) });
      return body;
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
  }

  /** Whether none of the topics has changed since the moment given. */
  private unchangedSince(topics: readonly PublicTopic[], moment: number): boolean {
    return topics.every((each) => this.lastChangeOf(each) <= moment);
  }

  private lastChangeOf(topic: PublicTopic): number {
    const own = this.changedAt.get(topic) ?? 0;
    if (topic === 'properties') return Math.max(own, this.anyPropertyChangedAt);
    if (isPropertyTopic(topic)) return Math.max(own, this.changedAt.get('properties') ?? 0);
    return own;
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The bytes the kept bodies hold now (for diagnostics and the bench). */
  heldBytes(): number {
    return this.bytes;
  }

  invalidate(topic: PublicTopic): void {
    this.forget(topic);
    for (const listener of this.listeners) listener(topic);
  }

  /** Drops a topic's entries without telling the listeners (an invalidation that came from them). */
  forget(topic: PublicTopic): void {
    this.clock += 1;
    this.changedAt.set(topic, this.clock);
    if (isPropertyTopic(topic)) this.anyPropertyChangedAt = this.clock;
    for (const [key, entry] of this.entries) if (entry.topics.some((each) => affects(topic, each))) this.drop(key);
    for (const listener of this.forgetListeners) listener(topic);
  }

  /** The keys held now (for diagnostics). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  onInvalidate(listener: (topic: PublicTopic) => void): void {
    this.listeners.push(listener);
  }

  /** Hears every change of a topic, made here or heard from another instance. */
  onForget(listener: (topic: PublicTopic) => void): void {
    this.forgetListeners.push(listener);
  }
}

/** A body's topics: its key's, and those the body itself names. */
function topicsOf(keyTopics: readonly PublicTopic[], body: ReadyBody | undefined): readonly PublicTopic[] {
  return body?.topics ? [...keyTopics, ...body.topics] : keyTopics;
}

/** Whether a change of `changed` makes an answer that depends on `dependency` untrue. */
function affects(changed: PublicTopic, dependency: PublicTopic): boolean {
  if (changed === dependency) return true;
  if (changed === 'properties') return isPropertyTopic(dependency);
  return isPropertyTopic(changed) && dependency === 'properties';
}
