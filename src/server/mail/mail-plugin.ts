import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smtpSender } from './mail-sender';
import { OutboxWorker, type OutboxWorkerTiming } from './outbox-worker';

export interface MailOutbox {
  /** False without SMTP_URL: mails wait in the outbox. */
  readonly sending: boolean;
  /** An offer was stored: its mails are waiting. */
  poke(): void;
}

/**
 * app.mailOutbox: with SMTP_URL a worker sends what the outbox holds, from start-up until the app
 * closes (before the database does). Without it nothing is sent and nothing is lost: the rows wait.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance, options: { timing?: Partial<OutboxWorkerTiming> }) {
    const { smtpUrl, from } = app.config.mail;
    const { publicUrl } = app.config;
    const log = app.log.child({ component: 'mail' });
    const worker =
      smtpUrl && from && publicUrl
        ? new OutboxWorker({
            db: app.db,
            sender: smtpSender(smtpUrl, from, (error) => log.warn({ err: error }, 'mail transport error')),
            from,
            publicUrl,
            bidderKeys: app.bidderKeys,
            invitationKeys: app.invitationKeys,
            documentAccessKeys: app.documentAccessKeys,
            viewingKeys: app.viewingKeys,
            log,
            timing: options.timing,
          })
        : null;
    app.decorate('mailOutbox', { sending: worker !== null, poke: () => worker?.poke() } satisfies MailOutbox);
    if (!worker) return;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['db'] },
);
