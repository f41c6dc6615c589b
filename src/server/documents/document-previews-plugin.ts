import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DocumentPreviews } from './document-previews';

/**
 * `app.documentPreviews`: the documents' first-page images. At start-up, the previews still to do
 * (files uploaded before previews existed, or while another instance stopped) are made in the
 * background, one at a time; closing waits for the one being made.
 */
export default fp(
  async function documentPreviewsPlugin(app: FastifyInstance) {
    const previews = new DocumentPreviews(app.db, app.documentFiles, app.log.child({ component: 'document-previews' }));
    app.decorate('documentPreviews', previews);
    let catchingUp: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      catchingUp = previews
        .catchUp()
        .catch((error: unknown) => app.log.error({ err: error }, 'document previews could not catch up'));
    });
    app.addHook('onClose', async () => {
      await catchingUp;
      await previews.settled();
    });
  },
  { name: 'document-previews', dependencies: ['db'] },
);
