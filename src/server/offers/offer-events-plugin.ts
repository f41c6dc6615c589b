import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OfferEvents } from './offer-events';

declare module 'fastify' {
  interface FastifyInstance {
    offerEvents: OfferEvents;
  }
}

/** app.offerEvents: new offers from every instance, listened for from start-up until close. */
export default fp(
  async function offerEventsPlugin(app: FastifyInstance) {
    const events = new OfferEvents(app.database, app.log.child({ component: 'offer-events' }));
    app.decorate('offerEvents', events);
    app.addHook('onReady', async () => events.start());
    app.addHook('onClose', async () => events.stop());
  },
  { name: 'offer-events', dependencies: ['db'] },
);
