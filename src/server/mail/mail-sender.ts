import { createTransport, type Transporter } from 'nodemailer';

/** Mails sent at once: one per pooled SMTP connection. */
export const PARALLEL_SENDS = 3;

/** A file sent with a mail (the offer's receipt). */
export interface MailAttachment {
  fileName: string;
  content: Uint8Array;
  contentType: string;
}

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every attempt, so a receiver can tell a mail sent twice. */
  messageId: string;
  language: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  /** Where replies go, when not to the sender (an agent's letter to a bidder). */
  replyTo?: string;
  /** An iCalendar object (RFC 6047): sent as text/calendar with its method, for calendars to take up. */
  calendar?: MailCalendar;
}

export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  fileName: string;
  content: string;
}

/** Sends over SMTP; resolves only once the server accepted the mail for delivery. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpSender(smtpUrl: string, from: string, onTransportError: (error: Error) => void): MailSender {
  const transport: Transporter = createTransport({
    url: smtpUrl,
    // A few connections reused for a burst of offers; a dead server is noticed in seconds.
    pool: true,
    maxConnections: PARALLEL_SENDS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof createTransport>[0]);
  // A transport error with no listener would end the process; each mail's own failure is handled by the worker.
  transport.on('error', onTransportError);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: { ...mail.headers, 'Content-Language': mail.language },
        attachments: mail.attachments?.map((file) => ({
          filename: file.fileName,
          content: Buffer.from(file.content),
          contentType: file.contentType,
        })),
        // Both an alternative of the message (text/calendar; method=…) and a file, as calendars expect.
        ...(mail.calendar
          ? {
              icalEvent: {
                method: mail.calendar.method,
                filename: mail.calendar.fileName,
                content: mail.calendar.content,
              },
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** The domain of the sender's address, for the Message-IDs (RFC 5322 wants a domain of ours). */
export function domainOf(from: string): string {
  const address = from.match(/<([^<>]+)>\s*$/)?.[1] ?? from;
  return address.split('@').pop()?.trim() || 'localhost';
}

/** An SMTP reply code of 5xx: the server refuses for good, trying again would not help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
