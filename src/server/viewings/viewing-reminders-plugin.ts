import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueViewingReminders } from './viewing-reminders';

/** How often the reminders due are looked for: a reminder leaves at most this late. */
const EVERY_MS = 10 * 60 * 1000;

/** The reminders the day before a viewing (decision 0133), looked for from start-up on. */
export default fp(
  async function viewingRemindersPlugin(app: FastifyInstance) {
    const log = app.log.child({ component: 'viewing-reminders' });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const tick = () => {
      running = queueViewingReminders(app.db).then(
        (queued) => {
          if (queued === 0) return;
          log.info({ queued }, 'viewing reminders queued');
          app.mailOutbox.poke();
        },
        // The database is away: the next look finds them.
        (error: unknown) => log.warn({ err: error }, 'viewing reminders not looked for'),
      );
    };
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'viewing-reminders', dependencies: ['db', 'mail'] },
);
