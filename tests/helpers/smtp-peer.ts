/**
 * A real SMTP server inside the test (smtp-server), so mails go over the wire exactly as to a
 * provider; mailparser reads what arrived. It can stop and come back on the same port, and can
 * refuse recipients for good (550) to play a mailbox that does not exist.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the server accepted them. */
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpPeer {
  port: number;
  url: string;
  /** Every mail accepted since the peer was made, across stops and starts. */
  received: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once at least `count` mails have arrived. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export function smtpPeer(port: number, options: { refuse?: (address: string) => boolean } = {}): SmtpPeer {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A stop is a server going away: open connections end at once.
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        if (options.refuse?.(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            callback();
          })
          .catch(callback);
      },
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    start: () =>
      new Promise((resolve, reject) => {
        server = makeServer();
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    async waitForMails(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
  };
}
