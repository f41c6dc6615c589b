import type { ReadyBody } from './ready-body';

/**
 * What an admin write can change on the public site; each cached answer depends on one. The
 * standing of offer procedures is never cached, but its open streams re-read it when it changes.
 */
export type PublicTopic = 'properties' | 'translations' | 'pages' | 'standing';

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

/** A build under way, and the topic generations it reads under. */
interface Flight {
  generations: readonly number[];
  body: Promise<ReadyBody | undefined>;
}

/**
 * The public answers (the property list, the translation maps, content pages, the rendered pages'
 * HTML) as ready bodies, kept until a write changes one of their topics, or until the moment a body
 * says it is no longer true (`expiresAt`: the end of an offer period). A read that started before an
 * invalidation is not stored: each topic has a generation, and a body built under an older one is
 * used for that request only. Requests that miss while a key is being built wait for that build
 * (unless a write came in between), so a burst of visitors on a fresh process or right after an
 * edit renders a page once, not once each. Listeners hear every invalidation made here (to carry it
 * to other processes), or every change, wherever it was made.
 */
export class PublicReadCache {
  /** In order of last use, the least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly flights = new Map<string, Flight>();
  private readonly generations: Record<PublicTopic, number> = { properties: 0, translations: 0, pages: 0, standing: 0 };
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
    const topics: readonly PublicTopic[] = typeof topic === 'string' ? [topic] : topic;
    const generations = topics.map((each) => this.generations[each]);
    const isCurrent = (readUnder: readonly number[]) =>
      topics.every((each, index) => readUnder[index] === this.generations[each]);
    const underWay = this.flights.get(key);
    if (underWay && isCurrent(underWay.generations)) return (await underWay.body) as T;
    const flight: Flight = { generations, body: build() };
    this.flights.set(key, flight);
    try {
      const body = (await flight.body) as T;
      if (isCurrent(generations) && (body !== undefined || cacheMissing))
        this.keep(key, { topics, body, bytes: sizeOf(body) });
      return body;
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
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
    this.generations[topic] += 1;
    for (const [key, entry] of this.entries) if (entry.topics.includes(topic)) this.drop(key);
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
