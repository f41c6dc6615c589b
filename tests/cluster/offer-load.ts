/**
 * Offers sent without pause through the balancer by several concurrent visitors, each offer with
 * its own e-mail address so it can be found in the database afterwards. Visitors come from ever new
 * loopback addresses, each sending at most the offer limit, so the limit never refuses one.
 * Bounded in count and time: it stops by itself.
 */
import { Agent } from 'node:http';
import { MIN_FILL_MS } from '#shared/offers/offer-spam.ts';
import { VALID_OFFER } from '../helpers/fixtures';
import { send } from './http-client';

export interface SentOffer {
  email: string;
  from: string;
  sentAt: number;
  answeredAt: number;
  /** 0 when no HTTP answer came (connection refused or reset). */
  status: number;
  upstream?: string;
  /** The stored offer's id from a 201 answer. */
  offerId?: string;
  /** What went wrong, for a failure message. */
  problem?: string;
}

export interface OfferLoadOptions {
  balancerPort: number;
  propertyId: string;
  concurrency: number;
  offersPerAddress: number;
  maxOffers: number;
  maxMs: number;
  /** Distinguishes this run's e-mail addresses. */
  runId: string;
}

export interface OfferLoad {
  /** Every offer sent so far, in the order the answers came. */
  readonly sent: readonly SentOffer[];
  /** Stops sending and resolves once every offer in flight is answered. */
  stop(): Promise<readonly SentOffer[]>;
}

/**
 * Loopback addresses 127.1.0.1, 127.1.0.2, …: all of 127.0.0.0/8 reaches this host, and each is a
 * different visitor for the offer limit (nginx passes it on in X-Forwarded-For).
 */
function* clientAddresses(): Generator<string> {
  for (let high = 0; high < 256; high++) for (let low = 1; low < 255; low++) yield `127.1.${high}.${low}`;
}

/**
 * An offer as the public form sends it: fillMs says the page was open long enough for a person
 * (a shorter time would be taken for a bot's, answered 201 and not stored).
 */
export function formOffer(email: string) {
  return { ...VALID_OFFER, email, website: '', fillMs: MIN_FILL_MS * 10, language: 'de' };
}

async function sendOffer(options: OfferLoadOptions, email: string, from: string, agent: Agent): Promise<SentOffer> {
  const sentAt = Date.now();
  try {
    const answer = await send(options.balancerPort, `/api/properties/${options.propertyId}/bids`, {
      method: 'POST',
      body: formOffer(email),
      from,
      agent,
    });
    const offerId = answer.status === 201 ? answer.json<{ id: string }>().id : undefined;
    return {
      email,
      from,
      sentAt,
      answeredAt: Date.now(),
      status: answer.status,
      upstream: answer.upstream,
      offerId,
      problem: answer.status === 201 ? undefined : answer.text().slice(0, 200),
    };
  } catch (error) {
    return { email, from, sentAt, answeredAt: Date.now(), status: 0, problem: String(error) };
  }
}

export function startOfferLoad(options: OfferLoadOptions): OfferLoad {
  const sent: SentOffer[] = [];
  const addresses = clientAddresses();
  const startedAt = Date.now();
  let numbered = 0;
  let stopping = false;
  const keepGoing = () => !stopping && numbered < options.maxOffers && Date.now() - startedAt < options.maxMs;

  /** One visitor after another: a keep-alive connection from a new address for every few offers. */
  async function visitorLoop() {
    while (keepGoing()) {
      const next = addresses.next();
      if (next.done) return;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; i < options.offersPerAddress && keepGoing(); i++) {
          const email = `load-${options.runId}-${++numbered}@example.de`;
          sent.push(await sendOffer(options, email, next.value, agent));
        }
      } finally {
        agent.destroy();
      }
    }
  }

  const loops = Array.from({ length: options.concurrency }, () => visitorLoop());
  return {
    sent,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return sent;
    },
  };
}
