import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AlertWatcher } from './alert-watcher';

declare module 'fastify' {
  interface FastifyInstance {
    offerAlerts: {
      /** Mail can be sent: only then may a bidder switch alerts on. */
      readonly available: boolean;
      /** An offer or a change of a procedure may have made alerts due. */
      poke(): void;
      /** Queues what is due at `now` (the clock's alerts included); answers how many mails. */
      check(now: Date): Promise<number>;
    };
  }
}

/**
 * app.offerAlerts (decision 0115): the watcher runs from start-up until the app closes. A change of
 * any property on any instance (its public topic is dropped everywhere) and an offer stored here
 * poke it; the clock's alerts are found every `intervalMs`.
 */
export default fp(
  async function alertsPlugin(app: FastifyInstance, options: { intervalMs?: number }) {
    const watcher = new AlertWatcher(
      app.db,
      app.log.child({ component: 'alerts' }),
      () => app.mailOutbox.poke(),
      options.intervalMs,
    );
    app.decorate('offerAlerts', {
      available: app.mailOutbox.sending,
      poke: () => watcher.poke(),
      check: (now: Date) => watcher.check(now),
    });
    app.publicReads.onForget(() => watcher.poke());
    app.addHook('onReady', async () => watcher.start());
    app.addHook('onClose', async () => watcher.stop());
  },
  { name: 'offer-alerts', dependencies: ['db', 'mail', 'public-reads'] },
);
