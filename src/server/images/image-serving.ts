import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_FILES_REMOVED_CHANNEL } from './database-image-files';
import type { ImageCache } from './image-cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The upload names the store writes (image-renditions.ts), and what they are. */
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' };
const UPLOAD_NAME = /^[a-f0-9]{32}(?:-[a-z0-9]+)?\.(webp|avif|jpg)$/;

/**
 * GET /uploads/:name when the images live in the database: from this instance's disk cache, else
 * from PostgreSQL (and then cached). Names are never reused, so the answer may be cached for good
 * and its ETag is the name. Removals anywhere are heard (LISTEN) and dropped from the cache; after
 * a lost connection the whole cache goes, since a notice may have been missed.
 */
export default fp(
  async function imageServingPlugin(app: FastifyInstance, options: { cache: ImageCache }) {
    const { cache } = options;

    app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
      const { name } = request.params;
      const type = UPLOAD_NAME.exec(name)?.[1];
      if (!type) return reply.code(404).send({ message: 'Not Found' });
      const etag = `"${name}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
      }
      let data = await cache.get(name);
      if (!data) {
        data = await app.imageFiles.read(name);
        if (!data) return reply.code(404).send({ message: 'Not Found' });
        await cache.put(name, data);
      }
      return reply
        .header('Content-Type', CONTENT_TYPES[type]!)
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    });

    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await app.database.listen(
        IMAGE_FILES_REMOVED_CHANNEL,
        (payload) => payload.split(' ').forEach((name) => cache.drop(name)),
        () => cache.clear(),
      );
    });
    app.addHook('onClose', async () => stopListening?.());
  },
  { name: 'image-serving', dependencies: ['db'] },
);
