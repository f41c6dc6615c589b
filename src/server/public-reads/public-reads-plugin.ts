import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CONTRACT, type EndpointSchemas, type HandlerResultOf } from '../../shared/api/contract';
import type { AdminWrite, EndpointName } from '../../shared/api/endpoints';
import { PublicReadCache, type PublicTopic } from './public-read-cache';
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
  toggleOfferFavorite: null,
  updateOffer: null,
  deleteOffer: null,
  deleteAllOffers: null,
  createTranslation: 'translations',
  updateTranslation: 'translations',
  deleteTranslation: 'translations',
  seedTranslations: 'translations',
  createPage: 'pages',
  updatePage: 'pages',
  deletePage: 'pages',
  retryMail: null,
  privacyErase: null,
};

/** A JSON answer of a contract endpoint, encoded through its answer schema like any other. */
export function readyJson<N extends EndpointName>(name: N, data: HandlerResultOf<N>): ReadyBody {
  const schema: EndpointSchemas['response'] = CONTRACT[name].response;
  if (!(schema instanceof z.ZodType)) throw new Error(`${name} does not answer JSON`);
  return readyBody(JSON.stringify(z.encode(schema, data)), 'application/json; charset=utf-8');
}

/** app.publicReads, and the hook that empties it after admin writes (successful or not: cheap and safe). */
export default fp(
  async function publicReadsPlugin(app: FastifyInstance) {
    app.decorate('publicReads', new PublicReadCache());
  },
  { name: 'public-reads' },
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
