import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CONTRACT, type EndpointSchemas, type HandlerResultOf } from '#shared/api/contract.ts';
import type { AdminWrite, EndpointName } from '#shared/api/endpoints.ts';
import { PublicReadCache, type PublicTopic } from './public-read-cache';
import { PUBLIC_READS_CHANNEL } from './public-reads-channel';
import { readyBody, type ReadyBody } from './ready-body';

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReadCache;
  }
}

/**
 * What each admin write can change on the public site. The type lists every admin write, so a new
 * one does not compile until it says which cached answers it touches (null: none).
 */
const PUBLIC_EFFECT_OF: Record<AdminWrite, PublicTopic | null> = {
  createProperty: 'properties',
  updateProperty: 'properties',
  uploadPropertyImages: 'properties',
  deletePropertyImage: 'properties',
  reorderPropertyImages: 'properties',
  updateImageAltText: 'properties',
  uploadContactPhoto: 'properties',
  deleteContactPhoto: 'properties',
  deleteProperty: 'properties',
  showPropertyOnHomePage: 'properties',
  createSellerLink: null,
  // Open seller streams hear the topic on every instance and end for a revoked link at once.
  revokeSellerLink: 'standing',
  toggleOfferFavorite: null,
  updateOffer: null,
  deleteOffer: 'standing',
  deleteAllOffers: 'standing',
  createTranslation: 'translations',
  updateTranslation: 'translations',
  deleteTranslation: 'translations',
  seedTranslations: 'translations',
  createPage: 'pages',
  updatePage: 'pages',
  deletePage: 'pages',
  retryMail: null,
  privacyErase: 'standing',
};

/** A JSON answer of a contract endpoint, encoded through its answer schema like any other. */
export function readyJson<N extends EndpointName>(name: N, data: HandlerResultOf<N>): ReadyBody {
  const schema: EndpointSchemas['response'] = CONTRACT[name].response;
  if (!(schema instanceof z.ZodType)) throw new Error(`${name} does not answer JSON`);
  return readyBody(JSON.stringify(z.encode(schema, data)), 'application/json; charset=utf-8');
}

const TOPICS: readonly PublicTopic[] = ['properties', 'translations', 'pages', 'standing'];
const isTopic = (value: string | undefined): value is PublicTopic => TOPICS.includes(value as PublicTopic);

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

/** Registered in the admin scope: each write drops the cached answers it may have changed. */
export function invalidateAfterAdminWrites(admin: FastifyInstance): void {
  admin.addHook('onSend', async (request, _reply, payload) => {
    const name = request.routeOptions.config.endpoint;
    const topic = name && name in PUBLIC_EFFECT_OF ? PUBLIC_EFFECT_OF[name as AdminWrite] : null;
    if (topic) admin.publicReads.invalidate(topic);
    return payload;
  });
}
