import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

/** Exposes the database as app.db and closes it when the app closes. */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    app.decorate('db', options.handle.db);
    app.decorate('dbKind', options.handle.kind);
    app.decorate('database', options.handle);
    app.decorate('pingDatabase', () => options.handle.ping());
    app.addHook('onClose', async () => {
      await options.handle.close();
    });
  },
  { name: 'db' },
);
