import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CONTRACT, type EndpointSchemas, type HandlerResultOf } from '#shared/api/contract.ts';
import type { EndpointName } from '#shared/api/endpoints.ts';
import { PublicReadCache, type PublicTopic } from './public-read-cache';
import { PUBLIC_READS_CHANNEL } from './public-reads-channel';
import { readyBody, type ReadyBody } from './ready-body';

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReadCache;
  }
}

/** A JSON answer of a contract endpoint, encoded through its answer schema like any other. */
export function readyJson<N extends EndpointName>(name: N, data: HandlerResultOf<N>): ReadyBody {
  const schema: EndpointSchemas['response'] = CONTRACT[name].response;
  if (!(schema instanceof z.ZodType)) throw new Error(`${name} does not answer JSON`);
  return readyBody(JSON.stringify(z.encode(schema, data)), 'application/json; charset=utf-8');
}

const TOPICS: readonly PublicTopic[] = ['properties', 'translations', 'pages', 'standing'];
const PROPERTY_TOPIC = /^property:[0-9a-f-]{36}$/;
const isTopic = (value: string | undefined): value is PublicTopic =>
  TOPICS.includes(value as PublicTopic) || PROPERTY_TOPIC.test(value ?? '');

/**
 * app.publicReads. Several instances on one PostgreSQL keep their caches true together: an
 * invalidation here is sent to the others (NOTIFY), theirs are heard here (LISTEN); after a lost
 * connection every topic is dropped, since notices may have been missed meanwhile.
 */
export default fp(
  async function publicReadsPlugin(app: FastifyInstance) {
    const cache = new PublicReadCache();
    app.decorate('publicReads', cache);
    const instance = randomUUID();
    cache.onInvalidate((topic) => {
      app.db
        .execute(sql`select pg_notify(${PUBLIC_READS_CHANNEL}, ${`${instance} ${topic}`})`)
        .catch((error: unknown) => {
          app.log.warn({ err: error, topic }, 'other instances not told of a change');
        });
    });
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await app.database.listen(
        PUBLIC_READS_CHANNEL,
        (payload) => {
          const [from, topic] = payload.split(' ');
          if (from !== instance && isTopic(topic)) cache.forget(topic);
        },
        () => TOPICS.forEach((topic) => cache.forget(topic)),
      );
    });
    app.addHook('onClose', async () => stopListening?.());
  },
  { name: 'public-reads', dependencies: ['db'] },
);
